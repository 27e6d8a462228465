/**
 * A product's description text (customer-area.md section 2: descriptions use simple BBCode).
 * For now the text is shown as written with its line breaks; the BBCode renderer replaces the
 * body of this one component when it lands.
 */
import Typography from '@mui/material/Typography';

export function ProductDescription({ text }: { text: string }) {
  return (
    <Typography
      component="div"
      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}
    >
      {text}
    </Typography>
  );
}

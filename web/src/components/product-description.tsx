/**
 * A product text written in BBCode (docs/specs/customer-area.md section 2: descriptions and answers
 * use simple markup), rendered through lib/bbcode.tsx's allow-list, with the page's typography and
 * author colours adjusted to stay readable on the theme's surface, and [img] limited to the store's
 * own images and the hosts the server lists (GET /api/site-config).
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useSiteConfig } from '@/api/get-site-config';
import { BBCode } from '@/lib/bbcode';

export function ProductDescription({
  text,
  sx,
  surface = 'paper',
}: {
  text: string | null | undefined;
  sx?: SystemStyleObject<Theme>;
  /** What the text sits on, so author colours stay readable in both themes. */
  surface?: 'paper' | 'default';
}) {
  const { light, dark } = useTheme().colorSchemes;
  const imageHosts = useSiteConfig().data?.bbcodeImageHosts;
  // The surface in both themes, as the markup is the same in both modes (app/theme.ts).
  const backgrounds =
    light && dark
      ? { light: light.palette.background[surface], dark: dark.palette.background[surface] }
      : undefined;
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        color: 'text.primary',
        '& img': { display: 'block', my: 1 },
        ...sx,
      }}
    >
      <BBCode text={text} backgrounds={backgrounds} imageHosts={imageHosts} />
    </Box>
  );
}

/** The three-step How to Buy block of the product page (docs/specs/customer-area.md section 2). */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';

const STEPS = [
  {
    title: 'Add funds',
    text: 'Top up your prepaid balance in dollars from Add Funds.',
  },
  {
    title: 'Buy Now',
    text: 'Choose the quantity, apply a coupon if you have one, and confirm.',
  },
  {
    title: 'Get instant access',
    text: 'Your order page shows the delivery: at once, or within 15 minutes.',
  },
];

export function HowToBuy() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="how-to-buy" sx={{ p: 2.5 }}>
      <Typography
        id="how-to-buy"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        How to Buy
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {STEPS.map((step, index) => (
          <Stack key={step.title} component="li" direction="row" spacing={1.5}>
            <Box
              aria-hidden
              sx={{
                width: 28,
                height: 28,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                typography: 'body2',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600, lineHeight: 1.4 }}>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  Step {index + 1}:{' '}
                </Box>
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

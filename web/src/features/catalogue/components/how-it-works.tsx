/** How-it-works section of the home page, anchor #how-it-works (docs/specs/customer-area.md section 2). */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BoltIcon from '@mui/icons-material/Bolt';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { SECTION_SCROLL_MARGIN } from './scroll-to-section';

const STEPS = [
  {
    icon: AccountBalanceWalletIcon,
    title: 'Create an account and add funds',
    text: 'Sign up in seconds and top up your prepaid balance in dollars.',
  },
  {
    icon: ShoppingCartIcon,
    title: 'Choose your product',
    text: 'Browse licenses and premium accounts and buy straight from your balance.',
  },
  {
    icon: BoltIcon,
    title: 'Get it instantly',
    text: 'Automatic products are delivered at once; others within 15 minutes.',
  },
  {
    icon: VerifiedUserIcon,
    title: 'Covered by warranty',
    text: 'If something stops working, one click gets you a replacement account.',
  },
];

export function HowItWorks() {
  return (
    <Box
      component="section"
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      sx={{ py: { xs: 6, md: 8 }, ...SECTION_SCROLL_MARGIN }}
    >
      <Container maxWidth="lg">
        <Typography
          id="how-it-works-heading"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, mb: 1, textAlign: 'center' }}
        >
          How It Works
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 5, textAlign: 'center' }}>
          From sign-up to delivery in four simple steps.
        </Typography>
        <Grid container spacing={2.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%', textAlign: 'center' }}>
                <Box
                  sx={{
                    width: 56,
                    height: 56,
                    mx: 'auto',
                    mb: 2,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  <step.icon />
                </Box>
                <Typography variant="overline" color="text.secondary">
                  Step {index + 1}
                </Typography>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

/**
 * Home hero (docs/specs/customer-area.md sections 1 and 2): the store's promises and figures, and
 * two buttons that scroll smoothly to #products (Browse Products) and #how-it-works (How It Works).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import LockIcon from '@mui/icons-material/Lock';
import VerifiedIcon from '@mui/icons-material/Verified';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { scrollToSection } from './scroll-to-section';

const PROMISES = [
  { icon: LockIcon, label: 'Safe Payment' },
  { icon: BoltIcon, label: 'Instant Delivery' },
  { icon: VerifiedIcon, label: 'Verified Licenses' },
  { icon: VerifiedUserIcon, label: 'One-Click Warranty' },
];

/** Marketing figures (docs/specs/customer-area.md section 1). */
const FIGURES = [
  { value: '50,000+', label: 'Happy Customers' },
  { value: '5,000+', label: 'Products' },
  { value: '4.9/5', label: 'Rating' },
  { value: '24/7', label: 'Support' },
];

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        background: theme.vars.palette.brand.heroBackground,
      })}
    >
      <Container maxWidth="lg">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Chip color="primary" label="Trusted by 50,000+ customers worldwide" />
          <Typography id="hero-heading" variant="h1" sx={{ maxWidth: 880 }}>
            Premium Digital Licenses &amp; Accounts, Delivered Instantly
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 400, maxWidth: 680 }}
          >
            Software, gaming, streaming and cloud services at fair prices. Pay from your balance,
            get your keys in seconds, and claim a replacement with one click during your warranty.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            <Button variant="contained" size="large" onClick={() => scrollToSection('products')}>
              Browse Products
            </Button>
            <Button variant="outlined" size="large" onClick={() => scrollToSection('how-it-works')}>
              How It Works
            </Button>
          </Stack>
          <Box
            component="ul"
            aria-label="Why KeyMart"
            sx={{
              listStyle: 'none',
              p: 0,
              my: 0,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: 1.5,
            }}
          >
            {PROMISES.map((promise) => (
              <Chip
                key={promise.label}
                component="li"
                variant="outlined"
                icon={<promise.icon />}
                label={promise.label}
                sx={{ bgcolor: 'background.paper' }}
              />
            ))}
          </Box>
          <Grid container spacing={2} sx={{ width: '100%', maxWidth: 760, pt: 2 }}>
            {FIGURES.map((figure) => (
              <Grid key={figure.label} size={{ xs: 6, sm: 3 }}>
                <Typography
                  variant="h4"
                  component="p"
                  sx={{ fontWeight: 800, color: 'primary.main' }}
                >
                  {figure.value}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {figure.label}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Stack>
      </Container>
    </Box>
  );
}

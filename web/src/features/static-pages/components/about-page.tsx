/**
 * About Us (/about) (docs/specs/admin-area.md 2.18): our story, secure and trusted, instant
 * delivery, 24/7 support, quality guarantee, and our commitments. Marketing figures from
 * docs/specs/customer-area.md section 1. Sets the page title and description.
 */
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BoltIcon from '@mui/icons-material/Bolt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SecurityIcon from '@mui/icons-material/Security';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { useDocumentMeta } from '@/lib/document-meta';
import { StaticHero } from './static-hero';
import { useIsMailEnabled } from '@/api/get-site-config';

const FIGURES = [
  { value: '50,000+', label: 'Happy customers' },
  { value: '5,000+', label: 'Products' },
  { value: '4.9/5', label: 'Customer rating' },
  { value: '24/7', label: 'Support' },
];

/** `byMail` is added to the text only when the store sends e-mail (GET /api/site-config). */
const PILLARS: {
  icon: ComponentType<SvgIconProps>;
  title: string;
  text: string;
  byMail?: string;
}[] = [
  {
    icon: SecurityIcon,
    title: 'Secure and Trusted',
    text: 'Every license and account comes from verified sources. Payments run through trusted providers, passwords are stored with strong hashing, and we never see your card number.',
  },
  {
    icon: BoltIcon,
    title: 'Instant Delivery',
    text: 'Automatic products appear on your order page the moment you pay. Everything else is delivered by our team within 15 minutes.',
    byMail: 'Licenses are also sent to your e-mail.',
  },
  {
    icon: SupportAgentIcon,
    title: '24/7 Support',
    text: 'Real people answer tickets around the clock, and e-mails within 24 hours. Whatever the time zone, someone is there to help.',
  },
  {
    icon: WorkspacePremiumIcon,
    title: 'Quality Guarantee',
    text: 'Every product carries a warranty of 30 to 365 days. If something stops working, one click files a claim; we process claims within 24 hours and send a replacement.',
  },
];

const COMMITMENTS = [
  'Clear prices in US dollars, with every fee shown before you pay.',
  'A prepaid balance that never expires.',
  'Delivery within 15 minutes, or instantly for automatic products.',
  'Warranty claims processed within 24 hours.',
  'Honest answers: if we cannot fix something, we tell you and make it right.',
  'Your data protected and never sold.',
];

export function AboutPage() {
  const isMailEnabled = useIsMailEnabled();
  useDocumentMeta(
    `About Us - ${SITE_NAME}`,
    `${SITE_NAME} sells premium software licenses and verified accounts with instant delivery, a warranty with free replacement and 24/7 support.`,
  );
  return (
    <>
      <StaticHero title={`About ${SITE_NAME}`}>
        Premium software licenses and verified accounts, delivered in minutes and backed by a real
        warranty.
      </StaticHero>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={5} sx={{ alignItems: 'center', mb: { xs: 6, md: 9 } }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
              Our Story
            </Typography>
            <Stack spacing={2} sx={{ color: 'text.secondary', fontSize: '1.05rem' }}>
              <Typography sx={{ fontSize: 'inherit' }}>
                {SITE_NAME} started with a simple frustration: buying a software license or a
                premium account online meant guessing which seller was honest, waiting days for a
                key, and being on your own when it stopped working.
              </Typography>
              <Typography sx={{ fontSize: 'inherit' }}>
                We built the store we wanted to buy from. Operated from the United Arab Emirates and
                serving customers worldwide, we sell software, gaming, streaming and cloud products
                at fair prices in US dollars, paid from a simple prepaid balance.
              </Typography>
              <Typography sx={{ fontSize: 'inherit' }}>
                Today tens of thousands of customers trust us for the tools they use every day, and
                every order is still handled with the same care as the first one.
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FIGURES.map((figure) => (
                <Grid key={figure.label} size={6} component="li">
                  <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                    <Typography
                      component="p"
                      sx={{ fontWeight: 800, fontSize: '1.8rem', color: 'primary.main' }}
                    >
                      {figure.value}
                    </Typography>
                    <Typography color="text.secondary">{figure.label}</Typography>
                  </Paper>
                </Grid>
              ))}
            </Grid>
          </Grid>
        </Grid>

        <Typography
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, mb: 4, textAlign: 'center' }}
        >
          Why Customers Choose Us
        </Typography>
        <Grid container spacing={3} sx={{ mb: { xs: 6, md: 9 } }}>
          {PILLARS.map((pillar) => (
            <Grid key={pillar.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Box
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    mb: 2,
                  }}
                >
                  <pillar.icon />
                </Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {pillar.title}
                </Typography>
                <Typography color="text.secondary">
                  {isMailEnabled && pillar.byMail ? `${pillar.text} ${pillar.byMail}` : pillar.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>

        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
          <Grid container spacing={4} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
                Our Commitments
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {COMMITMENTS.map((commitment) => (
                  <Stack
                    key={commitment}
                    component="li"
                    direction="row"
                    spacing={1.5}
                    sx={{ alignItems: 'flex-start' }}
                  >
                    <CheckCircleIcon color="success" sx={{ mt: 0.25 }} />
                    <Typography>{commitment}</Typography>
                  </Stack>
                ))}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ textAlign: { md: 'center' } }}>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Ready to find your next license?
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: { md: 'center' } }}
              >
                <Button variant="contained" size="large" href={paths.products}>
                  Browse Products
                </Button>
                <Button variant="outlined" size="large" href={paths.contact}>
                  Contact Us
                </Button>
              </Stack>
            </Grid>
          </Grid>
        </Paper>
      </Container>
    </>
  );
}

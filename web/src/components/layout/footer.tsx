/**
 * Site footer (docs/specs/customer-area.md section 2, Home): quick links, support links, contact
 * info with the support e-mail and 24/7 Support, copyright 2025.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TelegramIcon from '@mui/icons-material/Telegram';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { paths } from '@/config/paths';
import {
  COPYRIGHT_YEAR,
  SITE_NAME,
  SUPPORT_EMAIL,
  TEAM_CHAT_URL,
  TELEGRAM_URL,
} from '@/config/site';

const QUICK_LINKS = [
  { href: paths.about, label: 'About Us' },
  { href: paths.products, label: 'Products' },
  { href: paths.categoriesEntry, label: 'Categories' },
  { href: paths.contact, label: 'Contact' },
];

const SUPPORT_LINKS = [
  { href: paths.support, label: 'Support' },
  { href: paths.terms, label: 'Terms of Service' },
  { href: paths.privacy, label: 'Privacy Policy' },
  { href: paths.refund, label: 'Refund Policy' },
];

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1}>
        {links.map((link) => (
          <Link key={link.label} href={link.href} color="text.secondary" underline="hover">
            {link.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <VpnKeyIcon color="primary" />
              <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>{SITE_NAME}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Premium software licenses and verified accounts with instant delivery, warranty
              replacement and round-the-clock support.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <LinkColumn title="Quick Links" links={QUICK_LINKS} />
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <LinkColumn title="Support" links={SUPPORT_LINKS} />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              Contact
            </Typography>
            <Stack spacing={1}>
              <Link
                href={`mailto:${SUPPORT_EMAIL}`}
                color="text.secondary"
                underline="hover"
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <EmailIcon fontSize="small" />
                {SUPPORT_EMAIL}
              </Link>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <SupportAgentIcon fontSize="small" />
                24/7 Support
              </Typography>
              <Link
                href={TEAM_CHAT_URL}
                target="_blank"
                rel="noopener noreferrer"
                color="text.secondary"
                underline="hover"
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <ForumIcon fontSize="small" />
                Team chat support
              </Link>
              <Link
                href={TELEGRAM_URL}
                target="_blank"
                rel="noopener noreferrer"
                color="text.secondary"
                underline="hover"
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <TelegramIcon fontSize="small" />
                Telegram channel
              </Link>
            </Stack>
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ textAlign: 'center', mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}
        >
          © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

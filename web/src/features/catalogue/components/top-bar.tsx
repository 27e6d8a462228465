/**
 * The home page's top bar (docs/specs/customer-area.md section 2, Home): the store's service
 * promises and the support contact in one thin strip above the announcement banner.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import EmailIcon from '@mui/icons-material/Email';
import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SUPPORT_EMAIL } from '@/config/site';

const PROMISES = [
  { icon: BoltIcon, label: 'Instant Delivery' },
  { icon: LockIcon, label: 'Secure Payments' },
  { icon: PublicIcon, label: 'Prices in USD' },
];

export function TopBar() {
  return (
    <Box sx={{ bgcolor: 'brand.topBar', color: 'brand.onTopBar', typography: 'caption' }}>
      <Container maxWidth="lg">
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', py: 0.75, gap: 2 }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <SupportAgentIcon sx={{ fontSize: 16 }} aria-hidden />
              <Typography variant="caption" sx={{ fontWeight: 600 }}>
                24/7 Support
              </Typography>
            </Stack>
            <Link
              href={`mailto:${SUPPORT_EMAIL}`}
              underline="hover"
              sx={{
                color: 'inherit',
                display: { xs: 'none', sm: 'inline-flex' },
                alignItems: 'center',
                gap: 0.75,
                typography: 'caption',
              }}
            >
              <EmailIcon sx={{ fontSize: 16 }} aria-hidden />
              {SUPPORT_EMAIL}
            </Link>
          </Stack>
          <Stack direction="row" spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {PROMISES.map((promise, index) => (
              <Stack
                key={promise.label}
                component="li"
                direction="row"
                spacing={0.75}
                sx={{
                  alignItems: 'center',
                  display: index === 0 ? 'flex' : { xs: 'none', md: 'flex' },
                }}
              >
                <promise.icon sx={{ fontSize: 16, color: 'brand.topBarIcon' }} aria-hidden />
                <Typography variant="caption">{promise.label}</Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

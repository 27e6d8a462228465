/**
 * /auth (docs/specs/customer-area.md section 2): Login and Register tabs. A signed-in visitor is
 * sent to /; a spinner shows while the sign-in state loads.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Redirect } from 'wouter';
import { useUser } from '@/api/get-user';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

const PROMISES = [
  {
    icon: BoltIcon,
    title: 'Instant delivery',
    text: 'Automatic products arrive the moment you pay.',
  },
  {
    icon: VerifiedUserIcon,
    title: 'One-click warranty',
    text: 'A replacement account whenever you need one.',
  },
  { icon: SupportAgentIcon, title: '24/7 support', text: 'Real people, any time of day.' },
];

export function AuthPage() {
  const { isLoading, isAuthenticated } = useUser();
  const [tab, setTab] = useState<AuthTab>('login');
  useDocumentMeta('Sign In or Create an Account - KeyMart');

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (isAuthenticated) return <Redirect to={paths.home} replace />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Grid container spacing={6} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800, mb: 2 }}>
            Welcome to KeyMart
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
            Premium software licenses and verified accounts, paid from your prepaid balance.
          </Typography>
          <Stack spacing={3}>
            {PROMISES.map((promise) => (
              <Stack
                key={promise.title}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'flex-start' }}
              >
                <promise.icon color="primary" sx={{ fontSize: 32 }} />
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{promise.title}</Typography>
                  <Typography color="text.secondary">{promise.text}</Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700, mb: 2, textAlign: 'center' }}
            >
              {tab === 'login' ? 'Sign in to your account' : 'Create your account'}
            </Typography>
            <Tabs
              value={tab}
              onChange={(_event, value: AuthTab) => setTab(value)}
              variant="fullWidth"
              sx={{ mb: 3 }}
            >
              <Tab
                label="Login"
                value="login"
                id="auth-tab-login"
                aria-controls="auth-panel-login"
              />
              <Tab
                label="Register"
                value="register"
                id="auth-tab-register"
                aria-controls="auth-panel-register"
              />
            </Tabs>
            <Box role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'login' ? <LoginForm /> : <RegisterForm />}
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}

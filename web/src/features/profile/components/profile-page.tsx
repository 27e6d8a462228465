/**
 * Profile Settings (/profile) (docs/specs/customer-area.md sections 2, 5, 8): signed-out visitors
 * go to /auth; a summary card (name, e-mail and its verification, country in upper case,
 * member-since date, an Administrator Account badge for admins) and two tabs, Profile Information
 * and Security (the password form, two-factor sign-in, then the account's sessions).
 * `/profile?tab=security` opens on Security (the link of the new sign-in e-mail).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PublicIcon from '@mui/icons-material/Public';
import { Redirect, useSearch } from 'wouter';
import type { UserDto } from '@contracts/responses';
import { useUser } from '@/api/get-user';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatDate } from '@/lib/format-date';
import { userDisplayName, userInitial } from '@/lib/user-display';
import { EmailVerificationStatus } from './email-verification-status';
import { ProfileForm } from './profile-form';
import { SecurityForm } from './security-form';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

type ProfileTab = 'profile' | 'security';

export function ProfilePage() {
  useDocumentMeta('Profile Settings - KeyMart');
  const { user, isLoading } = useUser();
  const search = useSearch();
  const [tab, setTab] = useState<ProfileTab>(() =>
    new URLSearchParams(search).get('tab') === 'security' ? 'security' : 'profile',
  );

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Redirect to={paths.auth} replace />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Profile Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Manage your personal information and password.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProfileSummary user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined">
            <Tabs
              value={tab}
              onChange={(_event, value: ProfileTab) => setTab(value)}
              variant="fullWidth"
              aria-label="Profile settings"
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab
                value="profile"
                label="Profile Information"
                id="profile-tab-profile"
                aria-controls="profile-panel-profile"
              />
              <Tab
                value="security"
                label="Security"
                id="profile-tab-security"
                aria-controls="profile-panel-security"
              />
            </Tabs>
            <Box
              role="tabpanel"
              id={`profile-panel-${tab}`}
              aria-labelledby={`profile-tab-${tab}`}
              sx={{ p: { xs: 2.5, md: 3 } }}
            >
              {tab === 'profile' ? (
                <ProfileForm user={user} />
              ) : (
                <Stack spacing={4}>
                  <SecurityForm />
                  <TwoFactorSection user={user} />
                  <SessionsSection />
                </Stack>
              )}
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}

function SummaryLine({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Stack>
  );
}

/**
 * The summary card: avatar, name, e-mail and whether it is verified, country, member since,
 * admin badge.
 */
function ProfileSummary({ user }: { user: UserDto }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Account summary" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <Avatar sx={{ width: 72, height: 72, fontSize: '2rem', bgcolor: 'primary.main' }}>
          {userInitial(user)}
        </Avatar>
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {userDisplayName(user)}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
        <EmailVerificationStatus user={user} />
        {user.isAdmin && (
          <Chip
            color="secondary"
            icon={<AdminPanelSettingsIcon />}
            label="Administrator Account"
            sx={{ fontWeight: 600 }}
          />
        )}
      </Stack>
      <Stack spacing={1.5}>
        <SummaryLine
          icon={<PublicIcon fontSize="small" />}
          text={`Country: ${user.country ? user.country.toUpperCase() : 'Not set'}`}
        />
        <SummaryLine
          icon={<CalendarMonthIcon fontSize="small" />}
          text={`Member since ${formatDate(user.createdAt)}`}
        />
      </Stack>
    </Paper>
  );
}

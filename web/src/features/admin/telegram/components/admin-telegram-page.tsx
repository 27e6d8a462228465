/**
 * Admin notification settings (/admin/telegram, "Notifications") (docs/specs/admin-area.md
 * sections 2.15, 3 and 8): setup instructions (create a bot, get the chat ID, set
 * TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID), Test Connection and Send Test Notification with a
 * result alert (green on success, red on failure) and their toasts, a read-only configuration
 * status, the Discord channel (DISCORD_WEBHOOK_URL) and its test, late manual orders (their alerts
 * and the setting that compensates them automatically), the captcha on registration and sign-in,
 * and the notification features.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import WifiTetheringIcon from '@mui/icons-material/WifiTethering';
import { toast } from '@/lib/toast';
import { AdminLayout } from '../../components/admin-layout';
import { useSendTestDiscord, useSendTestNotification } from '../api/send-test-notification';
import { useTestTelegram } from '../api/test-telegram';
import { errorAlertText, errorToast, resultToast } from '../telegram-toasts';
import { CaptchaSettings } from './captcha-section';
import { LateOrdersSettings } from './late-orders-section';
import { VelocityLimitsSettings } from './velocity-limits-section';
import type { TelegramAction } from '../telegram-toasts';

/** The two settings the server reads (ARCHITECTURE.md "Contract": Telegram). */
const ENVIRONMENT_VARIABLES = [
  { name: 'TELEGRAM_BOT_TOKEN', description: 'The token BotFather gives your bot.' },
  { name: 'TELEGRAM_CHAT_ID', description: 'The chat or group that receives the notifications.' },
] as const;

/** Notification features (docs/specs/admin-area.md 2.15). */
const FEATURES = [
  {
    title: 'Deposits',
    items: [
      'Crypto payment pending alerts',
      'Payment confirmation',
      'Manual payment requests',
      'Transaction ID tracking',
    ],
  },
  {
    title: 'Orders',
    items: ['New order alerts', 'Customer info', 'Product details', 'Amounts'],
  },
] as const;

const Code = ({ children }: { children: ReactNode }) => (
  <Box
    component="code"
    sx={{
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.875em',
      px: 0.75,
      py: 0.25,
      borderRadius: 1,
      bgcolor: 'action.hover',
      overflowWrap: 'anywhere',
    }}
  >
    {children}
  </Box>
);

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function SetupInstructions() {
  const steps: ReactNode[] = [
    <>
      <strong>Create a bot.</strong> In Telegram, open a chat with <Code>@BotFather</Code>, send{' '}
      <Code>/newbot</Code> and follow the prompts. BotFather answers with the bot&apos;s token.
    </>,
    <>
      <strong>Get the chat ID.</strong> Add the bot to the chat or group that should receive the
      notifications and send it a message, then open{' '}
      <Code>https://api.telegram.org/bot&lt;token&gt;/getUpdates</Code> and read{' '}
      <Code>chat.id</Code> (group IDs start with a minus sign).
    </>,
    <>
      <strong>Set two environment variables</strong> on the server and restart it:
      <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
        {ENVIRONMENT_VARIABLES.map((variable) => (
          <li key={variable.name}>
            <Code>{variable.name}</Code>: {variable.description}
          </li>
        ))}
      </Box>
    </>,
  ];
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, '& > li': { mb: 1.5 } }}>
      {steps.map((step, index) => (
        <Typography key={index} component="li" variant="body2">
          {step}
        </Typography>
      ))}
    </Box>
  );
}

interface ShownResult {
  action: TelegramAction;
  success: boolean;
  message: string;
}

const RESULT_TITLES: Record<TelegramAction, { success: string; failure: string }> = {
  connection: { success: 'Connection Successful', failure: 'Connection Failed' },
  notification: { success: 'Test Sent', failure: 'Test Failed' },
  discord: { success: 'Test Sent', failure: 'Test Failed' },
};

/** The alert of the last test, shown in the section of the channel it tested. */
function ResultAlert({ result }: { result: ShownResult | null }) {
  return (
    <Box aria-live="polite">
      {result && (
        <Alert severity={result.success ? 'success' : 'error'} variant="outlined">
          <AlertTitle>
            {RESULT_TITLES[result.action][result.success ? 'success' : 'failure']}
          </AlertTitle>
          {result.message}
        </Alert>
      )}
    </Box>
  );
}

/** How to create a Discord webhook, and where its URL goes. */
function DiscordInstructions() {
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      In Discord, open the channel&apos;s <strong>Edit Channel → Integrations → Webhooks</strong>,
      create a webhook and copy its URL into <Code>DISCORD_WEBHOOK_URL</Code> on the server. The
      same notifications as Telegram are then posted there as embeds.
    </Typography>
  );
}

export function AdminTelegramPage() {
  const testTelegram = useTestTelegram();
  const sendTestNotification = useSendTestNotification();
  const sendTestDiscord = useSendTestDiscord();
  const [result, setResult] = useState<ShownResult | null>(null);
  const isBusy = testTelegram.isPending || sendTestNotification.isPending;
  const mutations = {
    connection: testTelegram,
    notification: sendTestNotification,
    discord: sendTestDiscord,
  };

  const run = (action: TelegramAction) => {
    const mutation = mutations[action];
    setResult(null);
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        setResult({ action, success: answer.success, message: answer.message });
        toast(resultToast(action, answer));
      },
      onError: (error) => {
        setResult({ action, success: false, message: errorAlertText(action, error) });
        toast(errorToast(action, error));
      },
    });
  };

  return (
    <AdminLayout title="Notifications">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title="Setup Instructions" icon={<KeyOutlinedIcon />}>
            <SetupInstructions />
          </Section>
        </Grid>

        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Section title="Test the Bot" icon={<WifiTetheringIcon />}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
                <Button
                  variant="contained"
                  startIcon={
                    testTelegram.isPending ? (
                      <CircularProgress size={18} color="inherit" />
                    ) : (
                      <WifiTetheringIcon />
                    )
                  }
                  disabled={isBusy}
                  onClick={() => run('connection')}
                >
                  Test Connection
                </Button>
                <Button
                  variant="outlined"
                  startIcon={
                    sendTestNotification.isPending ? (
                      <CircularProgress size={18} color="inherit" />
                    ) : (
                      <SendOutlinedIcon />
                    )
                  }
                  disabled={isBusy}
                  onClick={() => run('notification')}
                >
                  Send Test Notification
                </Button>
              </Stack>
              <ResultAlert result={result?.action === 'discord' ? null : result} />
            </Section>

            <Section title="Configuration Status" icon={<SettingsOutlinedIcon />}>
              <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
                The bot token and chat ID are read from the server&apos;s environment and are never
                shown here. Check the secrets store to see whether they are set, or use Test
                Connection.
              </Alert>
              <Stack spacing={1}>
                {ENVIRONMENT_VARIABLES.map((variable) => (
                  <Stack
                    key={variable.name}
                    direction="row"
                    sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                  >
                    <Code>{variable.name}</Code>
                    <Typography variant="body2" color="text.secondary">
                      Managed in the secrets store
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </Section>
          </Stack>
        </Grid>

        <Grid size={12}>
          <Section title="Discord" icon={<ForumOutlinedIcon />}>
            <DiscordInstructions />
            <Button
              variant="outlined"
              sx={{ mb: 2 }}
              startIcon={
                sendTestDiscord.isPending ? (
                  <CircularProgress size={18} color="inherit" />
                ) : (
                  <SendOutlinedIcon />
                )
              }
              disabled={sendTestDiscord.isPending}
              onClick={() => run('discord')}
            >
              Send Test to Discord
            </Button>
            <ResultAlert result={result?.action === 'discord' ? result : null} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Late Manual Orders" icon={<AlarmOutlinedIcon />}>
            <LateOrdersSettings />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Captcha" icon={<ShieldOutlinedIcon />}>
            <CaptchaSettings />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Velocity Limits" icon={<SpeedOutlinedIcon />}>
            <VelocityLimitsSettings />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Notification Features" icon={<NotificationsActiveOutlinedIcon />}>
            <Grid container spacing={2}>
              {FEATURES.map((feature) => (
                <Grid key={feature.title} size={{ xs: 12, sm: 6 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {feature.title}
                  </Typography>
                  <List dense aria-label={`${feature.title} notifications`}>
                    {feature.items.map((item) => (
                      <ListItem key={item} disableGutters>
                        <ListItemIcon sx={{ minWidth: 32 }}>
                          <CheckCircleOutlineIcon fontSize="small" color="success" />
                        </ListItemIcon>
                        <ListItemText primary={item} />
                      </ListItem>
                    ))}
                  </List>
                </Grid>
              ))}
            </Grid>
          </Section>
        </Grid>
      </Grid>
    </AdminLayout>
  );
}

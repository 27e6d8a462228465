/**
 * Contact (/contact) (docs/specs/admin-area.md 2.18): e-mail, the team chat channel, Telegram,
 * support hours 24/7, three FAQs, and a live-chat button at the bottom right that opens the live
 * chat when the server has one configured (GET /api/site-config), otherwise the Support Center
 * (signed in) or the contact form, which opens a guest ticket (a visitor).
 * Sets the page title and description.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Fab from '@mui/material/Fab';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ForumIcon from '@mui/icons-material/Forum';
import TelegramIcon from '@mui/icons-material/Telegram';
import { useLocation } from 'wouter';
import { useIsMailEnabled, useSiteConfig } from '@/api/get-site-config';
import { useUser } from '@/api/get-user';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import {
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  TEAM_CHAT_URL,
  TELEGRAM_HANDLE,
  TELEGRAM_URL,
} from '@/config/site';
import { useDocumentMeta } from '@/lib/document-meta';
import { ContactFormDialog } from './contact-form-dialog';
import { StaticHero } from './static-hero';

interface Channel {
  icon: ComponentType<SvgIconProps>;
  title: string;
  text: string;
  action: ReactNode;
}

const CHANNELS: Channel[] = [
  {
    icon: EmailIcon,
    title: 'Email',
    text: 'Write to us any time. We reply to every e-mail within 24 hours.',
    action: (
      <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 600 }}>
        {SUPPORT_EMAIL}
      </Link>
    ),
  },
  {
    icon: ForumIcon,
    title: 'Team Chat',
    text: 'Join our community channel for quick questions, news and offers.',
    action: (
      <Link href={TEAM_CHAT_URL} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
        Join the KeyMart channel
      </Link>
    ),
  },
  {
    icon: TelegramIcon,
    title: 'Telegram',
    text: 'Message our support team on Telegram from your phone.',
    action: (
      <Link href={TELEGRAM_URL} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
        {TELEGRAM_HANDLE}
      </Link>
    ),
  },
  {
    icon: AccessTimeIcon,
    title: 'Support Hours',
    text: 'Our team works in shifts around the clock, every day of the year.',
    action: <Typography sx={{ fontWeight: 700 }}>{SUPPORT_HOURS} Support</Typography>,
  },
];

/** `byMail` is added to an answer only when the store sends e-mail (GET /api/site-config). */
const FAQS: { question: string; answer: string; byMail?: string }[] = [
  {
    question: 'How fast will I receive my order?',
    answer:
      'Products marked for automatic delivery appear on your order page the moment you pay. All other products are delivered by our team within 15 minutes.',
    byMail: 'Licenses are also sent to your e-mail.',
  },
  {
    question: 'What if my account or license stops working?',
    answer:
      'Every product has a warranty of 30 to 365 days. Open My Orders and press Claim Warranty on the order: we process claims within 24 hours and send you a replacement account.',
  },
  {
    question: 'How do I add funds to my balance?',
    answer:
      'Go to Add Funds, choose an amount and a payment method. Cryptocurrency has no fee; credit card and PayPal have a 10% fee. Your balance is in US dollars and never expires.',
  },
];

export function ContactPage() {
  const isMailEnabled = useIsMailEnabled();
  useDocumentMeta(
    `Contact Us - ${SITE_NAME}`,
    `Contact ${SITE_NAME} support 24/7 by e-mail, team chat, Telegram or live chat. We reply to e-mails within 24 hours.`,
  );
  return (
    <>
      <StaticHero title="Contact Us">
        Questions about an order, a payment or a product? Our team is here for you 24/7.
      </StaticHero>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 8 }}>
          {CHANNELS.map((channel) => (
            <Grid key={channel.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
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
                  <channel.icon />
                </Box>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                  {channel.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {channel.text}
                </Typography>
                {channel.action}
              </Paper>
            </Grid>
          ))}
        </Grid>

        <Grid container spacing={5}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 800, mb: 3 }}>
              Frequently Asked Questions
            </Typography>
            {FAQS.map((faq) => (
              <Accordion key={faq.question} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {faq.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography color="text.secondary">
                    {isMailEnabled && faq.byMail ? `${faq.answer} ${faq.byMail}` : faq.answer}
                  </Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
                Need help with an order?
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Open a ticket in the Support Center: you can follow every reply there and attach the
                details of your order.
              </Typography>
              <Button variant="contained" href={paths.support}>
                Open a Support Ticket
              </Button>
            </Paper>
          </Grid>
        </Grid>
      </Container>
      <LiveChatButton />
    </>
  );
}

/**
 * The bottom-right live-chat button: the configured live chat in a new tab; without one, the
 * Support Center for a signed-in customer, and the contact form for a visitor (who has no account
 * to open a ticket with).
 */
function LiveChatButton() {
  const siteConfig = useSiteConfig();
  const { isAuthenticated } = useUser();
  const [, navigate] = useLocation();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const liveChatUrl = siteConfig.data?.liveChatUrl ?? null;
  const onClick = () => {
    if (liveChatUrl) window.open(liveChatUrl, '_blank', 'noopener');
    else if (isAuthenticated) navigate(paths.support);
    else setIsFormOpen(true);
  };
  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        onClick={onClick}
        aria-haspopup={!liveChatUrl && !isAuthenticated ? 'dialog' : undefined}
        sx={{
          position: 'fixed',
          right: { xs: 16, md: 24 },
          bottom: { xs: 16, md: 24 },
          zIndex: 'speedDial',
        }}
      >
        <ChatIcon sx={{ mr: 1 }} />
        Live Chat
      </Fab>
      <ContactFormDialog open={isFormOpen} onClose={() => setIsFormOpen(false)} />
    </>
  );
}

/**
 * One message of a support thread (docs/specs/customer-area.md section 2, Support Center;
 * docs/specs/admin-area.md 2.6): the viewer's own side on the right, tinted; staff replies labelled
 * Support Team with the support icon; the author's name (for staff, with a customer's e-mail), the
 * text as written and the time.
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { SupportMessageDto } from '@contracts/support';
import { formatDateTime } from '@/lib/format-date';
import { messageAuthor } from './message-author';

export function MessageBubble({
  message,
  viewer,
}: {
  message: SupportMessageDto;
  /** Who reads the thread: their own messages sit on the right; staff also see a customer's e-mail. */
  viewer: 'customer' | 'staff';
}) {
  const isStaff = message.isAdminReply;
  const isOwn = viewer === 'staff' ? isStaff : !isStaff;
  const author = messageAuthor(message);
  const authorEmail = viewer === 'staff' && !isStaff ? message.user?.email : undefined;
  return (
    <Stack
      component="li"
      direction={isOwn ? 'row-reverse' : 'row'}
      spacing={1.5}
      sx={{ alignItems: 'flex-start' }}
    >
      <Avatar
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          fontSize: '1rem',
          bgcolor: isStaff ? 'secondary.main' : 'primary.main',
        }}
      >
        {isStaff ? <SupportAgentIcon fontSize="small" /> : author.charAt(0).toUpperCase()}
      </Avatar>
      <Box
        sx={{
          maxWidth: '80%',
          px: 2,
          py: 1.25,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: (theme) =>
            isOwn
              ? theme.alpha(
                  viewer === 'staff'
                    ? theme.vars.palette.secondary.main
                    : theme.vars.palette.primary.main,
                  0.12,
                )
              : theme.vars.palette.action.hover,
        }}
      >
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
          {author}
          {authorEmail && (
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              ({authorEmail})
            </Typography>
          )}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Typography>
      </Box>
    </Stack>
  );
}

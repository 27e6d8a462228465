/**
 * The messages of one support ticket (docs/specs/customer-area.md sections 2 and 5, Support
 * Center; docs/specs/admin-area.md 2.6), as the customer and the staff read them: a polite live
 * log refreshed every 5 s (api/get-ticket-messages.ts), each message a MessageBubble seen from
 * `viewer`'s side; skeletons while loading, the error with Try Again, `empty` when the ticket has
 * no messages yet. `sx` adds the log's padding and height to its layout in the caller.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useTicketMessages } from '@/api/get-ticket-messages';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { MessageBubble } from './message-bubble';

export function MessageThread({
  ticketId,
  viewer,
  empty,
  sx,
}: {
  ticketId: number;
  viewer: 'customer' | 'staff';
  empty: ReactNode;
  sx?: SystemStyleObject<Theme>;
}) {
  const messages = useTicketMessages(ticketId);
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label={`Messages of ticket ${ticketId}`}
      sx={{ flexGrow: 1, overflowY: 'auto', ...sx }}
    >
      <QueryStates
        query={messages}
        errorTitle="Could not load the messages"
        loading={<SkeletonRows label="Loading messages" count={3} height={72} spacing={2} />}
        empty={empty}
      >
        {(thread) => (
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {thread.map((message) => (
              <MessageBubble key={message.id} message={message} viewer={viewer} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Box>
  );
}

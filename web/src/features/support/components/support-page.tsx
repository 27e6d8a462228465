/**
 * Support Center (/support) (docs/specs/customer-area.md sections 2, 5, 8, 9): the customer's
 * tickets on the left (10 per page), the selected ticket's thread on the right (polled every 5 s),
 * a New Ticket form. Empty states "No support tickets yet" and "Select a ticket". On a phone the
 * list comes first and the thread below it; choosing a ticket scrolls to its thread.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { SupportTicketDto } from '@contracts/support';
import { useTickets } from '@/api/get-tickets';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { useDocumentMeta } from '@/lib/document-meta';
import { scrollBehavior } from '@/lib/motion';
import { NewTicketDialog } from './new-ticket-dialog';
import { TicketList } from './ticket-list';
import { TicketThread } from './ticket-thread';

export function SupportPage() {
  useDocumentMeta(
    'Support Center - KeyMart',
    'Open a support ticket and talk to the KeyMart team, available 24/7.',
  );
  const tickets = useTickets();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const threadRef = useRef<HTMLDivElement>(null);
  const selected = tickets.data?.find((ticket) => ticket.id === selectedId) ?? null;

  const select = (ticket: SupportTicketDto) => {
    setSelectedId(ticket.id);
    // On a phone the thread sits below the list: bring it into view.
    if (window.matchMedia('(max-width: 899.95px)').matches) {
      window.requestAnimationFrame(() =>
        threadRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }),
      );
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 0.5 }}>
            Support Center
          </Typography>
          <Typography color="text.secondary">
            Our team answers around the clock, usually within a few hours.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setIsCreating(true)}
          sx={{ flexShrink: 0 }}
        >
          New Ticket
        </Button>
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" component="section" aria-labelledby="tickets-heading">
            <Typography
              id="tickets-heading"
              component="h2"
              sx={{ fontWeight: 700, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              Your Tickets
            </Typography>
            <Box sx={{ p: tickets.data && tickets.data.length > 0 ? 0 : 2 }}>
              <QueryStates
                query={tickets}
                errorTitle="Could not load your tickets"
                loading={<SkeletonRows label="Loading tickets" count={4} height={72} />}
                empty={
                  <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
                    <SupportAgentIcon sx={{ fontSize: 44, color: 'text.secondary' }} />
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      No support tickets yet
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Have a question or a problem with an order? Open a ticket.
                    </Typography>
                    <Button variant="outlined" onClick={() => setIsCreating(true)}>
                      Create your first ticket
                    </Button>
                  </Stack>
                }
              >
                {(list) => (
                  <TicketList
                    tickets={list}
                    selectedId={selectedId}
                    onSelect={select}
                    page={page}
                    onPageChange={setPage}
                  />
                )}
              </QueryStates>
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper
            ref={threadRef}
            variant="outlined"
            component="section"
            aria-label="Conversation"
            sx={{ minHeight: { md: 420 }, scrollMarginTop: 80 }}
          >
            {selected ? (
              <TicketThread key={selected.id} ticket={selected} />
            ) : (
              <Stack
                spacing={1}
                sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 14 }, px: 3 }}
              >
                <ForumOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
                <Typography variant="h6" component="h2">
                  Select a ticket
                </Typography>
                <Typography color="text.secondary">
                  Choose a ticket from the list to read and reply to its messages.
                </Typography>
              </Stack>
            )}
          </Paper>
        </Grid>
      </Grid>

      <NewTicketDialog
        open={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(ticket) => {
          setIsCreating(false);
          setPage(1);
          if (ticket?.id) setSelectedId(ticket.id);
        }}
      />
    </Container>
  );
}

/**
 * The customer's tickets, newest first, 10 per page with Previous/Next and "Showing X to Y of Z
 * tickets" (docs/specs/customer-area.md sections 2 and 9); the selected ticket is highlighted.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { SupportTicketDto } from '@contracts/support';
import { TicketPriorityChip, TicketStatusChip } from '@/components/support/ticket-chips';
import { formatDate } from '@/lib/format-date';
import { paginate } from '@/lib/paginate';

/** Tickets per page (docs/specs/customer-area.md section 9). */
const TICKETS_PER_PAGE = 10;

/** Newest first (by creation time, then id). */
function sortTickets(tickets: readonly SupportTicketDto[]): SupportTicketDto[] {
  return [...tickets].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
}

interface TicketListProps {
  tickets: readonly SupportTicketDto[];
  selectedId: number | null;
  onSelect: (ticket: SupportTicketDto) => void;
  page: number;
  onPageChange: (page: number) => void;
}

export function TicketList({ tickets, selectedId, onSelect, page, onPageChange }: TicketListProps) {
  const view = paginate(sortTickets(tickets), page, TICKETS_PER_PAGE);
  return (
    <Box>
      <List disablePadding aria-label="Your tickets">
        {view.slice.map((ticket) => (
          <ListItem key={ticket.id} disablePadding>
            <ListItemButton
              selected={ticket.id === selectedId}
              aria-current={ticket.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(ticket)}
              sx={{
                display: 'block',
                width: '100%',
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&.Mui-selected': { borderLeft: 3, borderLeftColor: 'primary.main' },
              }}
            >
              <Typography sx={{ fontWeight: 600, mb: 0.75 }} noWrap>
                {ticket.subject}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <TicketStatusChip status={ticket.status} />
                <TicketPriorityChip priority={ticket.priority} />
              </Stack>
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.75 }}>
                Ticket #{ticket.id} · {formatDate(ticket.updatedAt || ticket.createdAt)}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Stack
        component="nav"
        aria-label="Ticket pages"
        spacing={1}
        sx={{ p: 2, alignItems: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          Showing {view.from} to {view.to} of {view.total} tickets
        </Typography>
        {view.totalPages > 1 && (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ChevronLeftIcon />}
              disabled={view.page <= 1}
              onClick={() => onPageChange(view.page - 1)}
            >
              Previous
            </Button>
            <Button
              size="small"
              variant="outlined"
              endIcon={<ChevronRightIcon />}
              disabled={view.page >= view.totalPages}
              onClick={() => onPageChange(view.page + 1)}
            >
              Next
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

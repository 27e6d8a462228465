/** Ticket status and priority chips (docs/specs/customer-area.md section 3: open, in_progress, closed; low, medium, high). */
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';

const STATUS: Record<string, { label: string; color: ChipProps['color'] }> = {
  open: { label: 'Open', color: 'info' },
  in_progress: { label: 'In Progress', color: 'warning' },
  pending: { label: 'Pending', color: 'warning' },
  closed: { label: 'Closed', color: 'default' },
};

const PRIORITY: Record<string, { label: string; color: ChipProps['color'] }> = {
  low: { label: 'Low', color: 'default' },
  medium: { label: 'Medium', color: 'primary' },
  high: { label: 'High', color: 'error' },
};

/** A ticket's status; an unknown value is shown as sent. */
export function TicketStatusChip({ status }: { status: string }) {
  const look = STATUS[status] ?? { label: status, color: 'default' };
  return <Chip size="small" label={look.label} color={look.color} sx={{ fontWeight: 600 }} />;
}

/** A ticket's priority, e.g. "High priority". */
export function TicketPriorityChip({ priority }: { priority: string }) {
  const look = PRIORITY[priority] ?? { label: priority, color: 'default' };
  return (
    <Chip size="small" variant="outlined" label={`${look.label} priority`} color={look.color} />
  );
}

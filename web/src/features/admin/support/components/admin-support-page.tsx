/**
 * Admin support (/admin/support) (docs/specs/admin-area.md sections 2.6, 3, 4 and 7): a
 * search by subject or customer e-mail sent to the server after a pause in typing, the ticket
 * table, and a ticket dialog with the thread, the status buttons and the reply box. Export CSV
 * downloads every ticket the search matches.
 */
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { SupportTicketDto } from '@contracts/support';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { ExportCsvButton } from '../../components/export-csv-button';
import { adminTicketsCsvUrl, useAdminTickets } from '../api/get-admin-tickets';
import { TicketDialog } from './ticket-dialog';
import { TicketsGrid } from './tickets-grid';

export function AdminSupportPage() {
  const [search, setSearch] = useState('');
  const searchText = useDebouncedValue(search.trim());
  const tickets = useAdminTickets(searchText);
  // The dialog follows the list's copy of the ticket (status changes, replies), and keeps the
  // last one seen when a new search leaves it out.
  const [opened, setOpened] = useState<SupportTicketDto | null>(null);
  const shown = opened && (tickets.data?.find((ticket) => ticket.id === opened.id) ?? opened);

  return (
    <AdminLayout title="Support Tickets">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <AdminSearchField
          label="Search by subject or customer e-mail"
          value={search}
          onChange={setSearch}
        />
        <ExportCsvButton list="support-tickets" url={adminTicketsCsvUrl(searchText)} />
      </Stack>

      <QueryStates
        query={tickets}
        errorTitle="Could not load the tickets"
        loading={<SkeletonRows label="Loading tickets" />}
        empty={
          searchText ? undefined : (
            <StatusMessage
              icon={<SupportAgentIcon />}
              title="No support tickets yet"
              description="Tickets customers open appear here."
            />
          )
        }
        noMatch={
          <StatusMessage
            icon={<SearchOffIcon />}
            title="No search results found"
            description="No ticket's subject or customer e-mail contains that text."
          />
        }
        isNoMatch={Boolean(searchText) && tickets.data?.length === 0}
      >
        {(list) => (
          <TicketsGrid
            tickets={list}
            isLoading={tickets.isFetching && tickets.isPlaceholderData}
            onOpen={setOpened}
          />
        )}
      </QueryStates>

      {shown && <TicketDialog ticket={shown} onClose={() => setOpened(null)} />}
    </AdminLayout>
  );
}

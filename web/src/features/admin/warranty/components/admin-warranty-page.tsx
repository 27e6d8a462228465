/**
 * Admin warranty claims (/admin/warranty) (docs/specs/admin-area.md sections 2.8, 3, 4, 7 and
 * 8): a search sent to the server after a pause in typing, the claims as cards, and the
 * respond dialog. Empty state: No warranty claims found. Export CSV downloads every claim the search
 * matches.
 */
import { useState } from 'react';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { WarrantyClaimDto } from '@contracts/warranty';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { ExportCsvButton } from '../../components/export-csv-button';
import { adminClaimsCsvUrl, useAdminClaims } from '../api/get-admin-claims';
import { ClaimCard } from './claim-card';
import { RespondDialog } from './respond-dialog';

/** The empty state's title (docs/specs/admin-area.md sections 2.8 and 8). */
const NO_CLAIMS_TITLE = 'No warranty claims found';

export function AdminWarrantyPage() {
  const [search, setSearch] = useState('');
  const searchText = useDebouncedValue(search.trim());
  const claims = useAdminClaims(searchText);
  const [responding, setResponding] = useState<WarrantyClaimDto | null>(null);

  return (
    <AdminLayout title="Warranty Claims">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <AdminSearchField label="Search warranty claims" value={search} onChange={setSearch} />
        <ExportCsvButton list="warranty-claims" url={adminClaimsCsvUrl(searchText)} />
      </Stack>

      <QueryStates
        query={claims}
        errorTitle="Could not load the warranty claims"
        loading={
          <SkeletonRows label="Loading warranty claims" count={3} height={220} spacing={2} />
        }
        empty={
          <StatusMessage
            icon={<VerifiedUserOutlinedIcon />}
            title={NO_CLAIMS_TITLE}
            description={
              searchText
                ? 'No claim matches that customer e-mail, product, order number or description.'
                : 'Claims customers file on their orders appear here.'
            }
          />
        }
      >
        {(list) => (
          <>
            {claims.isFetching && claims.isPlaceholderData && (
              <LinearProgress aria-label="Searching" sx={{ mb: 2 }} />
            )}
            <Grid container spacing={2} component="section" aria-label="Warranty claims">
              {list.map((claim) => (
                <Grid key={claim.id} size={{ xs: 12, md: 6, xl: 4 }}>
                  <ClaimCard claim={claim} onRespond={setResponding} />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </QueryStates>

      {responding && <RespondDialog claim={responding} onClose={() => setResponding(null)} />}
    </AdminLayout>
  );
}

/**
 * Fraud rules (/admin/fraud): the live rules in a DataGrid (what each matches, the actions it
 * applies to, its outcome, mode and expiry, its hits so far and the last one), Add Rule, the
 * create and edit dialog, delete after a confirmation, and the chosen rule's hits per day. Every
 * hit is also in the audit log (type FraudRuleHit).
 */
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid';
import {
  FRAUD_ACTION_LABELS,
  FRAUD_MATCH_LABELS,
  FRAUD_OUTCOME_LABELS,
  type FraudRuleDto,
} from '@contracts/fraud-rules';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { AdminDataGrid } from '../../components/admin-data-grid';
import { AdminLayout } from '../../components/admin-layout';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { toastAdminError } from '../../components/admin-toasts';
import { useDeleteFraudRule } from '../api/delete-fraud-rule';
import { useFraudRules } from '../api/get-fraud-rules';
import { FraudRuleDialog } from './fraud-rule-dialog';
import { FraudRuleHits } from './fraud-rule-hits';

type Editing = { mode: 'create' } | { mode: 'edit'; rule: FraudRuleDto } | null;

/** "E-mail wildcard *@mail.ru". */
const matchText = (rule: FraudRuleDto) =>
  `${FRAUD_MATCH_LABELS[rule.matchKind]}${rule.matchValue ? ` ${rule.matchValue}` : ''}`;

export function AdminFraudPage() {
  const rules = useFraudRules();
  const remove = useDeleteFraudRule();
  const [editing, setEditing] = useState<Editing>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<FraudRuleDto | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  // Expiry is judged against the time the list was loaded.
  const now = rules.dataUpdatedAt;

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({
          title: 'Fraud rule deleted',
          description: `Rule ${deleting.id} no longer applies.`,
        });
        if (chosenId === deleting.id) setChosenId(null);
        setIsConfirmOpen(false);
      },
      onError: (error) => toastAdminError(error),
    });
  };

  const columns: GridColDef<FraudRuleDto>[] = [
    { field: 'id', headerName: 'Rule', width: 70 },
    {
      field: 'matchKind',
      headerName: 'Match',
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => matchText(row),
    },
    {
      field: 'actions',
      headerName: 'Applies to',
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) =>
        row.actions.map((action) => FRAUD_ACTION_LABELS[action]).join(', '),
    },
    {
      field: 'outcome',
      headerName: 'Outcome',
      width: 140,
      valueGetter: (_value, row) => FRAUD_OUTCOME_LABELS[row.outcome],
    },
    {
      field: 'mode',
      headerName: 'Mode',
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.mode === 'shadow' ? 'default' : 'primary'}
          label={row.mode === 'shadow' ? 'Shadow' : 'Enforce'}
        />
      ),
    },
    {
      field: 'expiresAt',
      headerName: 'Expires',
      width: 170,
      renderCell: ({ row }) => {
        if (!row.expiresAt) return 'Never';
        const expired = Date.parse(row.expiresAt) <= now;
        return expired ? (
          <Chip size="small" color="default" label={`Expired ${formatDateTime(row.expiresAt)}`} />
        ) : (
          formatDateTime(row.expiresAt)
        );
      },
    },
    { field: 'hits', headerName: 'Hits', type: 'number', width: 80 },
    {
      field: 'lastHitAt',
      headerName: 'Last hit',
      width: 160,
      valueFormatter: (value: string | null) => (value ? formatDateTime(value) : '—'),
    },
    {
      field: 'manage',
      headerName: '',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <EditDeleteButtons
          name={`rule ${row.id}`}
          onEdit={() => setEditing({ mode: 'edit', rule: row })}
          onDelete={() => {
            setDeleting(row);
            setIsConfirmOpen(true);
          }}
        />
      ),
    },
  ];

  return (
    <AdminLayout title="Fraud Rules">
      <AdminPageIntro actionLabel="Add Rule" onAction={() => setEditing({ mode: 'create' })}>
        Rules checked on registration, sign-in, deposits, purchases and warranty claims. Try a rule
        in shadow mode first: it counts what it would do.
      </AdminPageIntro>

      <QueryStates
        query={rules}
        errorTitle="Could not load the fraud rules"
        loading={<SkeletonRows label="Loading fraud rules" count={3} height={52} spacing={1} />}
        empty={
          <StatusMessage
            icon={<GppGoodOutlinedIcon />}
            title="No fraud rules yet"
            description="Add a rule to block, hold or flag what it matches."
          />
        }
      >
        {(list) => {
          const chosen = list.find((rule) => rule.id === chosenId) ?? null;
          return (
            <Stack spacing={3}>
              <AdminDataGrid<FraudRuleDto>
                rows={list}
                columns={columns}
                phoneHidden={['actions', 'lastHitAt', 'expiresAt']}
                onRowClick={({ row }: GridRowParams<FraudRuleDto>) => setChosenId(row.id)}
                aria-label="Fraud rules"
              />
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Hits per day">
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {chosen ? `Hits of rule ${chosen.id}: ${matchText(chosen)}` : 'Hits per day'}
                </Typography>
                {chosen ? (
                  <>
                    {chosen.note && (
                      <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {chosen.note}
                      </Typography>
                    )}
                    <FraudRuleHits rule={chosen} />
                  </>
                ) : (
                  <Typography color="text.secondary">
                    Choose a rule in the list to see its hits per day.
                  </Typography>
                )}
              </Paper>
            </Stack>
          );
        }}
      </QueryStates>

      {editing && (
        <FraudRuleDialog
          rule={editing.mode === 'edit' ? editing.rule : null}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={isConfirmOpen}
        title="Delete Fraud Rule"
        message={
          deleting
            ? `Are you sure you want to delete rule ${deleting.id} (${matchText(deleting)})? It stops applying at once; its hits stay in the audit log.`
            : ''
        }
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
        onClose={() => setIsConfirmOpen(false)}
      />
    </AdminLayout>
  );
}

/**
 * Transaction history (/transactions) (docs/specs/customer-area.md sections 2 and 4): 10 per page
 * with Previous/Next, "Showing X to Y of N transactions" and "Page P of T" (pager only when there
 * is more than one page), empty state "No transactions yet", dates as MMM dd, yyyy HH:mm. Above
 * the list, Download statement (a PDF or CSV of the balance over a period).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { TransactionDto } from '@contracts/responses';
import { useTransactions } from '@/api/get-transactions';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatementDownload } from '@/components/statement-download';
import { StatusMessage } from '@/components/status-message';
import { TransactionStatusChip } from '@/components/transaction-status-chip';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatDateTime } from '@/lib/format-date';
import { paginate } from '@/lib/paginate';
import { humanize, isCreditTransaction, signedAmount } from '@/lib/transaction-display';

/** Transactions per page (docs/specs/customer-area.md section 9). */
export const TRANSACTIONS_PER_PAGE = 10;

function TransactionRow({ transaction }: { transaction: TransactionDto }) {
  const isCredit = isCreditTransaction(transaction.type);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {transaction.description || humanize(transaction.type)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {humanize(transaction.type)} ·{' '}
          <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 800, color: isCredit ? 'success.main' : 'error.main' }}>
          {signedAmount(transaction)}
        </Typography>
        <TransactionStatusChip status={transaction.status} />
      </Stack>
    </Box>
  );
}

export function TransactionsPage() {
  useDocumentMeta('Transaction History - KeyMart');
  const transactions = useTransactions();
  const [page, setPage] = useState(1);
  const view = paginate(transactions.data ?? [], page, TRANSACTIONS_PER_PAGE);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Transaction History
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          Deposits, purchases and every other change to your balance.
        </Typography>
        <StatementDownload statementPath="/api/transactions/statement" />
      </Stack>

      <QueryStates
        query={transactions}
        errorTitle="Could not load your transactions"
        loading={<SkeletonRows label="Loading transactions" count={5} height={64} />}
        empty={
          <StatusMessage
            icon={<ReceiptLongIcon />}
            title="No transactions yet"
            description="Your deposits and purchases will appear here."
          />
        }
      >
        {() => (
          <>
            <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {view.slice.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </Paper>
            {view.totalPages > 1 && (
              <Stack
                component="nav"
                aria-label="Transaction pages"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ mt: 3, justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Typography variant="body2" color="text.secondary">
                  Showing {view.from} to {view.to} of {view.total} transactions
                </Typography>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<ChevronLeftIcon />}
                    disabled={view.page <= 1}
                    onClick={() => setPage(view.page - 1)}
                  >
                    Previous
                  </Button>
                  <Typography variant="body2">
                    Page {view.page} of {view.totalPages}
                  </Typography>
                  <Button
                    variant="outlined"
                    size="small"
                    endIcon={<ChevronRightIcon />}
                    disabled={view.page >= view.totalPages}
                    onClick={() => setPage(view.page + 1)}
                  >
                    Next
                  </Button>
                </Stack>
              </Stack>
            )}
          </>
        )}
      </QueryStates>
    </Container>
  );
}

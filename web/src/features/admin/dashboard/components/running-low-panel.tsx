/**
 * The dashboard's "Running low" list: the products whose stock is below their alert threshold or
 * that sell out soon at the last 24 hours' pace (GET /api/admin/stock/running-low), each with why
 * and a link to the products page, where its stock is edited. Shown only while the attention panel counts some
 * (staff who may restock, with something to restock).
 */
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import type { RunningLowProductDto } from '@contracts/stock-alerts';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { useAttention } from '../api/get-attention';
import { useRunningLow } from '../api/get-running-low';

/** Why a product is on the list, in a few words. */
export function runningLowReason(product: RunningLowProductDto): string {
  const reasons = [
    ...(product.belowThreshold ? [`below ${product.lowStockThreshold}`] : []),
    ...(product.hoursLeft !== null
      ? [`sells out in about ${product.hoursLeft} h (${product.soldLast24Hours} sold in 24 h)`]
      : []),
  ];
  return reasons.join('; ');
}

export function RunningLowPanel() {
  const attention = useAttention();
  const count = attention.data?.items.find((item) => item.kind === 'lowStock')?.count ?? 0;
  const list = useRunningLow({ enabled: count > 0 });
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="running-low-title"
      sx={{ p: 2, mb: 3, overflowX: 'auto' }}
    >
      <Typography id="running-low-title" variant="h6" component="h2" gutterBottom>
        Running low
      </Typography>
      <QueryStates
        query={list}
        loading={
          <SkeletonRows
            label="Loading products running low"
            count={Math.min(count, 5)}
            height={36}
          />
        }
        errorTitle="The running-low list could not be loaded"
      >
        {(products) => (
          <Table size="small" aria-labelledby="running-low-title">
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell align="right">In stock</TableCell>
                <TableCell>Why</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((product) => (
                <TableRow key={product.productId}>
                  <TableCell>
                    <Link component={RouterLink} href={paths.admin.products}>
                      {product.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{product.stock}</TableCell>
                  <TableCell>{runningLowReason(product)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </Paper>
  );
}

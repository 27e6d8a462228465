/**
 * A rule's hits over the last 30 days (/admin/fraud): one row per UTC day with hits, enforced and
 * shadow apart, newest first, and the total; "No hits in the last 30 days" otherwise.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FRAUD_HIT_DAYS, type FraudRuleDto } from '@contracts/fraud-rules';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { useFraudRuleHits } from '../api/get-fraud-rule-hits';

export function FraudRuleHits({ rule }: { rule: FraudRuleDto }) {
  const hits = useFraudRuleHits(rule.id);
  return (
    <QueryStates
      query={hits}
      errorTitle="Could not load the hits"
      loading={<SkeletonRows label="Loading hits" count={3} height={32} spacing={1} />}
    >
      {(days) => {
        const withHits = days.filter((day) => day.enforced + day.shadow > 0).reverse();
        if (withHits.length === 0)
          return (
            <Typography color="text.secondary">
              No hits in the last {FRAUD_HIT_DAYS} days.
            </Typography>
          );
        const total = (field: 'enforced' | 'shadow') =>
          withHits.reduce((sum, day) => sum + day[field], 0);
        return (
          <Table size="small" aria-label={`Hits of rule ${rule.id} per day`}>
            <TableHead>
              <TableRow>
                <TableCell>Day (UTC)</TableCell>
                <TableCell align="right">Enforced</TableCell>
                <TableCell align="right">Shadow</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {withHits.map((day) => (
                <TableRow key={day.day}>
                  <TableCell>{day.day}</TableCell>
                  <TableCell align="right">{day.enforced}</TableCell>
                  <TableCell align="right">{day.shadow}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Last {FRAUD_HIT_DAYS} days</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {total('enforced')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {total('shadow')}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        );
      }}
    </QueryStates>
  );
}

/**
 * One figure tile of the customer dashboard (Total Orders, Current Balance, Total Spent, Support
 * Tickets), with a skeleton while its value loads.
 */
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';

export function Tile({
  label,
  value,
  icon: Icon,
  color,
  hint,
}: {
  label: string;
  /** null while loading. */
  value: string | null;
  icon: ComponentType<SvgIconProps>;
  color: string;
  hint?: string;
}) {
  return (
    <Grid size={{ xs: 6, md: 3 }} component="li">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, height: '100%' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 800, mt: 0.5, overflowWrap: 'anywhere' }}
            >
              {value ?? <Skeleton width={80} />}
            </Typography>
            {hint && (
              <Typography variant="caption" color="text.secondary">
                {hint}
              </Typography>
            )}
          </Box>
          <Box sx={{ color, display: { xs: 'none', sm: 'flex' } }}>
            <Icon fontSize="large" />
          </Box>
        </Stack>
      </Paper>
    </Grid>
  );
}

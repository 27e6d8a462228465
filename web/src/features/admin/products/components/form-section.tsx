/**
 * A titled group of fields in the product dialog (Basic Information, Price and Stock, Images...):
 * a divider with the title, then the fields on a grid.
 */
import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={12} component="section">
      <Divider textAlign="left" sx={{ mb: 2, mt: 1 }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
      </Divider>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Grid>
  );
}

/**
 * Quick Actions of the customer dashboard (docs/specs/admin-area.md 2.2): links to /,
 * /add-funds, /orders and /support.
 */
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { paths } from '@/config/paths';

const QUICK_ACTIONS = [
  { href: paths.home, label: 'Browse Products', icon: StorefrontIcon },
  { href: paths.addFunds, label: 'Add Funds', icon: AddCardIcon },
  { href: paths.orders, label: 'My Orders', icon: ShoppingBagIcon },
  { href: paths.support, label: 'Get Support', icon: SupportAgentIcon },
];

export function QuickActions() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="quick-actions-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography
        id="quick-actions-title"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        Quick Actions
      </Typography>
      <Grid container spacing={2}>
        {QUICK_ACTIONS.map((action) => (
          <Grid key={action.href} size={{ xs: 12, sm: 6, md: 3 }}>
            <Button
              href={action.href}
              variant="outlined"
              fullWidth
              startIcon={<action.icon />}
              sx={{ py: 1.5 }}
            >
              {action.label}
            </Button>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}

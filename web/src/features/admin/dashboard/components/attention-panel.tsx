/**
 * The dashboard's "Needs attention" panel: one line per kind of waiting work the staff member may
 * act on (GET /api/admin/attention, contracts/admin-attention.ts), each with its count and a link
 * to the list where it is handled; kinds with nothing waiting are left out, and "All clear" shows
 * when nothing waits at all.
 */
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AlarmIcon from '@mui/icons-material/Alarm';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  LOW_STOCK_THRESHOLD,
  type AttentionItemDto,
  type AttentionKind,
} from '@contracts/admin-attention';
import { MANUAL_DELIVERY_MINUTES } from '@contracts/delivery-promise';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { useAttention } from '../api/get-attention';

interface KindSpec {
  label: string;
  hint: string;
  icon: ComponentType<SvgIconProps>;
  /** Overdue work gets the error colour, the rest the warning colour. */
  isUrgent?: boolean;
  href: (item: AttentionItemDto) => string;
}

const PENDING_ORDERS = `${paths.admin.orders}?status=pending`;

const KINDS: Record<AttentionKind, KindSpec> = {
  overdueOrders: {
    label: 'Overdue manual orders',
    hint: `Waiting longer than the ${MANUAL_DELIVERY_MINUTES}-minute delivery promise`,
    icon: AlarmIcon,
    isUrgent: true,
    href: () => `${paths.admin.orders}?overdue=true`,
  },
  waitingOrders: {
    label: 'Manual orders waiting',
    hint: 'Pending or in progress, to deliver by hand',
    icon: HourglassTopIcon,
    href: () => PENDING_ORDERS,
  },
  openTickets: {
    label: 'Open tickets',
    hint: 'Support tickets not closed',
    icon: SupportAgentIcon,
    href: () => paths.admin.support,
  },
  pendingClaims: {
    label: 'Pending warranty claims',
    hint: 'Pending or in review',
    icon: VerifiedUserIcon,
    href: () => paths.admin.warranty,
  },
  topUpRequests: {
    label: 'Card and PayPal top-ups to settle',
    hint: 'Credited from the customer’s Manage Balance; opens the oldest',
    icon: AccountBalanceWalletIcon,
    href: (item) =>
      item.userId === null ? paths.admin.users : `${paths.admin.users}?balance=${item.userId}`,
  },
  reviewsToModerate: {
    label: 'Reviews awaiting approval',
    hint: 'Not shown on product pages until approved',
    icon: RateReviewIcon,
    href: () => paths.admin.comments,
  },
  lowStock: {
    label: 'Products running low',
    hint: `Below their alert threshold (automatic ones without one: fewer than ${LOW_STOCK_THRESHOLD}), or selling out soon`,
    icon: Inventory2Icon,
    href: () => paths.admin.products,
  },
};

export function AttentionPanel() {
  const attention = useAttention();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="attention-title"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography id="attention-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Needs attention
      </Typography>
      <QueryStates
        query={attention}
        errorTitle="Could not load what needs attention"
        loading={<SkeletonRows label="Loading what needs attention" count={3} height={48} />}
        isEmpty={(data) => data.items.every((item) => item.count === 0)}
        empty={
          <StatusMessage
            icon={<TaskAltIcon color="success" />}
            title="All clear"
            description="Nothing is waiting for you right now."
            headingComponent="h3"
          />
        }
      >
        {(data) => (
          <List aria-labelledby="attention-title" disablePadding>
            {data.items
              .filter((item) => item.count > 0)
              .map((item) => (
                <AttentionLine key={item.kind} item={item} />
              ))}
          </List>
        )}
      </QueryStates>
    </Paper>
  );
}

function AttentionLine({ item }: { item: AttentionItemDto }) {
  const kind = KINDS[item.kind];
  const colour = kind.isUrgent ? 'error' : 'warning';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItemButton component={RouterLink} href={kind.href(item)} sx={{ borderRadius: 1 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <kind.icon color={colour} />
        </ListItemIcon>
        <ListItemText
          primary={kind.label}
          secondary={kind.hint}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
        <Typography component="span" variant="h6" sx={{ fontWeight: 800, ml: 2 }}>
          {item.count}
        </Typography>
      </ListItemButton>
    </Box>
  );
}

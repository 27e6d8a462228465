/**
 * Signed-in part of the navigation bar (docs/specs/customer-area.md section 2): the balance chip
 * (opens /add-funds), the Admin badge for admins, and the avatar with the account menu and its
 * admin group, ending with Sign Out. A lazy chunk of navbar.tsx: visitors who are not signed in
 * never load it, which keeps the home page's JavaScript small.
 */
import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LogoutIcon from '@mui/icons-material/Logout';
import type { UserDto } from '@contracts/responses';
import { useLogout } from '@/api/logout';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { userDisplayName, userInitial } from '@/lib/user-display';
import { RouterLink } from '../router-link';
import { ACCOUNT_LINKS, adminLinksFor } from './nav-links';
import type { NavLink } from './nav-links';

/** What the bar shows a signed-in user: balance, Admin badge for admins, account menu. */
export function SignedInControls({ user }: { user: UserDto }) {
  return (
    <>
      <BalanceChip balance={user.balance} />
      {user.isAdmin && <AdminBadge />}
      <UserMenu user={user} />
    </>
  );
}

/** Balance in dollars with 2 decimals, $0.00 when missing; a link to /add-funds. */
export function BalanceChip({ balance }: { balance: string | null | undefined }) {
  return (
    <Chip
      component={RouterLink}
      href={paths.addFunds}
      clickable
      color="primary"
      variant="outlined"
      icon={<AccountBalanceWalletIcon />}
      // The accessible name holds the visible amount (WCAG 2.5.3, axe label-content-name-mismatch).
      aria-label={`Balance ${formatPrice(balance)}`}
      label={formatPrice(balance)}
      sx={{ fontWeight: 700 }}
    />
  );
}

/** The "Admin" badge shown to administrators. */
export function AdminBadge() {
  return (
    <Chip
      size="small"
      color="secondary"
      icon={<AdminPanelSettingsIcon />}
      label="Admin"
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    />
  );
}

export function UserMenu({ user }: { user: UserDto }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const logout = useLogout();
  const close = () => setAnchor(null);
  const name = userDisplayName(user);

  const linkItem = (link: NavLink) => (
    <MenuItem
      key={`${link.href}-${link.label}`}
      component={RouterLink}
      href={link.href}
      onClick={close}
    >
      <ListItemIcon>
        <link.icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{link.label}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 16, fontWeight: 700 }}
        >
          {userInitial(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          {user.isAdmin && <Chip size="small" color="secondary" label="Admin" sx={{ mt: 1 }} />}
        </Box>
        <Divider />
        {ACCOUNT_LINKS.map(linkItem)}
        {user.isAdmin && <Divider />}
        {user.isAdmin && <ListSubheader sx={{ lineHeight: '32px' }}>Admin</ListSubheader>}
        {adminLinksFor(user.roles).map(linkItem)}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Sign Out</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

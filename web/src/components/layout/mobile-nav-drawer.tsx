/**
 * The sheet of the small-screen navigation (docs/specs/customer-area.md section 2): the bar's
 * links, plus Dashboard, My Orders, Add Funds and Sign Out for signed-in users, or the sign-in
 * buttons for visitors. A lazy chunk of mobile-nav-sheet.tsx, loaded when the sheet is first
 * opened: MUI's Drawer brings its modal and transitions, which the first paint does not need.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocation } from 'wouter';
import { useUser } from '@/api/get-user';
import { useLogout } from '@/api/logout';
import { paths } from '@/config/paths';
import { RouterLink } from '../router-link';
import { MAIN_LINKS, SHEET_ACCOUNT_LINKS, isActiveLink } from './nav-links';
import type { NavLink } from './nav-links';

export interface MobileNavDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

export function MobileNavDrawer({ isOpen, onClose }: MobileNavDrawerProps) {
  const [location] = useLocation();
  const { isAuthenticated } = useUser();
  const logout = useLogout();

  const item = (link: NavLink) => (
    <ListItemButton
      key={`${link.href}-${link.label}`}
      component={RouterLink}
      href={link.href}
      onClick={onClose}
      selected={isActiveLink(location, link.href)}
      aria-current={isActiveLink(location, link.href) ? 'page' : undefined}
    >
      <ListItemIcon>
        <link.icon />
      </ListItemIcon>
      <ListItemText primary={link.label} />
    </ListItemButton>
  );

  return (
    <Drawer anchor="right" open={isOpen} onClose={onClose}>
      <Box component="nav" aria-label="Mobile navigation" sx={{ width: 280, pt: 1 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2 }}
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
            Menu
          </Typography>
          <IconButton aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <List>{MAIN_LINKS.map(item)}</List>
        <Divider />
        {isAuthenticated ? (
          <List>
            {SHEET_ACCOUNT_LINKS.map(item)}
            <ListItemButton
              onClick={() => {
                onClose();
                logout.mutate();
              }}
              disabled={logout.isPending}
            >
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary="Sign Out" />
            </ListItemButton>
          </List>
        ) : (
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <Button variant="outlined" href={paths.auth} onClick={onClose}>
              Sign In
            </Button>
            <Button variant="contained" href={paths.auth} onClick={onClose}>
              Get Started
            </Button>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

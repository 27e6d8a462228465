/**
 * Frame of every admin screen (docs/specs/admin-area.md 2.1), its own rather than the store's
 * header and footer: a slim top bar (the store name, a link back to the store, the theme toggle and
 * the account menu), a sidebar "Admin sections" with one link per section the staff member's roles
 * may use (the current one marked `aria-current="page"`), permanent from the md breakpoint and a
 * temporary drawer behind a menu button on phones, and the page under the Admin Panel heading in
 * one content width for every screen.
 */
import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useLocation } from 'wouter';
import { useUser } from '@/api/get-user';
import { SkipLink } from '@/components/layout/skip-link';
import { RouterLink } from '@/components/router-link';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { UserMenu } from '@/components/layout/user-menu';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { useDocumentMeta } from '@/lib/document-meta';
import { adminSectionsFor, currentAdminSection, type AdminSection } from '../admin-sections';
import { ImpersonationBanner } from '../users/components/impersonation-banner';

/** Sidebar width in pixels. */
const SIDEBAR_WIDTH = 232;
const SIDEBAR_ID = 'admin-sections';

function SectionLinks({
  sections,
  current,
  onNavigate,
}: {
  sections: readonly AdminSection[];
  current: string | undefined;
  onNavigate?: () => void;
}) {
  return (
    <List component="nav" aria-label="Admin sections" sx={{ px: 1 }}>
      {sections.map((section) => {
        const isCurrent = section.href === current;
        return (
          <ListItemButton
            key={section.href}
            component={RouterLink}
            href={section.href}
            selected={isCurrent}
            aria-current={isCurrent ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ borderRadius: 1, mb: 0.25 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <section.icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={section.label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

/** `title`: the page's h1 and document title. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const [location] = useLocation();
  const { user } = useUser();
  const [isMenuOpen, setMenuOpen] = useState(false);
  useDocumentMeta(`${title} - ${SITE_NAME} Admin`);
  const sections = adminSectionsFor(user?.roles ?? []);
  const current = currentAdminSection(sections, location)?.href;
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
          <IconButton
            edge="start"
            aria-label="Open admin menu"
            aria-controls={SIDEBAR_ID}
            aria-expanded={isMenuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            href={paths.admin.root}
            underline="none"
            color="inherit"
            sx={{ fontWeight: 800, fontSize: 18, whiteSpace: 'nowrap' }}
          >
            {SITE_NAME}{' '}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 600 }}>
              Admin
            </Typography>
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            component={RouterLink}
            href={paths.home}
            color="inherit"
            startIcon={<StorefrontIcon />}
            aria-label="Back to store"
            sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Back to store
            </Box>
          </Button>
          <ThemeToggle />
          {user && <UserMenu user={user} />}
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          id={SIDEBAR_ID}
          variant="temporary"
          open={isMenuOpen}
          onClose={closeMenu}
          ModalProps={{ keepMounted: true }}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH },
          }}
        >
          <Toolbar variant="dense" sx={{ minHeight: 56 }} />
          <SectionLinks sections={sections} current={current} onNavigate={closeMenu} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar variant="dense" sx={{ minHeight: 56 }} />
          <SectionLinks sections={sections} current={current} />
        </Drawer>
      </Box>

      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <Toolbar variant="dense" sx={{ minHeight: 56 }} />
        <ImpersonationBanner />
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
          <Typography variant="overline" color="text.secondary">
            Admin Panel
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
            {title}
          </Typography>
          {children}
        </Container>
      </Box>
    </Box>
  );
}

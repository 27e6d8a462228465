/**
 * Frame of every admin screen (docs/specs/admin-area.md 2.1): the Admin Panel heading and a
 * scrollable tab bar with one tab per admin route.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation } from 'wouter';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

const SECTIONS = [
  { href: paths.admin.dashboard, label: 'Dashboard' },
  { href: paths.admin.products, label: 'Products' },
  { href: paths.admin.orders, label: 'Orders' },
  { href: paths.admin.support, label: 'Support' },
  { href: paths.admin.users, label: 'Users' },
  { href: paths.admin.warranty, label: 'Warranty' },
  { href: paths.admin.coupons, label: 'Coupons' },
  { href: paths.admin.comments, label: 'Comments' },
  { href: paths.admin.categories, label: 'Categories' },
  { href: paths.admin.transactions, label: 'Transactions' },
  { href: paths.admin.reports, label: 'Reports' },
  { href: paths.admin.announcements, label: 'Announcements' },
  { href: paths.admin.telegram, label: 'Telegram' },
  { href: paths.admin.audit, label: 'Audit Log' },
] as const;

/** /admin is the dashboard (docs/specs/admin-area.md 2.3). */
const ROOT_SECTION = paths.admin.dashboard;

export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const [location] = useLocation();
  useDocumentMeta(`${title} - KeyMart Admin`);
  const current = location === paths.admin.root ? ROOT_SECTION : location;
  const selected = SECTIONS.find((section) => current.startsWith(section.href))?.href ?? false;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="overline" color="text.secondary">
        Admin Panel
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={selected}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Admin sections"
        >
          {SECTIONS.map((section) => (
            <Tab
              key={section.href}
              value={section.href}
              label={section.label}
              component={RouterLink}
              href={section.href}
            />
          ))}
        </Tabs>
      </Box>
      {children}
    </Container>
  );
}

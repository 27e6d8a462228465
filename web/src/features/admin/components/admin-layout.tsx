/**
 * Frame of every admin screen (docs/specs/admin-area.md 2.1): the Admin Panel heading and a
 * scrollable tab bar with one tab per admin section the staff member's roles may use.
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
import { useUser } from '@/api/get-user';
import { useDocumentMeta } from '@/lib/document-meta';
import { adminSectionsFor } from '../admin-sections';

export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const [location] = useLocation();
  const { user } = useUser();
  useDocumentMeta(`${title} - KeyMart Admin`);
  const sections = adminSectionsFor(user?.roles ?? []);
  // /admin shows the first section the staff member may use (the dashboard for most).
  const current = location === paths.admin.root ? (sections[0]?.href ?? location) : location;
  const selected = sections.find((section) => current.startsWith(section.href))?.href ?? false;

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
          {sections.map((section) => (
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

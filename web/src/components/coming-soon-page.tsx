/**
 * Placeholder for a route whose screen a later issue builds (admin-area.md 2.1 lists the routes).
 * Keeps the route reachable and honest about its state.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { StatusMessage } from './status-message';

/** A page saying that `title` is coming soon, with a link home. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentMeta(`${title} - KeyMart`);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <StatusMessage
        icon={<ConstructionIcon />}
        title="This page is coming soon"
        description="We are still building this part of KeyMart. Please check back shortly."
        action={
          <Button variant="contained" href={paths.home}>
            Back to Home
          </Button>
        }
      />
    </Container>
  );
}

/** A route component for a page not built yet (for the typed route table). */
export function comingSoon(title: string): ComponentType {
  const Page = () => <ComingSoonPage title={title} />;
  Page.displayName = `ComingSoon(${title})`;
  return Page;
}

/**
 * The 404 page for any unknown route (docs/specs/admin-area.md 2.1): heading 404, text Page Not
 * Found, links to the homepage and to /auth, and a Go Back action.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function NotFoundPage() {
  useDocumentMeta('Page Not Found - KeyMart');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        variant="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '5rem', md: '7rem' }, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, mb: 1 }}>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has been moved.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" href={paths.home} startIcon={<HomeIcon />}>
          Go to Homepage
        </Button>
        <Button variant="outlined" href={paths.auth}>
          Sign In
        </Button>
        <Button variant="text" startIcon={<ArrowBackIcon />} onClick={() => window.history.back()}>
          Go Back
        </Button>
      </Stack>
      <Box sx={{ mt: 2 }} />
    </Container>
  );
}

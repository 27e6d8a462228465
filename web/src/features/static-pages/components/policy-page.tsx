/**
 * One policy page (Terms of Service, Privacy Policy, Refund Policy; docs/specs/admin-area.md 2.18):
 * title, "Last updated: January 2025", an introduction, a contents list and the numbered sections.
 * Sets the page title and description.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SITE_NAME } from '@/config/site';
import { useIsMailEnabled } from '@/api/get-site-config';
import { useDocumentMeta } from '@/lib/document-meta';
import { privacyPolicy, REFUND_POLICY, termsOfService } from '../policies';
import type { Policy, PolicySection } from '../policies';

const sectionId = (index: number) => `section-${index + 1}`;

function PolicyPage({ policy }: { policy: Policy }) {
  useDocumentMeta(`${policy.title} - ${SITE_NAME}`, policy.description);
  return (
    <>
      <Box
        sx={{
          py: { xs: 5, md: 7 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1.5 }}>
            {policy.title}
          </Typography>
          <Typography color="text.secondary">Last updated: {policy.lastUpdated}</Typography>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ fontSize: '1.1rem', mb: 4 }}>{policy.intro}</Typography>
        <Paper
          variant="outlined"
          component="nav"
          aria-label="Contents"
          sx={{ p: { xs: 2, md: 3 }, mb: 5 }}
        >
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Contents
          </Typography>
          <Box
            component="ol"
            sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4, '& li': { mb: 0.5 } }}
          >
            {policy.sections.map((section, index) => (
              <li key={section.title}>
                <Link href={`#${sectionId(index)}`} underline="hover">
                  {section.title}
                </Link>
              </li>
            ))}
          </Box>
        </Paper>
        <Stack spacing={4}>
          {policy.sections.map((section, index) => (
            <Section key={section.title} section={section} number={index + 1} />
          ))}
        </Stack>
      </Container>
    </>
  );
}

function Section({ section, number }: { section: PolicySection; number: number }) {
  return (
    <Box
      component="section"
      id={sectionId(number - 1)}
      aria-labelledby={`${sectionId(number - 1)}-title`}
      sx={{ scrollMarginTop: 88 }}
    >
      <Typography
        id={`${sectionId(number - 1)}-title`}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        {number}. {section.title}
      </Typography>
      <Stack spacing={1.5} sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
        {section.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ lineHeight: 'inherit' }}>
            {paragraph}
          </Typography>
        ))}
        {section.bullets && (
          <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
            {section.bullets.map((bullet) => (
              <Typography component="li" key={bullet} sx={{ lineHeight: 'inherit' }}>
                {bullet}
              </Typography>
            ))}
          </Box>
        )}
        {section.after?.map((paragraph) => (
          <Typography key={paragraph} sx={{ lineHeight: 'inherit' }}>
            {paragraph}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

/** /terms: 13 sections; licenses are promised by e-mail only when the store sends e-mail. */
export function TermsPage() {
  return <PolicyPage policy={termsOfService(useIsMailEnabled())} />;
}

/** /privacy: 12 sections; licenses are promised by e-mail only when the store sends e-mail. */
export function PrivacyPage() {
  return <PolicyPage policy={privacyPolicy(useIsMailEnabled())} />;
}

/** /refund: 11 sections. */
export function RefundPage() {
  return <PolicyPage policy={REFUND_POLICY} />;
}

/**
 * Popular categories of the home page, anchor #categories (docs/specs/customer-area.md section 2,
 * Home): icon and colour per category (defaults Package and #3B82F6), name, short description or
 * description; four skeleton cards while loading; a card links to /category/{customUrl or id}.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { CategoryDto } from '@contracts/responses';
import { categoryColourOrDefault } from '@contracts/category-colour';
import { useCategories } from '@/api/get-categories';
import { CategoryIcon } from '@/components/category-icon';
import { QueryStates, useDeferredQuery } from '@/components/query-states';
import { paths } from '@/config/paths';
import { stripBbcode } from '@/lib/bbcode-text';
import { SECTION_SCROLL_MARGIN } from './scroll-to-section';

/** Skeleton cards while categories load (docs/specs/customer-area.md section 2). */
const CATEGORY_SKELETONS = 4;

const colorOf = (category: CategoryDto) => categoryColourOrDefault(category.color);

function CategoryCard({ category }: { category: CategoryDto }) {
  const color = colorOf(category);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href={paths.category(category)} sx={{ height: '100%' }}>
        <CardContent>
          <Box
            sx={{
              width: 52,
              height: 52,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: alpha(color, 0.14),
              color,
              mb: 2,
            }}
          >
            <CategoryIcon name={category.icon} />
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {category.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {stripBbcode(category.shortDescription || category.description)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function CategoryCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Skeleton variant="rounded" width={52} height={52} sx={{ mb: 2 }} />
        <Skeleton width="60%" height={28} />
        <Skeleton />
      </CardContent>
    </Card>
  );
}

export function PopularCategories() {
  const categoriesQuery = useDeferredQuery(useCategories());
  if (categoriesQuery.data?.length === 0) return null;

  return (
    <Box
      component="section"
      id="categories"
      aria-labelledby="categories-heading"
      sx={{ py: { xs: 6, md: 8 }, ...SECTION_SCROLL_MARGIN }}
    >
      <Container maxWidth="lg">
        <Typography
          id="categories-heading"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, mb: 1 }}
        >
          Popular Categories
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Find exactly what you need, from software licenses to streaming accounts.
        </Typography>
        <QueryStates
          query={categoriesQuery}
          errorTitle="Could not load categories"
          loading={
            <Grid
              container
              spacing={2.5}
              role="status"
              aria-busy="true"
              aria-label="Loading categories"
            >
              {Array.from({ length: CATEGORY_SKELETONS }, (_, index) => (
                <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
                  <CategoryCardSkeleton />
                </Grid>
              ))}
            </Grid>
          }
        >
          {(categories) => (
            <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {categories.map((category) => (
                <Grid key={category.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                  <CategoryCard category={category} />
                </Grid>
              ))}
            </Grid>
          )}
        </QueryStates>
      </Container>
    </Box>
  );
}

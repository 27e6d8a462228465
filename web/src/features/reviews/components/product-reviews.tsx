/**
 * The Reviews tab of the product page (docs/specs/customer-area.md sections 2, 3 and 6): the review
 * form for signed-in users (visitors get a link to sign in) and the list from GET
 * /api/products/{id}/comments. Each review shows the author's name (the e-mail before @), initial,
 * stars, date and text; a review by a customer who had received the product is marked "Verified
 * purchase" (the server decides), and the author's own pending review "Awaiting moderation".
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { CommentDto } from '@contracts/reviews';
import { useUser } from '@/api/get-user';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { VerifiedPurchaseBadge } from '@/components/verified-purchase-badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useProductReviews } from '../api/get-product-reviews';
import { reviewerInitial, reviewerName } from '../review-display';
import { ReviewForm } from './review-form';

export function ProductReviews({ productId }: { productId: number }) {
  const { user, isAuthenticated, isLoading } = useUser();
  const reviews = useProductReviews(productId, user?.id ?? null);

  return (
    <Stack spacing={3}>
      {isAuthenticated ? (
        <ReviewForm productId={productId} />
      ) : (
        !isLoading && (
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography color="text.secondary">
                Sign in to share your experience with this product.
              </Typography>
              <Button variant="outlined" href={paths.auth}>
                Sign In to Write a Review
              </Button>
            </Stack>
          </Paper>
        )
      )}

      <QueryStates
        query={reviews}
        errorTitle="Could not load reviews"
        loading={<SkeletonRows label="Loading reviews" count={3} height={96} />}
        empty={
          <StatusMessage
            icon={<RateReviewIcon />}
            title="No reviews yet"
            description="Be the first to review this product."
          />
        }
      >
        {(list) => (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

function ReviewItem({ review }: { review: CommentDto }) {
  const name = reviewerName(review.user?.email);
  const rating = Math.min(5, Math.max(1, Math.round(review.rating || 5)));
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2.5 }}>
      <Stack direction="row" spacing={2}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
          {reviewerInitial(review.user?.email)}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
            <Rating value={rating} readOnly size="small" aria-label={`${rating} out of 5 stars`} />
            <Typography variant="body2" color="text.secondary">
              {formatDate(review.createdAt)}
            </Typography>
            {review.verifiedPurchase && <VerifiedPurchaseBadge />}
            {!review.isApproved && (
              <Chip size="small" color="warning" variant="outlined" label="Awaiting moderation" />
            )}
          </Stack>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

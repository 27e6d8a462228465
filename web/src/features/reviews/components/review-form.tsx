/**
 * The review form of the product page, for signed-in customers only (docs/specs/customer-area.md
 * sections 5, 6 and 8): a rating of 1-5 stars (default 5) and a comment that must not be blank
 * after trimming. Success: toast "Review Added"; failure: toast "Error" with the server's message.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddProductReview } from '../api/add-product-review';

/** Rating preselected in the form (docs/specs/customer-area.md section 5). */
const DEFAULT_REVIEW_RATING = 5;

export function ReviewForm({ productId }: { productId: number }) {
  const [rating, setRating] = useState(DEFAULT_REVIEW_RATING);
  const [comment, setComment] = useState('');
  const addReview = useAddProductReview();
  const ratingLabelId = useId();
  const trimmed = comment.trim();

  const onSubmit = () => {
    if (!trimmed || addReview.isPending) return;
    addReview.mutate(
      { productId, comment: trimmed, rating },
      {
        onSuccess: () => {
          toast({
            title: 'Review Added',
            description: 'Thank you! Your review will appear once it has been approved.',
          });
          setComment('');
          setRating(DEFAULT_REVIEW_RATING);
        },
        onError: (error) => {
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby="review-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography
        id="review-form-heading"
        variant="h6"
        component="h3"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        Write a Review
      </Typography>
      <Stack spacing={2}>
        <Box>
          <Typography id={ratingLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Your rating
          </Typography>
          <Rating
            name={`review-rating-${productId}`}
            value={rating}
            onChange={(_event, value) => setRating(value ?? DEFAULT_REVIEW_RATING)}
            aria-labelledby={ratingLabelId}
            size="large"
          />
        </Box>
        <TextField
          label="Your review"
          placeholder="What did you like? How was the delivery?"
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={!trimmed || addReview.isPending}>
            {addReview.isPending ? 'Submitting...' : 'Submit Review'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

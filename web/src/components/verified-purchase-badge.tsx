/**
 * "Verified purchase": marks a review whose author had received the product when posting it
 * (CommentDto.verifiedPurchase, decided by the server from the author's orders). An icon and the
 * words, so it reads without colour and is announced as text.
 */
import Chip from '@mui/material/Chip';
import VerifiedIcon from '@mui/icons-material/Verified';

/** The badge of a verified purchase's review (product page and the admin's comments). */
export function VerifiedPurchaseBadge() {
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<VerifiedIcon aria-hidden />}
      label="Verified purchase"
    />
  );
}

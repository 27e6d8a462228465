/** How the admin order list shows an order (docs/specs/admin-area.md 2.5 and section 9). */

/** Characters of the delivered content shown in the list (docs/specs/admin-area.md section 9). */
const DELIVERED_PREVIEW_LENGTH = 30;

/**
 * The first 30 characters of the delivered content, with an ellipsis when there is more; '' when
 * nothing was delivered.
 */
export function deliveredPreview(text: string | null | undefined): string {
  if (!text) return '';
  return text.length > DELIVERED_PREVIEW_LENGTH
    ? `${text.slice(0, DELIVERED_PREVIEW_LENGTH)}…`
    : text;
}

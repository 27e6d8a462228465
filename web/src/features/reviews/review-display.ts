/**
 * How a review's author is shown (docs/specs/customer-area.md section 3, Comment): the display name
 * is the part of the e-mail before the at sign and the initial its first letter; without an e-mail,
 * Anonymous and U.
 */

/** "ayse" for ayse@example.com; Anonymous when there is no usable e-mail. */
export function reviewerName(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  return local || 'Anonymous';
}

/** The first letter of the display name, upper case; U without an e-mail. */
export function reviewerInitial(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  return local ? local.charAt(0).toUpperCase() : 'U';
}

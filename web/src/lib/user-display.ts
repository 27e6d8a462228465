/**
 * How a user is named in the navigation bar (docs/specs/customer-area.md section 2): the avatar
 * shows the first letter of firstName, else of the e-mail, else U; the display name falls back to
 * User.
 */
import type { UserDto } from '@contracts/responses';

type Named = Pick<UserDto, 'firstName' | 'lastName' | 'email'> | null | undefined;

/** One upper-case letter for the avatar. */
export function userInitial(user: Named): string {
  const source = user?.firstName?.trim() || user?.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}

/** "First Last", or User when both are empty; shared with the CSV exports. */
export { userDisplayName } from '@contracts/display-names';

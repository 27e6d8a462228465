/**
 * The tokens of the links the store mails (a password reset, an e-mail verification). A link has
 * a random id; its token is derived from the id with a key sealed like every data key
 * (SecretBox.linkToken), so the mail worker can put it in the mail while the events keep only
 * the id and the token's SHA-256. A presented token is looked up by its hash: the reservation
 * `<purpose>-<hash>` names the account (domain/reservation/reservation.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SecretBox } from './secret-box';

/** SHA-256 of a link token, hex: what the events keep and what a presented token is found by. */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for `purpose`: its random id, its token and the token's hash. */
export async function newLink(
  secrets: SecretBox,
  purpose: string,
): Promise<{ id: string; token: string; tokenHash: string }> {
  const id = randomUUID();
  const token = await secrets.linkToken(purpose, id);
  return { id, token, tokenHash: linkTokenHash(token) };
}

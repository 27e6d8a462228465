/**
 * The staff notifications both chat channels post (Telegram, Discord): which events notify and
 * the text of each, built in the subscription's transaction from the event and its customer as
 * the user stream says at that time. The customer's e-mail and country stay sealed in the text
 * (secret tokens, application/security/secret-box.ts) until the job sends it.
 */
import { aggregate } from '../application/commands/execute';
import type { StreamReader } from '../application/event-store/coalesced-reads';
import type { RecordedEvent } from '../application/event-store/types';
import { evolveUser, initialUser, userStream } from '../domain/identity/user';
import { customerIdOf, messageFor, type Customer } from './telegram/messages';

export { NOTIFIED_EVENT_TYPES } from './telegram/messages';

/** The customer `userId` as their user stream says, read in the subscription's transaction. */
async function loadCustomer(read: StreamReader, userId: number): Promise<Customer> {
  const streamId = userStream(userId);
  const streams = await read([streamId]);
  const user = aggregate(streams, streamId, evolveUser, initialUser).state;
  return user.status === 'registered'
    ? { userId, email: user.email, country: user.country }
    : { userId, email: null, country: null };
}

/**
 * The staff notification of `event` (plain text, its first line a heading), or null when the
 * event notifies nobody (a manual deposit's ticket, a stock change that crosses no threshold).
 */
export async function staffNotificationText(
  event: RecordedEvent,
  read: StreamReader,
): Promise<string | null> {
  const userId = customerIdOf(event);
  const customer =
    userId === null ? { userId: 0, email: null, country: null } : await loadCustomer(read, userId);
  return messageFor(event, customer);
}

/**
 * How the admin's ledger dialog reads: the "As of" input's
 * local date and time as the ISO instant the server takes, and who made each entry.
 */
import type { LedgerLineDto } from '@contracts/admin';
import type { UserDto } from '@contracts/responses';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * A datetime-local value, read in the browser's time zone ("2026-03-01T14:05", seconds and
 * milliseconds optional) -> the same instant as an ISO string in UTC ("2026-03-01T10:05:00.000Z"
 * at UTC+4). Null for a blank or unreadable value, or a date that does not exist (Feb 30).
 */
export function localDateTimeToIso(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const milliseconds = Number((match[7] ?? '').padEnd(3, '0'));
  const date = new Date(year, month - 1, day, hours, minutes, seconds, milliseconds);
  const isSameDay =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  if (hours > 23 || minutes > 59 || seconds > 59 || !isSameDay) return null;
  return date.toISOString();
}

/** Who made an entry: the acting user's e-mail ("System" when none), and whom an admin acted as. */
export function ledgerActor(
  line: Pick<LedgerLineDto, 'actor' | 'onBehalfOf'>,
  customer: Pick<UserDto, 'id' | 'email'>,
): { by: string; actingAs: string | null } {
  const by = line.actor ? (line.actor.email ?? `User #${line.actor.id}`) : 'System';
  if (line.onBehalfOf === null) return { by, actingAs: null };
  return {
    by,
    actingAs: line.onBehalfOf === customer.id ? customer.email : `User #${line.onBehalfOf}`,
  };
}

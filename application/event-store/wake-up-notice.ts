/**
 * The payload of the wake-up notifications between processes (ARCHITECTURE.md "Wake-ups"): the
 * sending instance, so that a process ignores its own, and for new events the appended event
 * types, so that only the subscriptions of those types wake. JSON text: `{"i":"<instance>",
 * "t":["OrderPlaced",...]}`; without `t`, any type.
 */

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (PostgreSQL documentation, "NOTIFY":
 * "must be shorter than 8000 bytes").
 */
const PAYLOAD_LIMIT_BYTES = 8000;

/** What a notification says: who sent it, and which event types (null: any, or not known). */
export interface WakeUpNotice {
  /** The sending WakeUps instance; null when the payload did not say (an older version). */
  instance: string | null;
  eventTypes: readonly string[] | null;
}

/**
 * The payload for `notice`, always shorter than PAYLOAD_LIMIT_BYTES: when the event types do not
 * fit, the payload names none (any type), which wakes more subscriptions but loses nothing.
 */
export function encodeNotice(instance: string, eventTypes: readonly string[] | null): string {
  const bare = JSON.stringify({ i: instance });
  if (eventTypes === null) return bare;
  const typed = JSON.stringify({ i: instance, t: eventTypes });
  return Buffer.byteLength(typed) < PAYLOAD_LIMIT_BYTES ? typed : bare;
}

/**
 * Reads a payload. A payload this version did not write (empty, not JSON, other shapes) reads as
 * an unknown sender and any type, so a notification is never lost to a format change.
 */
export function decodeNotice(payload: string | undefined): WakeUpNotice {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload ?? '');
  } catch {
    return { instance: null, eventTypes: null };
  }
  if (typeof parsed !== 'object' || parsed === null) return { instance: null, eventTypes: null };
  const { i, t } = parsed as { i?: unknown; t?: unknown };
  return {
    instance: typeof i === 'string' ? i : null,
    eventTypes: Array.isArray(t) && t.every((type) => typeof type === 'string') ? t : null,
  };
}

/**
 * True when events of `appended` (null: any type) may concern a subscriber of `handled` (null:
 * every type).
 */
export function concerns(
  handled: readonly string[] | null,
  appended: readonly string[] | null,
): boolean {
  return handled === null || appended === null || appended.some((type) => handled.includes(type));
}

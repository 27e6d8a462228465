/**
 * The fields an event changed, as the audit log shows them: the event data's field names with
 * their values, where every sealed value (a string holding an `enc:v1:` token: stock items,
 * delivered items, personal fields) reads "(sealed)" and is never opened.
 */
import { isSealed } from '../../application/security/secret-box';
import { SEALED_TEXT } from './summary';

/** `value` with every sealed string inside it (in arrays and objects too) replaced. */
function hideSealed(value: unknown): unknown {
  if (typeof value === 'string') return isSealed(value) ? SEALED_TEXT : value;
  if (Array.isArray(value)) return value.map(hideSealed);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, inner]) => [
        name,
        hideSealed(inner),
      ]),
    );
  return value;
}

/** The event data with its sealed values hidden (a new object; `data` is left as it was). */
export function changedFields(data: Record<string, unknown>): Record<string, unknown> {
  return hideSealed(data) as Record<string, unknown>;
}

/**
 * Store days: calendar dates (YYYY-MM-DD) in the store's time zone (STORE_TIMEZONE, an IANA name
 * such as Asia/Dubai), as reports count them on the server and pick them in the browser.
 */

/** The date (YYYY-MM-DD) in `timeZone` at `now`. */
export function storeDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** `date` (YYYY-MM-DD) moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

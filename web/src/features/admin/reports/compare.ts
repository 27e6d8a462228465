/**
 * Today against yesterday as a percentage (docs/specs/admin-area.md sections 2.13 and 9): the
 * change from yesterday's figure to today's; when yesterday is 0 the result is 100 if today is
 * positive, else 0. Figures are counts or integer cents, never negative.
 */

/** The percentage change from `yesterday` to `today`: (today - yesterday) / yesterday x 100. */
export function compareWithYesterday(today: number, yesterday: number): number {
  if (yesterday === 0) return today > 0 ? 100 : 0;
  return ((today - yesterday) / yesterday) * 100;
}

/** "+12.5%", "-50%", "0%": one decimal at most, a plus for growth. */
export function formatPercentChange(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  const text = `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}%`;
  return rounded > 0 ? `+${text}` : text;
}

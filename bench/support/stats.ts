/** Small statistics and formatting helpers shared by the benchmarks. */

/** The value below which `q` (0..1) of `values` lie (nearest rank); values must not be empty. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

/** Milliseconds for a table cell: one decimal below 10 ms. */
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** "p50 / p99" of `values` in milliseconds. */
export const p50p99 = (values: number[]) =>
  `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))}`;

/** A count with thousands separators. */
export const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** Seconds since `started` (a performance.now() reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

/** Writes `text` over the current terminal line (progress). */
export const progress = (text: string) => process.stdout.write(`\r${text.padEnd(78)}`);

/** Clears the progress line. */
export const clearProgress = () => process.stdout.write(`\r${' '.repeat(78)}\r`);

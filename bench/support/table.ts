/** The rows of `npm run bench`'s table: a figure, its reference, their ratio, the target. */
import fs from 'node:fs';
import path from 'node:path';

export interface BenchRow {
  /** What was measured, e.g. "purchases/s, 32 customers, distinct products (HTTP)". */
  what: string;
  /** Our figure, with its unit. */
  figure: string;
  /** The reference measured in the same run (the limit or the other library), or "—". */
  reference: string;
  /** figure / reference (e.g. "0.41×"), or "—". */
  ratio: string;
  /** The target and whether it was met, e.g. "≥ 0.33× ✔" or "p99 < 50 ms ✘"; "—" when none. */
  target: string;
}

/** "0.41×": `figure / reference` with two decimals. */
export const ratio = (figure: number, reference: number) =>
  reference > 0 ? `${(figure / reference).toFixed(2)}×` : '—';

/** `text` followed by ✔ when `met`, else ✘. */
export const verdict = (text: string, met: boolean) => `${text} ${met ? '✔' : '✘'}`;

/** The markdown table of `rows`. */
export function renderTable(rows: BenchRow[]): string {
  return [
    '| what | figure | reference (same run) | ratio | target |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) => `| ${row.what} | ${row.figure} | ${row.reference} | ${row.ratio} | ${row.target} |`,
    ),
  ].join('\n');
}

/** Prints a benchmark's results document and writes it to bench/results/`file`. */
export function publishResults(file: string, document: string): void {
  console.log(document);
  const resultsDir = path.resolve(import.meta.dirname, '../results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, file), document);
}

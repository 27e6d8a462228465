/**
 * A statement as PDF (ARCHITECTURE.md "Money and the ledger"), drawn with pdfkit on A4: the store's
 * name, the customer's e-mail, the period, when it was generated and the opening balance; then a
 * table of the entries (date and time in the store's time zone, type, description, amount and the
 * balance after it) whose header is drawn again on every page it runs onto; then the closing
 * balance. Money as dollars with two decimals.
 */
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { SITE_NAME } from '../../contracts/constants';
import { formatCents } from '../../contracts/money';
import { storeDateTime } from '../../contracts/store-days';
import { humanize } from '../../contracts/display-names';
import type { StatementFile } from './statement-file';

const MARGIN = 40;
const FONT_SIZE = 9;
/** Space between table rows, in points. */
const ROW_GAP = 4;

/** The table's columns: x and width in points (A4 is 595 wide), and alignment. */
const COLUMNS = [
  { title: 'Date', x: 40, width: 80, align: 'left' },
  { title: 'Type', x: 124, width: 52, align: 'left' },
  { title: 'Description', x: 180, width: 205, align: 'left' },
  { title: 'Amount (USD)', x: 389, width: 80, align: 'right' },
  { title: 'Balance (USD)', x: 475, width: 80, align: 'right' },
] as const;

/** The characters Windows-1252 has beyond Latin-1: the standard PDF fonts draw only that set. */
const WINDOWS_1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const isDrawable = (char: string) =>
  /[\x20-\x7e\xa0-\xff]/.test(char) || WINDOWS_1252_EXTRA.includes(char);

/**
 * `text` as the built-in Helvetica can draw it: a character outside Windows-1252 becomes its
 * letter without accents when that is drawable (ş → s, ğ → g), else "?", rather than the wrong
 * glyphs pdfkit would draw.
 */
export function drawableText(text: string): string {
  return Array.from(text, (char) => {
    if (isDrawable(char)) return char;
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    return base.length > 0 && Array.from(base).every(isDrawable) ? base : '?';
  }).join('');
}

/** Draws one table row at the cursor and moves it below the row's tallest cell. */
function drawRow(doc: PDFKit.PDFDocument, cells: readonly string[], font: string): void {
  doc.font(font).fontSize(FONT_SIZE);
  const height = Math.max(
    ...COLUMNS.map((column, index) =>
      doc.heightOfString(drawableText(cells[index] ?? ''), { width: column.width }),
    ),
  );
  if (doc.y + height > doc.page.height - MARGIN) {
    doc.addPage();
    drawHeader(doc);
    doc.font(font).fontSize(FONT_SIZE);
  }
  const top = doc.y;
  COLUMNS.forEach((column, index) =>
    doc.text(drawableText(cells[index] ?? ''), column.x, top, {
      width: column.width,
      align: column.align,
    }),
  );
  doc.x = MARGIN;
  doc.y = top + height + ROW_GAP;
}

/** The table's header row with a rule under it. */
function drawHeader(doc: PDFKit.PDFDocument): void {
  drawRow(
    doc,
    COLUMNS.map((column) => column.title),
    'Helvetica-Bold',
  );
  doc
    .moveTo(MARGIN, doc.y - ROW_GAP / 2)
    .lineTo(doc.page.width - MARGIN, doc.y - ROW_GAP / 2)
    .stroke();
}

/** Streams `file`'s statement as PDF into `out`. */
export async function writeStatementPdf(file: StatementFile, out: Writable): Promise<void> {
  const { statement, customerEmail, timeZone, generatedAt } = file;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${SITE_NAME} balance statement ${statement.from} to ${statement.to}` },
  });
  const written = pipeline(doc, out);

  doc.font('Helvetica-Bold').fontSize(18).text(`${SITE_NAME} balance statement`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`Customer: ${drawableText(customerEmail)}`);
  doc.text(`Period: ${statement.from} to ${statement.to} (store days, ${timeZone})`);
  doc.text(`Generated: ${storeDateTime(generatedAt, timeZone)} (${timeZone})`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11);
  doc.text(`Opening balance: ${formatCents(statement.openingCents)} USD`);
  doc.moveDown();

  drawHeader(doc);
  for (const line of statement.lines)
    drawRow(
      doc,
      [
        storeDateTime(line.recordedAt, timeZone),
        humanize(line.type),
        line.description,
        formatCents(line.amountCents),
        formatCents(line.balanceCents),
      ],
      'Helvetica',
    );
  if (statement.lines.length === 0)
    doc.font('Helvetica').fontSize(FONT_SIZE).text('No transactions in this period.', MARGIN);

  doc.moveDown().font('Helvetica-Bold').fontSize(11);
  doc.text(`Closing balance: ${formatCents(statement.closingCents)} USD`, MARGIN);
  doc.end();
  await written;
}

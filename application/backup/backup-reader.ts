/**
 * Reads a backup file (application/backup/backup-header.ts) as a stream: gunzips it, parses the
 * header line, then hands out each table's rows (exactly the header's count of lines, in chunks
 * as they come) and checks each table's end line and the end of the file. At most a chunk is held
 * in memory. gzip's checksum and length are checked when the last chunk is read, so a damaged or
 * cut-short file is only known for sure once `end()` returned: a restore checks the whole file
 * first (`check`), then reads it again inside its transaction and commits after `end()`.
 */
import fs from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  DamagedBackup,
  END_OF_TABLE,
  parseBackupHeader,
  type BackupHeader,
  type BackupTable,
} from './backup-header';

/** The longest header line read before giving up on a file, in bytes. */
const HEADER_MAX_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;

/** `error` as DamagedBackup when zlib raised it (not gzip data, damaged, cut short). */
function asDamaged(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('Z_')) return error;
  return new DamagedBackup(
    `The file is not a complete KeyMart backup: it is damaged, cut short or not gzip data (${(error as Error).message})`,
  );
}

/** One pass over a backup file, from its header to its end (see the module comment). */
export class BackupReader {
  private buffered: Buffer = Buffer.alloc(0);

  private constructor(
    private readonly stream: Readable,
    private readonly chunks: AsyncIterator<Buffer>,
  ) {}

  /**
   * Opens `file` and reads its header.
   * @throws DamagedBackup when it is not a KeyMart backup or its header is damaged; the file
   *   system's error when it cannot be read
   */
  static async open(file: string): Promise<{ reader: BackupReader; header: BackupHeader }> {
    // Errors of either stream end up in the gunzip stream, where the reads below see them.
    const stream = pipeline(fs.createReadStream(file), createGunzip(), () => {});
    const reader = new BackupReader(
      stream,
      stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>,
    );
    try {
      const line = await reader.readLine(
        HEADER_MAX_BYTES,
        'The file is not a KeyMart backup: it does not start with a header line',
      );
      if (line === null) throw new DamagedBackup('The file is empty: it is not a KeyMart backup');
      return { reader, header: parseBackupHeader(line) };
    } catch (error) {
      reader.close();
      throw error;
    }
  }

  /**
   * Reads `file` to its end, keeping nothing: its header, every table's rows and end line, and
   * gzip's checksum and length. Returns the header.
   * @throws DamagedBackup when it is not a complete KeyMart backup; the file system's error when
   *   it cannot be read
   */
  static async check(file: string): Promise<BackupHeader> {
    const { reader, header } = await BackupReader.open(file);
    try {
      for (const table of header.tables) for await (const chunk of reader.rows(table)) void chunk;
      await reader.end();
      return header;
    } finally {
      reader.close();
    }
  }

  /**
   * The rows of `table` (the next one in the file) in COPY text format, as chunks that may end
   * inside a row; then checks the table's end line. `onRows` hears how many rows each chunk
   * completed.
   * @throws DamagedBackup when the file ends early or the table does not end where its header says
   */
  async *rows(table: BackupTable, onRows?: (rows: number) => void): AsyncGenerator<Buffer> {
    let left = table.rows;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill()))
        throw new DamagedBackup(
          `The file ends inside table ${table.schema}.${table.name}: it was cut short`,
        );
      const before = left;
      let end = 0;
      for (let at = 0; left > 0; left--) {
        at = this.buffered.indexOf(NEWLINE, end);
        if (at < 0) break;
        end = at + 1;
      }
      // Everything buffered while rows are left (a cut row goes on in the next chunk).
      const take = left > 0 ? this.buffered.length : end;
      const chunk = this.buffered.subarray(0, take);
      this.buffered = this.buffered.subarray(take);
      onRows?.(before - left);
      yield chunk;
    }
    const damaged = `Table ${table.schema}.${table.name} does not end after the ${table.rows} rows its header announces: the file is damaged`;
    if ((await this.readLine(END_OF_TABLE.length, damaged)) !== END_OF_TABLE)
      throw new DamagedBackup(damaged);
  }

  /**
   * Reads to the end of the file, which checks gzip's checksum and length.
   * @throws DamagedBackup when anything follows the last table, or the file is damaged
   */
  async end(): Promise<void> {
    if (this.buffered.length > 0 || (await this.fill()))
      throw new DamagedBackup('The file goes on after its last table: it is damaged');
  }

  /** Stops reading and closes the file. */
  close(): void {
    this.stream.destroy();
  }

  /** Adds the next chunk to the buffer; false at the end of the file. */
  private async fill(): Promise<boolean> {
    let next: IteratorResult<Buffer>;
    try {
      next = await this.chunks.next();
    } catch (error) {
      throw asDamaged(error);
    }
    if (next.done) return false;
    this.buffered =
      this.buffered.length === 0 ? next.value : Buffer.concat([this.buffered, next.value]);
    return true;
  }

  /**
   * The next line (without its newline), null at the end of the file.
   * @throws DamagedBackup with `tooLong` when the line is longer than `maxBytes`; when the file
   *   ends inside the line
   */
  private async readLine(maxBytes: number, tooLong: string): Promise<string | null> {
    for (;;) {
      const at = this.buffered.indexOf(NEWLINE);
      if (at >= 0 && at <= maxBytes) {
        const line = this.buffered.subarray(0, at).toString('utf8');
        this.buffered = this.buffered.subarray(at + 1);
        return line;
      }
      if (at > maxBytes || this.buffered.length > maxBytes) throw new DamagedBackup(tooLong);
      if (!(await this.fill())) {
        if (this.buffered.length === 0) return null;
        throw new DamagedBackup('The file ends inside a line: it was cut short');
      }
    }
  }
}

/**
 * The header of a backup file (`npm run cli -- backup`): the first line of the gzip-compressed
 * file, one JSON object that says what the file holds so that a restore can check it before it
 * changes anything. After it come the tables, in the header's order, each as PostgreSQL's COPY
 * text format (exactly `rows` lines, one per row) followed by the line END_OF_TABLE.
 */
import { z } from 'zod';

/** The format's version; a reader refuses any other. */
export const BACKUP_FORMAT_VERSION = 1;

/** The line after each table's rows (COPY's own end-of-data marker, which no row can be). */
export const END_OF_TABLE = '\\.';

/** A table in the file: its schema and name, the columns of its rows in order, and how many. */
const tableSchema = z.object({
  schema: z.enum(['public', 'pgboss']),
  name: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().nonnegative(),
});

const headerSchema = z.object({
  format: z.literal('keymart-backup'),
  version: z.literal(BACKUP_FORMAT_VERSION),
  /** When the snapshot was taken (ISO 8601). */
  createdAt: z.iso.datetime(),
  /** The source server's version (`server_version`), for people reading the header. */
  postgres: z.string(),
  /** Names of the applied migrations (migrations/), in the order they ran. */
  migrations: z.array(z.string()),
  /**
   * The last transaction id the events carry, as decimal text ("0" without events). Events'
   * transaction ids are renumbered 3, 4, 5... in subscription order (application/backup/
   * transaction-ids.ts), so the restoring cluster only has to be past this one.
   */
  lastTransactionId: z.string().regex(/^\d+$/),
  tables: z.array(tableSchema),
  /** Every sequence of the store's schema (ids and the events' position) as `setval` takes it. */
  sequences: z.array(
    z.object({
      name: z.string().min(1),
      lastValue: z.string().regex(/^-?\d+$/),
      isCalled: z.boolean(),
    }),
  ),
  /**
   * pg-boss's schema version and the queues of the pending jobs in the `pgboss.job` table entry
   * (retry policy as application/jobs/job-queue.ts defines it); null when the store had no pg-boss
   * schema.
   */
  jobs: z
    .object({
      pgBossVersion: z.number().int(),
      queues: z.array(
        z.object({
          name: z.string().min(1),
          retryLimit: z.number().int().nonnegative(),
          retryDelaySeconds: z.number().int().nonnegative(),
        }),
      ),
    })
    .nullable(),
});

/** What a backup file holds (see headerSchema's fields). */
export type BackupHeader = z.infer<typeof headerSchema>;

/** One table's entry in the header. */
export type BackupTable = BackupHeader['tables'][number];

/** The rows of every table of the file together. */
export function totalRows(header: Pick<BackupHeader, 'tables'>): number {
  return header.tables.reduce((sum, table) => sum + table.rows, 0);
}

/** Thrown for a file that is not a backup, or one that is damaged or cut short. */
export class DamagedBackup extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DamagedBackup';
  }
}

/**
 * Parses the header line.
 * @throws DamagedBackup when it is not JSON, not a KeyMart backup header, or of another version
 */
export function parseBackupHeader(line: string): BackupHeader {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new DamagedBackup('It is not a KeyMart backup: its first line is not a JSON header');
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== 'keymart-backup')
    throw new DamagedBackup('It is not a KeyMart backup: its header has another format');
  if (format.version !== BACKUP_FORMAT_VERSION)
    throw new DamagedBackup(
      `Its format version is ${String(format.version)}; this KeyMart reads version ${BACKUP_FORMAT_VERSION}`,
    );
  const parsed = headerSchema.safeParse(json);
  if (!parsed.success)
    throw new DamagedBackup(`Its header is damaged: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The audit log (ARCHITECTURE.md "Security model", audit): GET /api/admin/audit, a page of what
 * staff did and what admins did as customers, newest first, and GET /api/admin/audit.csv, the
 * same filters as a spreadsheet. Admins only.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { Router } from 'express';
import { AUDIT_CSV_MAX_ROWS, AUDIT_PAGE_SIZE, auditQuerySchema } from '../../contracts/audit';
import type { AuditEntryDto } from '../../contracts/audit';
import { listAuditPage, readAuditEntries } from '../../projections/audit/queries';
import { endpoints } from '../http/endpoint';
import { spreadsheetCell as cell } from '../http/spreadsheet-cell';
import type { ApiServices } from '../services';

const endpoint = endpoints('Admin: audit log');

const FILTERS_DESCRIPTION =
  '`actor`: a user id or part of an e-mail address; `type`: an event type (OrderPlaced); ' +
  '`stream`: the start of a stream id (order-12, wallet-); `from`, `to`: a date (a whole day of ' +
  'the store time zone) or an ISO time with its offset, both included. Invalid filters answer 400.';

const CSV_COLUMNS = [
  'when',
  'actor_id',
  'actor_email',
  'on_behalf_of_id',
  'on_behalf_of_email',
  'command',
  'event_type',
  'stream_id',
  'summary',
  'changes',
  'request_id',
  'ip',
];

/** One CSV record of an entry, in CSV_COLUMNS order. */
function csvRecord(entry: AuditEntryDto): (string | number | null)[] {
  return [
    entry.when,
    entry.actor?.id ?? null,
    cell(entry.actor?.email ?? null),
    entry.onBehalfOf?.id ?? null,
    cell(entry.onBehalfOf?.email ?? null),
    entry.command,
    entry.eventType,
    cell(entry.streamId),
    cell(entry.summary),
    JSON.stringify(entry.changes),
    entry.requestId,
    entry.ip,
  ];
}

/** The audit routes; admins only (401 signed out, 403 for a customer). */
export function auditRouter(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/admin/audit',
    endpoint(
      {
        access: 'admin',
        permission: 'audit',
        summary: `A page of the audit log: what staff did and what admins did as customers, newest first, ${AUDIT_PAGE_SIZE} a page`,
        description: FILTERS_DESCRIPTION,
        query: auditQuerySchema,
        answer: { description: 'The page of entries, the page size and how many match' },
      },
      async ({ query: { page, ...filters } }, _req, res) => {
        res.json(await listAuditPage(services.pool, filters, page, services.storeTimeZone));
      },
    ),
  );

  router.get(
    '/admin/audit.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'audit',
        summary: `The audit log entries matching the filters as CSV, newest first, at most ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-US')}`,
        description: `${FILTERS_DESCRIPTION} \`page\` is ignored. Changes are JSON in one cell.`,
        query: auditQuerySchema,
        answer: { type: 'csv', description: 'A header, then one row per entry' },
      },
      async ({ query: { page: _page, ...filters } }, _req, res) => {
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="keymart-audit-${new Date().toISOString().slice(0, 10)}.csv"`,
        );
        const entries = readAuditEntries(
          services.pool,
          filters,
          services.storeTimeZone,
          AUDIT_CSV_MAX_ROWS,
        );
        await pipeline(
          Readable.from(
            (async function* () {
              for await (const entry of entries) yield csvRecord(entry);
            })(),
          ),
          stringify({ header: true, columns: CSV_COLUMNS }),
          res,
        );
      },
    ),
  );

  return router;
}

/**
 * The audit log (ARCHITECTURE.md "Security model", audit): GET /api/admin/audit, a page of what
 * staff did and what admins did as customers, newest first, and GET /api/admin/audit.csv, every
 * entry the same filters match as a spreadsheet (api/http/csv-export.ts). Admins only.
 */
import { Router } from 'express';
import {
  AUDIT_PAGE_SIZE,
  auditFiltersSchema,
  auditQuerySchema,
  auditActorLabel,
  auditUserLabel,
} from '../../contracts/audit';
import {
  auditEntryOf,
  auditExportQuery,
  listAuditPage,
  type AuditRow,
} from '../../projections/audit/queries';
import { CSV_EXPORT_NOTE, sendCsvExport } from '../http/csv-export';
import { endpoints } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Admin: audit log');

const FILTERS_DESCRIPTION =
  '`actor`: a user id or part of an e-mail address; `type`: an event type (OrderPlaced); ' +
  '`stream`: the start of a stream id (order-12, wallet-); `from`, `to`: a date (a whole day of ' +
  'the store time zone) or an ISO time with its offset, both included. Invalid filters answer 400.';

/**
 * The list's columns (Time, Who, What, Event with its stream), who acted for a customer, and what
 * an entry's Details show: the changes (JSON, sealed values "(sealed)"), request id and address.
 */
const CSV_COLUMNS = [
  'Time',
  'Who',
  'As customer',
  'What',
  'Event',
  'Stream',
  'Changes',
  'Request ID',
  'IP',
];

/** One CSV record of an entry, in CSV_COLUMNS order. */
function csvCells(row: AuditRow) {
  const entry = auditEntryOf(row);
  return [
    entry.when,
    auditActorLabel(entry),
    entry.onBehalfOf && auditUserLabel(entry.onBehalfOf),
    entry.summary,
    entry.eventType,
    entry.streamId,
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
        stepUp: true,
        summary: 'Every audit log entry matching the filters as CSV, newest first',
        description: `${FILTERS_DESCRIPTION} Columns: Time (ISO 8601), Who, As customer (the customer an admin acted as), What, Event, Stream, Changes (JSON; sealed values read "(sealed)", never opened), Request ID, IP. ${CSV_EXPORT_NOTE}`,
        query: auditFiltersSchema,
        answer: {
          type: 'csv',
          description: '`keymart-audit-<date>.csv`: a header, then one row per entry',
        },
      },
      async ({ query }, _req, res) => {
        await sendCsvExport(
          services.pool,
          res,
          {
            list: 'audit',
            query: await auditExportQuery(services.pool, query, services.storeTimeZone),
            columns: CSV_COLUMNS,
            cells: csvCells,
          },
          services.storeTimeZone,
        );
      },
    ),
  );

  return router;
}

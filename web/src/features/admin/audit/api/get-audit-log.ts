/**
 * GET /api/admin/audit?actor&type&stream&from&to&page -> {entries, page, pageSize, total}
 * (contracts/audit.ts): what staff did and what admins did as customers, newest first, 50 a page,
 * filtered on the server. And the address of the same entries as CSV (GET /api/admin/audit.csv).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPageDto } from '@contracts/audit';
import { api } from '@/lib/api-client';
import { auditSearchOf, type AuditFilterValues, type AuditView } from '../audit-filters';

function auditLogQueryOptions(view: AuditView) {
  const search = auditSearchOf(view);
  return queryOptions({
    queryKey: ['admin', 'audit', search],
    queryFn: () => api.get<AuditPageDto>(`/api/admin/audit?${search}`),
    placeholderData: keepPreviousData,
    // Staff act all day: opening the screen always asks again.
    refetchOnMount: 'always',
  });
}

export function useAuditLog(view: AuditView) {
  return useQuery(auditLogQueryOptions(view));
}

/** The CSV export of the entries `filters` match (every page). */
export const auditCsvUrl = (filters: AuditFilterValues) => {
  const search = auditSearchOf(filters);
  return `/api/admin/audit.csv${search ? `?${search}` : ''}`;
};

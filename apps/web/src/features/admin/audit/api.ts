// The audit trail's calls (GET /api/staff/audit, /:id) and the CSV's address, with the domain's schemas.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditEntry, AuditQuery } from '@spc/domain/staff';
import { apiGet, buildApiUrl } from '../../../lib/api-client.ts';

const schemas = () => import('@spc/domain/staff');

interface AuditList {
  entries: AuditEntry[];
  total: number;
  page: number;
  per_page: number;
}

export type AuditFilters = Omit<AuditQuery, 'page' | 'per_page'>;

export const auditListQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['staff', 'audit', 'list', query],
    queryFn: ({ signal }) =>
      apiGet<AuditList>(
        '/staff/audit',
        schemas().then((m) => m.auditListResponseSchema),
        { signal, query },
      ),
    placeholderData: keepPreviousData,
  });

export const auditEntryQuery = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'audit', 'entry', id],
    queryFn: ({ signal }) =>
      apiGet<AuditEntry>(
        `/staff/audit/${id}`,
        schemas().then((m) => m.auditEntrySchema),
        { signal },
      ),
    staleTime: Infinity, // an entry never changes
  });

export const auditCsvUrl = (filters: AuditFilters) => buildApiUrl('/staff/audit/export.csv', filters);

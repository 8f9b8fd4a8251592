// The audit trail viewer (issue 20 item 4): every staff write, filtered and paged for admins, one entry
// with its before and after, and the filtered trail as CSV. Read-only: nothing in this module writes
// (the staff plugin appends rows; the database refuses to change or delete them).
import type { AuditEntry, AuditQuery } from '@spc/domain/staff';
import type { Queryable } from '../../db/queryable.ts';
import { csvLine } from '../../csv.ts';
import { notFound } from '../../errors.ts';
import * as repo from './repository.ts';

export interface AuditDeps {
  db: Queryable;
}

function entry(row: repo.AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.getTime(),
    staff_user_id: row.staffUserId,
    staff_email: row.staffEmail,
    staff_role: row.staffRole,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
    request_id: row.requestId,
  };
}

function filterOf(query: Omit<AuditQuery, 'page' | 'per_page'>): repo.AuditFilter {
  return {
    staff: query.staff || undefined,
    entity: query.entity,
    entityId: query.entity_id || undefined,
    action: query.action,
    from: query.from,
    to: query.to,
  };
}

export async function listAudit(deps: AuditDeps, query: AuditQuery) {
  const { rows, total } = await repo.listAudit(deps.db, filterOf(query), {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { entries: rows.map(entry), total, page: query.page, per_page: query.per_page };
}

export async function getAudit(deps: AuditDeps, id: number): Promise<AuditEntry> {
  const row = await repo.findAudit(deps.db, id);
  if (!row) throw notFound('No audit entry has this id.');
  return entry(row);
}

export const AUDIT_CSV_HEADER = [
  'id',
  'at',
  'staff_email',
  'staff_role',
  'action',
  'entity',
  'entity_id',
  'summary',
  'before',
  'after',
  'request_id',
] as const;

/** The filtered trail as CSV lines, newest first, read 1,000 rows at a time. */
export async function* auditCsv(deps: AuditDeps, query: Omit<AuditQuery, 'page' | 'per_page'>): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_HEADER);
  const filter = filterOf(query);
  let before: number | undefined;
  for (;;) {
    const rows = await repo.auditBatch(deps.db, filter, before, 1000);
    for (const row of rows) {
      yield csvLine([
        row.id,
        row.at.toISOString(),
        row.staffEmail,
        row.staffRole,
        row.action,
        row.entity,
        row.entityId,
        row.summary,
        row.before === null ? '' : JSON.stringify(row.before),
        row.after === null ? '' : JSON.stringify(row.after),
        row.requestId,
      ]);
    }
    if (rows.length < 1000) return;
    before = rows.at(-1)?.id;
  }
}

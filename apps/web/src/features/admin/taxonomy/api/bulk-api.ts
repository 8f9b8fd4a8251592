// The bulk section's calls (/api/staff/bulk, issue 20 item 3): the CSV exports are plain downloads (the
// browser saves the stream; the session cookie goes with it), the import sends the file's text.
import { bulkImportReportSchema, type BulkEntity } from '@spc/domain/staff-csv';
import { apiPost, buildApiUrl } from '../../../../lib/api-client.ts';

export const exportUrl = (entity: BulkEntity) => buildApiUrl(`/staff/bulk/${entity}/export`);

/** A dry run (`dryRun`) reports what the file would do; the real run writes every row or none. */
export function importCsv(entity: BulkEntity, csv: string, dryRun: boolean) {
  return apiPost(`/staff/bulk/${entity}/import`, { csv, dry_run: dryRun }, bulkImportReportSchema);
}

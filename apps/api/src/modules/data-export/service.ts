// A member's own data as one file (issue 21 item 4; docs/api-accounts.md "Your data"): every section of
// the repository's list, read in one snapshot, stamped with the format's version and the time.
import {
  DATA_EXPORT_FORMAT_VERSION,
  dataExportFileName,
  type DataExport,
  type DataExportSections,
} from '@spc/domain/data-export';
import type { Deps } from '../../deps.ts';
import { inSnapshot, SECTIONS, type Subject } from './repository.ts';

export type { Subject } from './repository.ts';
export { dataExportFileName };

/** Everything the database holds about `subject`, as of `now`. Reads only. */
export async function exportData(deps: Pick<Deps, 'db'>, subject: Subject, now: Date): Promise<DataExport> {
  const sections = await inSnapshot(deps.db, async (tx) => {
    const read: Partial<Record<keyof DataExportSections, unknown>> = {};
    // One after the other: a transaction runs one query at a time anyway.
    for (const [key, reader] of Object.entries(SECTIONS) as [keyof DataExportSections, typeof SECTIONS.account][]) {
      read[key] = await reader(tx, subject);
    }
    return read as DataExportSections;
  });
  return { format_version: DATA_EXPORT_FORMAT_VERSION, generated_at: now.toISOString(), ...sections };
}

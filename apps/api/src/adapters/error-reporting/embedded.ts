// The embedded error reporter: rows of error_reports, one per fingerprint and window. The same
// fingerprint seen again within ERROR_DEDUP_WINDOW_MS of its row's last_seen adds one to the row's count
// (and moves last_seen); otherwise a new row. Never throws: a failed write is logged.
import { ERROR_DEDUP_WINDOW_MS, ERROR_REPORT_RETENTION_DAYS } from '@spc/domain/error-reports';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errorReports } from '../../db/schema/index.ts';
import type { Log } from '../../deps.ts';
import type { CaptureOutcome, ErrorReport, ErrorReporter } from './reporter.ts';

export function createEmbeddedErrorReporter({ db, log }: { db: Db; log: Pick<Log, 'error'> }): ErrorReporter {
  return {
    name: 'embedded',
    async capture(report: ErrorReport, now: Date): Promise<CaptureOutcome> {
      try {
        const since = new Date(now.getTime() - ERROR_DEDUP_WINDOW_MS);
        const counted = await db
          .update(errorReports)
          .set({
            count: sql`${errorReports.count} + 1`,
            lastSeen: now,
            // The latest failing call is the one worth looking up.
            ...(report.requestId && { requestId: report.requestId }),
          })
          .where(and(eq(errorReports.fingerprint, report.fingerprint), gte(errorReports.lastSeen, since)))
          .returning({ id: errorReports.id });
        if (counted.length > 0) return 'counted';
        await db.insert(errorReports).values({
          source: report.source,
          kind: report.kind,
          fingerprint: report.fingerprint,
          message: report.message,
          stack: report.stack ?? null,
          urlPath: report.urlPath,
          routeId: report.routeId ?? null,
          release: report.release ?? null,
          userAgent: report.userAgent ?? null,
          requestId: report.requestId ?? null,
          count: 1,
          firstSeen: now,
          lastSeen: now,
        });
        return 'new';
      } catch (error) {
        log.error({ err: error, fingerprint: report.fingerprint }, 'error report could not be stored');
        return 'failed';
      }
    },
  };
}

/**
 * The retention job (decision 023): reports last seen more than ERROR_REPORT_RETENTION_DAYS ago are
 * deleted. Answers how many.
 */
export async function pruneErrorReports(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ERROR_REPORT_RETENTION_DAYS * 24 * 60 * 60_000);
  const deleted = await db
    .delete(errorReports)
    .where(lt(errorReports.lastSeen, before))
    .returning({ id: errorReports.id });
  return deleted.length;
}

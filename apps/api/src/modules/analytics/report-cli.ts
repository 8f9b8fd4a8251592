// `npm run analytics:report [-- --from YYYY-MM-DD --to YYYY-MM-DD --limit N --json]` (issue 21 item 2,
// decision 028): the funnel visit → sign-up → purchase and the top searches without results, read from
// the configured database (PGlite under DATA_DIR, or DATABASE_URL) until the staff console shows them.
// Defaults: the last 30 days, today included, the top 10 searches.
import { parseArgs } from 'node:util';
import { analyticsReportQuerySchema, eventDay, type AnalyticsReport } from '@spc/domain/analytics';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { report } from './service.ts';

const DAY = 86_400_000;

export function formatReport(answer: AnalyticsReport): string {
  const lines = [`SPC analytics, ${answer.from} to ${answer.to} (UTC days)`, '', 'Funnel (visits counted per day)'];
  for (const step of answer.funnel) {
    const rate = step.rate === null ? '' : `  ${(step.rate * 100).toFixed(1)} % of the step before`;
    lines.push(`  ${step.step.padEnd(9)}${String(step.visits).padStart(8)}${rate}`);
  }
  lines.push('', 'Top searches without results');
  if (answer.searches_without_results.length === 0) lines.push('  none');
  for (const { query, searches } of answer.searches_without_results)
    lines.push(`  ${String(searches).padStart(6)}  ${query}`);
  return lines.join('\n');
}

const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
});
const now = new Date();
const parsed = analyticsReportQuerySchema.safeParse({
  from: values.from ?? eventDay(new Date(now.getTime() - 29 * DAY)),
  to: values.to ?? eventDay(now),
  limit: values.limit ?? 10,
});
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const answer = await report({ db: database.db }, parsed.data);
  console.log(values.json ? JSON.stringify(answer) : formatReport(answer));
} finally {
  await database.close();
}

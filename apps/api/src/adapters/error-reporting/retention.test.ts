// The error reports' retention (decision 023): a report not seen for 90 days is deleted by the job;
// one seen since stays, however old its first sighting.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { errorReports } from '../../db/schema/index.ts';
import { runJobs } from '../../jobs.ts';
import { pruneErrorReports } from './embedded.ts';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const report = (fingerprint: string, firstSeen: Date, lastSeen: Date) => ({
  source: 'browser',
  kind: 'uncaught',
  fingerprint,
  message: 'TypeError: x is undefined',
  urlPath: '/deals',
  firstSeen,
  lastSeen,
});

it('deletes the reports last seen more than 90 days ago, keeps the others', async () => {
  const now = new Date('2027-03-01T12:00:00Z');
  await t.database.db
    .insert(errorReports)
    .values([
      report('stale-000001', new Date(now.getTime() - 200 * DAY), new Date(now.getTime() - 91 * DAY)),
      report('recent-00001', new Date(now.getTime() - 200 * DAY), new Date(now.getTime() - 89 * DAY)),
      report('today-000001', now, now),
    ]);
  expect(await pruneErrorReports(t.database.db, now)).toBe(1);
  const left = await t.database.db.select({ fingerprint: errorReports.fingerprint }).from(errorReports);
  expect(left.map((row) => row.fingerprint).sort()).toEqual(['recent-00001', 'today-000001']);
});

it('runs with the background jobs', async () => {
  expect(t.app.jobs.map((job) => job.name)).toContain('delete old error reports');
  expect(t.app.jobs.map((job) => job.name)).toContain('aggregate old analytics events');
  await runJobs(t.app, new Date('2028-01-01T00:00:00Z'));
  expect(await t.database.db.select().from(errorReports)).toEqual([]);
});

// The job runner: one pass runs every job, a failing job is logged and the next still runs, and the
// schedule stops when the app closes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { runJobs, scheduleJobs } from './jobs.ts';
import * as renewals from './modules/billing/renewals.ts';
import * as recovery from './modules/purchase/recovery.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('runJobs', () => {
  it('runs the renewals even when the recovery job throws, and logs the failure', async () => {
    const recover = vi.spyOn(recovery, 'recoverPendingOrders').mockRejectedValueOnce(new Error('gateway down'));
    const renew = vi.spyOn(renewals, 'runRenewals');
    const logged = vi.spyOn(t.app.log, 'error');
    await runJobs(t.app, new Date('2026-11-22T12:00:00Z'));
    expect(recover).toHaveBeenCalledOnce();
    expect(renew).toHaveBeenCalledWith(t.app, { now: new Date('2026-11-22T12:00:00Z') });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'recover pending orders' }),
      'background job failed',
    );
    vi.restoreAllMocks();
  });
});

describe('scheduleJobs', () => {
  it('does nothing with an interval of 0', async () => {
    const renew = vi.spyOn(renewals, 'runRenewals');
    const stop = scheduleJobs(t.app, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renew).not.toHaveBeenCalled();
    await stop();
    vi.restoreAllMocks();
  });

  it('runs a pass at once, and stopping waits for the pass in progress', async () => {
    let finish = () => {};
    const renew = vi
      .spyOn(renewals, 'runRenewals')
      .mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(undefined as never))));
    const stop = scheduleJobs(t.app, 3600);
    await vi.waitFor(() => expect(renew).toHaveBeenCalledOnce());
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    vi.restoreAllMocks();
  });
});

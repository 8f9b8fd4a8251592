// Issue 22's single-instance pieces: liveness apart from readiness, readiness false while draining or
// when the database runs another schema, the schema comparison, /metrics and its token, and the
// jobs' cluster-wide lock (an instance finding a job held skips it). The cluster itself is proved in
// test/cluster.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createServerDatabase, createTestDatabase } from '../test/database.ts';
import { openDatabase } from './db/client.ts';
import { compareSchema } from './db/schema-version.ts';
import { runJobs } from './jobs.ts';
import { currentRequestId } from './request-context.ts';
import { awaitMail, mailsTo, nextClientAddress, signUp } from '../test/auth-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/live and /api/ready', () => {
  it('are both up on a migrated database', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('readiness turns false while draining, liveness stays true', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', failing: ['draining'] });
      expect((await t.app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('is not ready when the database was migrated past this code', async () => {
    const known = t.app.lifecycle.codeSchema;
    t.app.lifecycle.codeSchema = { count: known.count - 1, latest: known.latest - 1 };
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', failing: ['schema'] });
    } finally {
      t.app.lifecycle.codeSchema = known;
    }
  });

  it('liveness does not touch the database; readiness reports it gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    expect((await broken.app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(200);
    const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', failing: ['database'] });
    await broken.app.close();
  });
});

describe('compareSchema', () => {
  const code = { count: 18, latest: 1_795_659_622_852 };
  it('tells a newer, an older and the same database apart', () => {
    expect(compareSchema(code, code)).toBe('current');
    expect(compareSchema({ count: 19, latest: code.latest + 1 }, code)).toBe('newer');
    expect(compareSchema({ count: 17, latest: code.latest - 1 }, code)).toBe('older');
    expect(compareSchema({ count: 0, latest: 0 }, code)).toBe('older');
  });
});

describe('a database migrated by a newer version', () => {
  const fromTheFuture = sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${String(Date.now() + 86_400_000)})`;
  const refusal = /migrated by a newer version/;

  it('is refused at start-up with a message saying what to do', async () => {
    const server = await createServerDatabase();
    if (server) {
      const database = await openDatabase({ databaseUrl: server.url });
      await database.db.execute(fromTheFuture);
      await database.close();
      await expect(openDatabase({ databaseUrl: server.url })).rejects.toThrow(refusal);
      await server.drop();
      return;
    }
    // PGlite: the same check runs at open, on a copy of a database one migration ahead.
    const database = await createTestDatabase();
    await database.db.execute(fromTheFuture);
    const client = (database.db as unknown as { $client: { dumpDataDir(): Promise<Blob> } }).$client;
    const ahead = await client.dumpDataDir();
    await database.close();
    await expect(openDatabase({ pgliteDump: ahead })).rejects.toThrow(refusal);
  });
});

describe('GET /metrics', () => {
  it('reports requests by route, job runs and the outbox depth outside production', async () => {
    await t.app.inject({ method: 'GET', url: '/api/live' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/live"/);
    expect(res.body).toMatch(/^mail_outbox_pending \d+$/m);
  });

  it('does not exist in production without METRICS_TOKEN, and asks for the token when set', async () => {
    const bare = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    expect((await bare.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await bare.close();
    const token = 'a-long-enough-metrics-token';
    const guarded = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent', METRICS_TOKEN: token });
    const refused = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'UNAUTHORIZED', message: 'A metrics token is required.' });
    const allowed = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(allowed.statusCode).toBe(200);
    await guarded.close();
  });
});

describe('background jobs across instances', () => {
  it('a job another instance holds is skipped this pass, and runs once it is free', async () => {
    let runs = 0;
    const app = t.app as unknown as { jobs: { name: string; run(): Promise<void> }[] };
    const saved = app.jobs;
    app.jobs = [{ name: 'count', run: async () => void runs++ }];
    try {
      if (t.database.kind === 'postgres') {
        let release!: () => void;
        const held = t.database.exclusive('job:count', () => new Promise<void>((resolve) => (release = resolve)));
        await new Promise((resolve) => setTimeout(resolve, 100));
        await runJobs(t.app);
        expect(runs).toBe(0);
        release();
        await held;
      }
      await runJobs(t.app);
      expect(runs).toBe(1);
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(/jobs_runs_total\{job="count",outcome="ran"\} 1/);
    } finally {
      app.jobs = saved;
    }
  });
});

describe('the request id', () => {
  it('is carried into the e-mails a request writes, and a job pass has one of its own', async () => {
    const email = `trace-${Date.now()}@example.com`;
    expect((await signUp(t, { email })).statusCode).toBe(200);
    const traced = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      remoteAddress: nextClientAddress(),
      headers: { origin: t.config.publicUrl, 'x-request-id': 'trace-mail-42' },
      payload: { email },
    });
    expect(traced.statusCode).toBe(200);
    const mail = await awaitMail(t, email, 'verification');
    const rows = await mailsTo(t, email, 'verification');
    expect(rows.map((row) => row.requestId)).toContain('trace-mail-42');
    expect(mail?.requestId).toBeDefined();

    const ids: (string | undefined)[] = [];
    const app = t.app as unknown as { jobs: { name: string; run(): Promise<void> }[] };
    const saved = app.jobs;
    app.jobs = [{ name: 'send reminders', run: async () => void ids.push(currentRequestId()) }];
    try {
      await runJobs(t.app, new Date('2026-11-26T05:00:00Z'));
    } finally {
      app.jobs = saved;
    }
    expect(ids).toEqual([`job-send-reminders-${Date.parse('2026-11-26T05:00:00Z')}`]);
  });
});

// Issue 22 item 2, proved on a real cluster: three server processes on one PostgreSQL database (an
// empty one: they migrate and seed it together) and one Redis, behind HAProxy (apps/api/cluster).
// Collected only when TEST_DATABASE_URL and TEST_REDIS_URL name servers and HAProxy is installed
// (vitest.config.ts); CI has all three.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../cluster/local-cluster.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../src/adapters/mail/test-smtp-server.ts';
import { loadConfig } from '../src/config.ts';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client.ts';
import { codeSchemaVersion, databaseSchemaVersion } from '../src/db/schema-version.ts';
import { mailOutbox, websiteMenuEntries } from '../src/db/schema/index.ts';
import { publishCacheInvalidation } from '../src/plugins/cache-bus.ts';
import { createServerDatabase } from './database.ts';
import { PASSWORD } from './auth-helpers.ts';

const { testRedisUrl } = loadConfig();
const redisKeyPrefix = `spc-test-cluster-${randomUUID().slice(0, 8)}:`;

/** Four consecutive free ports (HAProxy's and three instances'). */
async function freePorts(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    let ok = true;
    for (let port = base; port < base + count && ok; port += 1) ok = await free(port);
    if (ok) return base;
  }
}

let cluster: Cluster;
let database: Database;
let drop: () => Promise<void>;
let smtp: TestSmtpServer;
let dataDir: string;

beforeAll(async () => {
  const server = await createServerDatabase();
  if (!server) throw new Error('the cluster tests need TEST_DATABASE_URL');
  drop = server.drop;
  smtp = await startTestSmtpServer();
  dataDir = path.join(os.tmpdir(), `spc-cluster-${randomUUID().slice(0, 8)}`);
  cluster = await startCluster({
    instances: 3,
    port: await freePorts(4),
    databaseUrl: server.url,
    redisUrl: testRedisUrl!,
    redisKeyPrefix,
    dataDir,
    env: { SMTP_URL: smtp.url, JOBS_INTERVAL_SECONDS: '1', TRUSTED_ORIGINS: '' },
  });
  database = await openDatabase({ databaseUrl: server.url, poolSize: 2 });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
  await smtp?.close();
  await drop?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const json = { 'content-type': 'application/json' };

describe('three instances starting together on an empty database', () => {
  it('migrate it once and seed it once', async () => {
    expect(await databaseSchemaVersion(database.db)).toEqual(codeSchemaVersion(migrationsFolder));
    const [menu] = await database.db.select({ count: sql<number>`count(*)::int` }).from(websiteMenuEntries);
    const [distinct] = await database.db
      .select({
        count: sql<number>`count(distinct (${websiteMenuEntries.area}, ${websiteMenuEntries.column}, ${websiteMenuEntries.position}, ${websiteMenuEntries.textEn}))::int`,
      })
      .from(websiteMenuEntries);
    expect(menu!.count).toBeGreaterThan(0);
    expect(menu!.count).toBe(distinct!.count);
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
    }
  });
});

describe('sessions', () => {
  it('a session made on one instance works on the others; signing out on one ends it everywhere', async () => {
    const [a, b, c] = cluster.instances.map((instance) => instance.url) as [string, string, string];
    const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await fetch(`${a}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { ...json, origin: cluster.url },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        name: 'Alex Tremblay',
        firstName: 'Alex',
        lastName: 'Tremblay',
        birthDate: '2000-05-17',
        emailOptIn: false,
        language: 'en',
      }),
    });
    expect(signedUp.status, await signedUp.text()).toBe(200);
    const [verification] = await database.db
      .select({ link: mailOutbox.link })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    const token = new URL(verification!.link!).searchParams.get('oobCode')!;
    // Verified through another instance: the answer signs the member in.
    const verified = await fetch(`${b}/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      redirect: 'manual',
    });
    const cookie = verified.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    expect(cookie).toMatch(/session_token=/);

    const sessionOn = async (url: string) =>
      (await (await fetch(`${url}/api/auth/get-session`, { headers: { cookie } })).json()) as {
        user?: { email: string };
      } | null;
    for (const url of [a, b, c]) expect((await sessionOn(url))?.user?.email).toBe(email);

    const signedOut = await fetch(`${c}/api/auth/sign-out`, {
      method: 'POST',
      headers: { ...json, cookie, origin: cluster.url },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    for (const url of [a, b, c]) expect(await sessionOn(url)).toBeNull();
  });
});

describe('rate limits', () => {
  it('count one client once for the cluster, under concurrent requests to every instance', async () => {
    // Sign-in allows 10 attempts a minute per address (auth/auth.ts): 30 at once, 10 to each instance.
    const attempts = Array.from({ length: 30 }, (_, i) =>
      fetch(`${cluster.instances[i % 3]!.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { ...json, origin: cluster.url },
        body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'Wrong1guess' }),
      }).then((response) => response.status),
    );
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  });
});

describe('caches', () => {
  it('a change announced on the bus is seen by every instance within 5 s', async () => {
    const menuOn = async (url: string) =>
      (await (await fetch(`${url}/api/users/website-menu`)).text()).includes('Cluster-wide news');
    // Warm every instance's cache with the current menu.
    for (const instance of cluster.instances) expect(await menuOn(instance.url)).toBe(false);
    const [entry] = await database.db.select().from(websiteMenuEntries).limit(1);
    await database.db
      .update(websiteMenuEntries)
      .set({ textEn: 'Cluster-wide news' })
      .where(eq(websiteMenuEntries.id, entry!.id));
    expect(await publishCacheInvalidation(testRedisUrl!, redisKeyPrefix)).toBe(3);
    const deadline = Date.now() + 5000;
    for (const instance of cluster.instances) {
      while (!(await menuOn(instance.url))) {
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(100);
      }
    }
  });
});

describe('background jobs', () => {
  it('every due e-mail is sent once, though three instances run the delivery job every second', async () => {
    const tag = randomUUID().slice(0, 8);
    const rows = Array.from({ length: 12 }, (_, i) => ({
      to: `jobs-${tag}-${i}@example.com`,
      subject: `Receipt ${i}`,
      html: `<p>Receipt ${i}</p>`,
      text: `Receipt ${i}`,
      kind: 'receipt',
      language: 'en',
      nextAttemptAt: new Date(),
    }));
    await database.db.insert(mailOutbox).values(rows);
    const deadline = Date.now() + 20_000;
    const mine = () => smtp.received.filter((mail) => mail.rcptTo.some((to) => to.includes(`jobs-${tag}-`)));
    while (mine().length < rows.length && Date.now() < deadline) await sleep(200);
    // A few more passes: nothing is sent twice.
    await sleep(2500);
    const recipients = mine().flatMap((mail) => mail.rcptTo);
    expect(recipients.toSorted()).toEqual(rows.map((row) => row.to).toSorted());
  });
});

/** Keeps `connections` requests in flight through `url` until stopped; counts answers and failures. */
function steadyLoad(url: string, paths: string[], connections: number) {
  let running = true;
  const tally = { total: 0, failed: [] as string[] };
  const worker = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      const target = paths[i % paths.length]!;
      try {
        const response = await fetch(`${url}${target}`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.status !== 200) tally.failed.push(`${target}: ${response.status}`);
      } catch (error) {
        tally.failed.push(`${target}: ${(error as Error).message}`);
      }
      tally.total += 1;
    }
  };
  const workers = Array.from({ length: connections }, (_, i) => worker(i));
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(workers);
      return tally;
    },
  };
}

describe('a rolling restart', () => {
  it('of all three instances under load fails no request', async () => {
    const load = steadyLoad(cluster.url, ['/api/partners/v5/offers/summary', '/deals', '/api/users/website-menu'], 8);
    await sleep(1000);
    await cluster.rollingRestart();
    await sleep(1000);
    const { total, failed } = await load.stop();
    expect(total).toBeGreaterThan(100);
    expect(failed).toEqual([]);
  }, 180_000);
});

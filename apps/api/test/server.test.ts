// The real start-up path, as `npm start` runs it: a fresh DATA_DIR is created, migrated and seeded,
// /api/health answers, SIGTERM closes cleanly, and a second start finds its data and secrets again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from './database.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
let dataRoot: string | undefined;
let dropServerDatabase: (() => Promise<void>) | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function start(dataDir: string, databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, exited, output: () => output };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
  await dropServerDatabase?.();
});

describe('npm start', () => {
  it('creates DATA_DIR, migrates and seeds the database, serves, and shuts down on SIGTERM', async () => {
    dataRoot = await mkdtemp(path.join(os.tmpdir(), 'spc-start-'));
    const dataDir = path.join(dataRoot, 'nested', 'data');
    // On the api-postgres run the same start-up goes to a PostgreSQL server, with no other change.
    const server = await createServerDatabase();
    dropServerDatabase = server?.drop;
    const databaseUrl = server?.url ?? '';

    const first = await start(dataDir, databaseUrl);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(!server);
    const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { authSecret: string };
    expect(secrets.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(await (await fetch(`${first.base}/api/health`)).json()).toEqual({ status: 'ok' });
    const summary = (await (await fetch(`${first.base}/api/partners/v5/offers/summary`)).json()) as {
      total_count: number;
    };
    expect(summary.total_count).toBeGreaterThan(400);
    expect(first.output()).toContain('seeded an empty database');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start(dataDir, databaseUrl);
    expect(second.output()).not.toContain('seeded an empty database');
    const again = (await (await fetch(`${second.base}/api/partners/v5/offers/summary`)).json()) as {
      total_count: number;
    };
    expect(again.total_count).toBe(summary.total_count);
    expect(JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'))).toEqual(secrets);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});

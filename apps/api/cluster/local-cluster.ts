// A local cluster (issue 22 item 1): N instances of the server (`npm run serve`'s process) on one
// PostgreSQL database and one Redis, behind HAProxy (Debian's `haproxy`), which sends traffic only to
// instances whose readiness (/api/ready) answers 200. Used by `npm run cluster`, its tests
// (test/cluster.test.ts) and `npm run bench:cluster`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

export interface ClusterOptions {
  instances: number;
  /** HAProxy's port; the instances take the next ones. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Under which the cluster's Redis keys live (a test run's own). */
  redisKeyPrefix: string;
  /** Shared by the instances (pictures); made when missing. */
  dataDir: string;
  /** More environment for every instance (SMTP_URL, JOBS_INTERVAL_SECONDS…). */
  env?: Record<string, string>;
  /** Seconds an instance stays up, not ready, after SIGTERM (the load balancer's notice). */
  drainSeconds?: number;
  /** Where the processes' output goes (default: dropped). */
  log?: (line: string) => void;
  haproxyPath?: string;
}

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
}

export interface Cluster {
  /** Through HAProxy. */
  url: string;
  instances: Instance[];
  /** SIGTERM one instance, wait for it to exit, start it again and wait until HAProxy sends it traffic. */
  restart(index: number): Promise<void>;
  /** Every instance in turn. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * HAProxy checks readiness every second (3 s to answer): two failures take an instance out, two
 * successes bring it back. A single failure must not: under a burst on a small machine a check can be
 * slow, and taking every instance out at once answers 503 to everyone (seen with `fall 1` at 500 ms).
 * An instance draining stays up DRAIN_SECONDS (4 here), longer than the two failed checks.
 */
export function haproxyConfig(port: number, instancePorts: number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    // A request that met an instance as it closed goes to another one.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    'frontend spc',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  timeout check 3s',
    '  default-server inter 1s fall 2 rise 2',
    ...instancePorts.map((instancePort, index) => `  server spc${index + 1} 127.0.0.1:${instancePort} check`),
    '',
  ].join('\n');
}

async function waitFor(url: string, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

function pipeOutput(child: ChildProcess, name: string, log: ((line: string) => void) | undefined) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      if (!log) return;
      for (const line of chunk.split('\n')) if (line.trim()) log(`[${name}] ${line}`);
    });
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, log } = options;
  const url = `http://127.0.0.1:${port}`;
  const instancePorts = Array.from({ length: options.instances }, (_, index) => port + 1 + index);
  await mkdir(options.dataDir, { recursive: true });
  const authSecret = randomBytes(32).toString('base64url');

  // Exactly the cluster's settings, nothing inherited from the launcher's shell (its DATABASE_URL or
  // PORT would otherwise leak into every instance); node is started by its absolute path, so no PATH.
  const env = (instancePort: number): NodeJS.ProcessEnv => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(instancePort),
    PUBLIC_URL: url,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    DATA_DIR: options.dataDir,
    AUTH_SECRET: authSecret,
    DRAIN_SECONDS: String(options.drainSeconds ?? 4),
    DATABASE_POOL_SIZE: '5',
    LOG_LEVEL: 'warn',
    ...options.env,
  });

  const spawnInstance = (index: number): Instance => {
    const instancePort = instancePorts[index]!;
    const name = `spc${index + 1}`;
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env: env(instancePort),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeOutput(child, name, log);
    return { name, url: `http://127.0.0.1:${instancePort}`, process: child };
  };

  const instances = instancePorts.map((_, index) => spawnInstance(index));
  const configFile = path.join(options.dataDir, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig(port, instancePorts));
  const haproxy = spawn(options.haproxyPath ?? 'haproxy', ['-f', configFile, '-db'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeOutput(haproxy, 'haproxy', log);

  const stop = async () => {
    for (const instance of instances) instance.process.kill('SIGTERM');
    haproxy.kill('SIGTERM');
    await Promise.all([...instances.map((instance) => exited(instance.process)), exited(haproxy)]);
  };

  try {
    // All at once: the first to take the start-up lock migrates and seeds, the others wait for it.
    await Promise.all(instances.map((instance) => waitFor(`${instance.url}/api/ready`, 180_000, instance.name)));
    await waitFor(`${url}/api/ready`, 10_000, 'HAProxy');
    // Every instance in rotation: two passing checks each.
    await sleep(2500);
  } catch (error) {
    await stop();
    throw error;
  }

  const restart = async (index: number) => {
    const old = instances[index]!;
    old.process.kill('SIGTERM');
    await exited(old.process);
    const fresh = spawnInstance(index);
    instances[index] = fresh;
    await waitFor(`${fresh.url}/api/ready`, 60_000, fresh.name);
    // HAProxy's `rise 2` at 1 s.
    await sleep(2500);
  };

  return {
    url,
    instances,
    restart,
    async rollingRestart() {
      for (let index = 0; index < instances.length; index += 1) await restart(index);
    },
    stop,
  };
}

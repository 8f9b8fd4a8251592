// `npm run cluster`: three instances on PostgreSQL and Redis behind HAProxy, until Ctrl-C.
// Flags (after `--`): --port (HAProxy's, default 8080; the instances take the next ones), --instances
// (3), --database-url (postgres://postgres@127.0.0.1:5432/spc_cluster, made when missing), --redis-url
// (redis://127.0.0.1:6379), --data-dir (.data-cluster), --log-level (warn). The product's own settings
// stay in apps/api/src/config.ts; the launcher reads only its flags.
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from './local-cluster.ts';

function flagsOf() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    console.error(
      `${(error as Error).message}\nFlags: ${Object.keys(OPTIONS)
        .map((name) => `--${name}`)
        .join(', ')}.`,
    );
    process.exit(2);
  }
}

const OPTIONS = {
  port: { type: 'string', default: '8080' },
  instances: { type: 'string', default: '3' },
  'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/spc_cluster' },
  'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  'data-dir': { type: 'string', default: '.data-cluster' },
  'log-level': { type: 'string', default: 'warn' },
} as const;
const flags = flagsOf();

function whole(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (got "${value}").`);
    process.exit(2);
  }
  return number;
}

const port = whole('port', flags.port, 1024, 65_000);
const instances = whole('instances', flags.instances, 1, 16);
const databaseUrl = flags['database-url'];
const redisUrl = flags['redis-url'];
const dataDir = path.resolve(flags['data-dir']);

/** Creates the cluster's database on its server when it is not there yet. */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

await ensureDatabase(databaseUrl);
console.log(`Starting ${instances} instances on ${databaseUrl} and ${redisUrl}…`);
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  redisUrl,
  redisKeyPrefix: 'spc-cluster:',
  dataDir,
  env: { LOG_LEVEL: flags['log-level'] },
  log: (line) => console.log(line),
});
console.log(`SPC cluster ready at ${cluster.url} (HAProxy) → ${cluster.instances.map((i) => i.url).join(', ')}`);
const shutdown = () => {
  console.log('Stopping the cluster…');
  void cluster.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

// `npm run cluster`: three instances on PostgreSQL and Redis behind HAProxy, until Ctrl-C.
// Environment: CLUSTER_PORT (HAProxy's, default 8080; the instances take the next three),
// CLUSTER_INSTANCES (3), CLUSTER_DATABASE_URL (postgres://postgres@127.0.0.1:5432/spc_cluster, made
// when missing), CLUSTER_REDIS_URL (redis://127.0.0.1:6379), CLUSTER_DATA_DIR (.data-cluster).
import path from 'node:path';
import pg from 'pg';
import { startCluster } from './local-cluster.ts';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/spc_cluster';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR ?? '.data-cluster');

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
  log: (line) => console.log(line),
});
console.log(`SPC cluster ready at ${cluster.url} (HAProxy) → ${cluster.instances.map((i) => i.url).join(', ')}`);
const shutdown = () => {
  console.log('Stopping the cluster…');
  void cluster.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

// Starts the production server for a benchmark: a fresh DATA_DIR (so a freshly seeded embedded
// database, or `databaseUrl`), a free port (or `port`), and waits for /api/health. `checkout` runs
// another checkout's server (a baseline worktree with its own build). `cpuMs()` reads the server
// process's CPU time so far (user + system, all its threads; Linux's /proc), `mainCpuMs()` its main
// thread's alone (the HTTP thread, which every request passes through), `stop()` shuts it down and
// removes the data.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

function listenOn(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** Handed out already in this process (a baseline's server starts before the first one listens). */
const handedOut = new Set();

/** A free port: any, or the first free one of BENCH_PORTS (`3400-3419`) on a machine whose ports are shared out. */
async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listenOn(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (handedOut.has(port)) continue;
    try {
      await listenOn(port);
      handedOut.add(port);
      return port;
    } catch {
      // taken
    }
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

async function waitForHealth(baseUrl, child, log, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000}s\n${log()}`);
}

/** CPU time of a process in ms (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function processCpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time in ms of a process's main thread alone (/proc/<pid>/task/<pid>/stat): the thread that serves HTTP. */
function mainThreadCpuMs(pid) {
  const file = `/proc/${pid}/task/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `dataDir`: an existing data directory to serve (it is still removed at stop); default a fresh one.
 * `checkout`: the repository root whose server and build run (another worktree, for a baseline; default this one); `port`: default a free one.
 */
export async function startServer({ databaseUrl, dataDir: givenDataDir, checkout = repoRoot, port: givenPort } = {}) {
  const port = givenPort ?? (await freePort());
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'spc-bench-'));
  // The server's log goes straight to a file, not through this process: reading thousands of log lines a
  // second here would slow the load generator running in this process and show up as server latency.
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'spc-bench-log-'));
  const logFile = path.join(logDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const log = () => readFileSync(logFile, 'utf8').split('\n').slice(-50).join('\n');
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(
    `${checkout === repoRoot ? 'server' : `server of ${checkout}`} ready on ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)}s (${databaseUrl ? 'PostgreSQL' : givenDataDir ? 'prepared PGlite' : 'fresh PGlite'})`,
  );
  return { baseUrl, stop, cpuMs: () => processCpuMs(child.pid), mainCpuMs: () => mainThreadCpuMs(child.pid) };
}

// Bundle size of the home page: the JavaScript that apps/web/dist/index.html loads before anything can
// run — its entry script and every chunk the entry imports statically, transitively (Vite's build
// manifest, `build.manifest` in apps/web/vite.config.ts; dynamic imports are not followed; worked out
// in home-page-js.mjs, which bench/budget.mjs shares) — gzipped at zlib's default level (6), per file
// and in total, in KB and exact bytes; stylesheets reported apart.
// With --first-render, also loads / in Debian's Chromium against the production server and lists the
// lazy chunks the home page fetches before it is hydrated and idle (for information: not in the total).
// Needs a build first: npm run build && npm run bench:bundle [-- --first-render]
// (env: BUNDLE_DIST to point elsewhere; BENCH_URL to use a running server, CHROME_PATH [/usr/bin/chromium])
import path from 'node:path';
import { homePageFiles, readManifest, sizeOf as sizeIn } from './home-page-js.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.BUNDLE_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const firstRender = process.argv.includes('--first-render');

let manifest;
try {
  manifest = readManifest(dist, repoRoot);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { scripts, styles } = homePageFiles(manifest);
const sizeOf = (file) => sizeIn(dist, file);

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** KB for reading, and the exact bytes: a change of a few bytes (module order) shows only in these. */
const size = (bytes, unit) => `${kb(bytes).padStart(7)} KB ${unit} ${`(${bytes} B)`.padStart(10)}`;
function report(title, rows) {
  if (rows.length === 0) {
    console.log(`${title}: none`);
    return;
  }
  console.log(title);
  const width = Math.max(...rows.map((r) => r.file.length), 'total'.length);
  for (const r of rows) console.log(`  ${r.file.padEnd(width)}  ${size(r.gzip, 'gz')}  ${size(r.raw, 'raw')}`);
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log(`  ${'total'.padEnd(width)}  ${size(total.gzip, 'gz')}  ${size(total.raw, 'raw')}`);
}

report('JavaScript loaded by the home page (entry and its static imports)', scripts.map(sizeOf));
report('Stylesheets', styles.map(sizeOf));

if (firstRender) {
  const lazy = await lazyScriptsOfFirstRender('/');
  report(
    'Lazy chunks fetched by / on its first render (information only, not in the total above)',
    lazy.filter((file) => !scripts.includes(file)).map(sizeOf),
  );
}

/**
 * Loads `page` in headless Chromium (Chrome DevTools Protocol over the browser's WebSocket, no extra
 * dependency) and returns the dist files of the scripts it fetched until it was hydrated and the
 * network had been quiet for a second.
 */
async function lazyScriptsOfFirstRender(page) {
  const chromeLauncher = await import('chrome-launcher');
  const { startServer } = await import('./server.mjs');
  const server = process.env.BENCH_URL
    ? { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const target = await (
      await fetch(`http://127.0.0.1:${chrome.port}/json/new?about:blank`, { method: 'PUT' })
    ).json();
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    let nextId = 0;
    const pending = new Map();
    const scriptUrls = new Set();
    let lastRequestAt = Date.now();
    socket.onmessage = ({ data }) => {
      const message = JSON.parse(data);
      if (message.id !== undefined) pending.get(message.id)?.(message);
      else if (message.method === 'Network.requestWillBeSent') {
        lastRequestAt = Date.now();
        if (message.params.type === 'Script') scriptUrls.add(message.params.request.url);
      }
    };
    const send = (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, (message) =>
          message.error ? reject(new Error(message.error.message)) : resolve(message.result),
        );
        socket.send(JSON.stringify({ id, method, params }));
      });
    await send('Network.enable');
    await send('Network.setCacheDisabled', { cacheDisabled: true });
    await send('Page.navigate', { url: `${server.baseUrl}${page}` });
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${page} was not hydrated within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { result } = await send('Runtime.evaluate', {
        expression: "document.documentElement.dataset.hydrated === 'true'",
      });
      if (result.value === true && Date.now() - lastRequestAt > 1000) break;
    }
    socket.close();
    return [...scriptUrls]
      .map((url) => new URL(url))
      .filter((url) => url.origin === server.baseUrl)
      .map((url) => url.pathname.replace(/^\//, ''));
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

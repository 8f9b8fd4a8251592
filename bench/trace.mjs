// Where a page's main thread goes (issue 24 item 4): loads each page in Debian's Chromium with the CPU
// slowed 4x (Lighthouse's mobile profile) and a mobile viewport, records a performance trace and a
// JavaScript CPU profile until the page has hydrated and settled, and prints
//   - the main thread's time by kind (Lighthouse's groups: script evaluation, style & layout, …),
//   - script evaluation and compilation by file,
//   - every task over 50 ms: when, how long, what it was (the trace's top events), and the functions that
//     took its time (the CPU profile's samples, inclusive; names are readable in a build made with
//     `npx vite build --minify false` in apps/web, the figures barely change).
// Builds nothing: run `npm run build` first. A benchmark, not a test: the machine's load moves the figures.
// Usage: node bench/trace.mjs [page …]   (env: BENCH_URL to measure a running server, BENCH_RUNS [1],
// CHROME_PATH [/usr/bin/chromium], BENCH_CPU_SLOWDOWN [4])
import { chromium } from 'playwright';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { startServer } from './server.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const LONG_TASK_MS = 50;
/** How long the page is watched after `<html data-hydrated>`: the work deferred past hydration. */
const SETTLE_MS = 4000;

const categories = [
  '-*',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-lighthouse',
];

async function defaultPages(baseUrl) {
  const response = await fetch(`${baseUrl}/api/partners/v5/offers/summary?page_size=1`);
  const summary = await response.json();
  const offer = summary.offers[0];
  const partner = summary.partners_by_id[String(offer.partner_id)];
  return ['/', '/deals', `/deals/${partner.url_name}/offer/${offer.offer_id}`];
}

/** One traced load of `url`: the trace's events and the CPU profile. */
async function record(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories.filter((c) => !c.startsWith('-')), excludedCategories: ['*'] },
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // Polled with bare CDP evaluations, not Playwright's selectors: those inject a script whose
  // evaluation would show up as a long task of its own.
  for (let waited = 0; ; waited += 100) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.documentElement.dataset.hydrated' });
    if (result.value === 'true') break;
    if (waited > 60_000) throw new Error(`${url} did not hydrate`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { events, profile };
}

/** Inclusive time per function within [start, end) (trace microseconds), from the CPU profile's samples. */
function functionsIn(profile, start, end) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map();
  const self = new Map();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    const next = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1] : 0;
    if (time < start || time >= end) continue;
    const seen = new Set();
    const leaf = byId.get(profile.samples[i]).callFrame;
    const leafName = `${leaf.functionName || '(anonymous)'} ${leaf.url.split('/').pop()}:${leaf.lineNumber + 1}`;
    self.set(leafName, (self.get(leafName) ?? 0) + next / 1000);
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const { functionName, url, lineNumber } = byId.get(id).callFrame;
      if (functionName === '(root)' || functionName === '(program)' || functionName === '(idle)') continue;
      const file = url ? url.split('/').pop() : '';
      const name = `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + next / 1000);
    }
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  // The app's own functions (components, hooks, start-up), the libraries' chunks aside.
  const own = new Map([...inclusive].filter(([name]) => !/ (react|vendor|rolldown-runtime)-[\w-]+\.js:/.test(name)));
  return { inclusive: top(inclusive, 10), self: top(self, 6), own: top(own, 10) };
}

/** What a top-level task was, from its biggest children: "EvaluateScript app.js", "FunctionCall …". */
function describe(task) {
  const parts = [];
  const visit = (node, depth) => {
    const data = node.event.args?.data ?? node.event.args?.beginData ?? {};
    const file = (data.url ?? data.stackTrace?.[0]?.url ?? '').split('/').pop();
    const fn = data.functionName ? ` ${data.functionName}` : '';
    if (depth > 0 && node.duration >= 2)
      parts.push(`${node.event.name}${file ? ` ${file}` : ''}${fn} ${node.duration.toFixed(0)}`);
    if (depth < 2)
      for (const child of [...node.children].sort((a, b) => b.duration - a.duration).slice(0, 4))
        visit(child, depth + 1);
  };
  visit(task, 0);
  return parts.slice(0, 6).join('; ');
}

function analyse({ events, profile }) {
  const processed = TraceProcessor.processTrace({ traceEvents: events });
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const byGroup = {};
  const byScript = {};
  for (const task of tasks) {
    byGroup[task.group.id] = (byGroup[task.group.id] ?? 0) + task.selfTime;
    if (task.group.id === 'scriptEvaluation' || task.group.id === 'scriptParseCompile') {
      const file = (task.attributableURLs.findLast(Boolean) ?? '(none)').split('/').pop();
      byScript[file] = (byScript[file] ?? 0) + task.selfTime;
    }
  }
  const topLevel = tasks.filter((task) => !task.parent);
  const long = topLevel
    .filter((task) => task.duration > LONG_TASK_MS)
    .map((task) => {
      const groups = {};
      const walk = (node) => {
        groups[node.group.id] = (groups[node.group.id] ?? 0) + node.selfTime;
        node.children.forEach(walk);
      };
      walk(task);
      return {
        startMs: task.startTime, // ms from the navigation
        durationMs: task.duration,
        groups,
        what: describe(task),
        functions: functionsIn(profile, task.event.ts, task.event.ts + task.duration * 1000),
      };
    });
  const blocking = topLevel.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
  const total = topLevel.reduce((sum, task) => sum + task.duration, 0);
  return { byGroup, byScript, long, blocking, total };
}

const round = (ms) => Math.round(ms);

async function main() {
  const server = process.env.BENCH_URL
    ? { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const args = process.argv.slice(2);
    const pages = args.length > 0 ? args : await defaultPages(server.baseUrl);
    for (const path of pages) {
      const url = `${server.baseUrl}${path}`;
      await (await fetch(url)).text(); // the page cache filled, as for a visitor after the first
      for (let run = 1; run <= runs; run++) {
        const result = analyse(await record(browser, url));
        console.log(`\n=== ${path} (run ${run}/${runs}, CPU ${cpuSlowdown}x) ===`);
        console.log(
          `main thread ${round(result.total)} ms in top-level tasks; blocking (sum over ${LONG_TASK_MS} ms) ${round(result.blocking)} ms`,
        );
        console.log(
          'by kind (ms):',
          Object.entries(result.byGroup)
            .sort((a, b) => b[1] - a[1])
            .map(([group, ms]) => `${group} ${round(ms)}`)
            .join(', '),
        );
        console.log(
          'script by file (ms):',
          Object.entries(result.byScript)
            .sort((a, b) => b[1] - a[1])
            .filter(([, ms]) => ms >= 1)
            .map(([file, ms]) => `${file} ${round(ms)}`)
            .join(', '),
        );
        for (const task of result.long) {
          console.log(
            `  long task at ${round(task.startMs)} ms: ${round(task.durationMs)} ms (${Object.entries(task.groups)
              .filter(([, ms]) => ms >= 1)
              .map(([group, ms]) => `${group} ${round(ms)}`)
              .join(', ')})`,
          );
          console.log(`    ${task.what}`);
          for (const [name, ms] of task.functions.inclusive)
            console.log(`      ${round(ms).toString().padStart(4)} ms  ${name}`);
          console.log(`    app: ${task.functions.own.map(([name, ms]) => `${name} ${round(ms)}`).join(', ')}`);
          console.log(`    self: ${task.functions.self.map(([name, ms]) => `${name} ${round(ms)}`).join(', ')}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

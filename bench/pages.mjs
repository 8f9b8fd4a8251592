// Page performance: Lighthouse (mobile profile, simulated throttling) in Debian's Chromium against the
// production build on /, /deals, an offer page, /faq-help and a blog post, printing the performance score and the Largest
// Contentful Paint. Each page is also run with its scripts blocked, in the same run, as the reference of
// what the server's HTML alone scores (issue 24: LCP within 1.2x of it). Builds nothing: run `npm run build` first (the root `bench:pages` script does).
// Each page is run BENCH_RUNS times (default 3; the simulated TBT moves with the machine's load) and the
// medians printed, with Lighthouse's main-thread breakdown (by kind, by script, long tasks) of the median run;
// bench/trace.mjs goes further (a real trace, function by function).
// Usage: npm run bench:pages   (env: BENCH_URL to measure a running server, CHROME_PATH [/usr/bin/chromium],
// BENCH_RUNS, BENCH_PAGES, BENCH_BASELINE: see main)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function offerPagePath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/partners/v5/offers/summary?page_size=1`);
  const summary = await response.json();
  const offer = summary.offers[0];
  const partner = summary.partners_by_id[String(offer.partner_id)];
  return `/deals/${partner.url_name}/offer/${offer.offer_id}`;
}

async function blogPostPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/content/blog`);
  const { posts } = await response.json();
  return `/blog/${posts[0].slug}`;
}

/**
 * Loads the page once as a visitor before would have: the server's caches filled, and every picture
 * variant its HTML names drawn (sharp draws a variant on its first request and keeps it: decision 021).
 */
async function warmUp(url) {
  const html = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const pictures = new Set([...html.matchAll(/\/media\/[\w.-]+/g)].map((match) => match[0]));
  await Promise.all([...pictures].map((path) => fetch(new URL(path, url)).then((response) => response.arrayBuffer())));
}

/** One Lighthouse run of `url`, the requests matching `blockedUrlPatterns` blocked. */
async function measure(port, url, blockedUrlPatterns) {
  const { lhr } = await lighthouse(
    url,
    { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
    { extends: 'lighthouse:default', settings: { blockedUrlPatterns } },
  );
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const file = (url) => (url.startsWith('http') ? new URL(url).pathname.split('/').pop() || '(document)' : url);
  return {
    figures: {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      'LCP s': Number((audit('largest-contentful-paint') / 1000).toFixed(2)),
      'FCP s': Number((audit('first-contentful-paint') / 1000).toFixed(2)),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
    },
    // Lighthouse's main-thread breakdown (its simulated mobile CPU: the trace's times × 4).
    breakdown: {
      mainThread: items('mainthread-work-breakdown').map((item) => `${item.group} ${Math.round(item.duration)}`),
      scripts: items('bootup-time')
        .slice(0, 5)
        .map((item) => `${file(item.url)} ${Math.round(item.scripting)}+${Math.round(item.scriptParseCompile)}`),
      longTasks: items('long-tasks').map(
        (item) => `${file(item.url)} at ${Math.round(item.startTime)} for ${Math.round(item.duration)}`,
      ),
      // Lighthouse 13 names the LCP element in its LCP breakdown insight (a `node` item of its list).
      lcpElement: items('lcp-breakdown-insight').find((item) => item.type === 'node')?.selector ?? '',
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The runs of one page summed up: each figure's median, TBT's range, the median-TBT run's breakdown. */
function summarise(all) {
  // A run Lighthouse could not finish (a timeout on a loaded machine) has no figures: left out.
  const finished = all.filter((r) => Number.isFinite(r.figures['TBT ms']) && Number.isFinite(r.figures['LCP s']));
  const results = finished.length > 0 ? finished : all;
  const figures = {};
  for (const key of Object.keys(results[0].figures)) figures[key] = median(results.map((r) => r.figures[key]));
  const tbts = results.map((r) => r.figures['TBT ms']);
  figures['TBT range'] = `${Math.min(...tbts)}–${Math.max(...tbts)}`;
  figures.runs = finished.length;
  const typical = results.find((r) => r.figures['TBT ms'] === figures['TBT ms']) ?? results[0];
  return { figures, breakdown: typical.breakdown };
}

/**
 * Env: BENCH_RUNS (3) runs of each page, medians reported; BENCH_PAGES a comma-separated list of paths
 * (default /, /deals, an offer page, /faq-help, a blog post); BENCH_BASELINE the path of another checkout,
 * built, whose server runs beside this one: each run measures both, one after the other, so the machine's
 * load weighs on both alike.
 */
async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const servers = process.env.BENCH_URL
    ? [{ label: '', baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }]
    : [{ label: '', ...(await startServer()) }];
  if (process.env.BENCH_BASELINE) {
    servers[0].label = 'this ';
    servers.push({ label: 'base ', ...(await startServer({ checkout: process.env.BENCH_BASELINE })) });
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const baseUrl = servers[0].baseUrl;
    const pages = process.env.BENCH_PAGES
      ? process.env.BENCH_PAGES.split(',')
      : ['/', '/deals', await offerPagePath(baseUrl), '/faq-help', await blogPostPath(baseUrl)];
    const rows = {};
    const breakdowns = [];
    for (const page of pages) {
      const results = new Map();
      for (const server of servers) await warmUp(`${server.baseUrl}${page}`);
      for (let run = 0; run < runs; run++) {
        for (const server of servers) {
          const url = `${server.baseUrl}${page}`;
          for (const [kind, blocked] of [
            ['', []],
            // The same page, its scripts blocked: the server-rendered HTML and stylesheet alone.
            [' (scripts blocked)', ['*.js']],
          ]) {
            const key = `${server.label}${page}${kind}`;
            if (!results.has(key)) results.set(key, []);
            results.get(key).push(await measure(chrome.port, url, blocked));
          }
        }
      }
      for (const server of servers) {
        const withScripts = summarise(results.get(`${server.label}${page}`));
        const htmlOnly = summarise(results.get(`${server.label}${page} (scripts blocked)`));
        withScripts.figures['LCP x'] = Number(
          (withScripts.figures['LCP s'] / Math.max(0.01, htmlOnly.figures['LCP s'])).toFixed(2),
        );
        htmlOnly.figures['LCP x'] = 1;
        rows[`${server.label}${page}`] = withScripts.figures;
        rows[`${server.label}${page} (scripts blocked)`] = htmlOnly.figures;
        breakdowns.push([`${server.label}${page}`, withScripts.breakdown]);
      }
    }
    console.log(
      `Lighthouse, mobile profile (simulated throttling), median of ${runs} run(s); LCP x: against the same page, scripts blocked`,
    );
    console.table(rows);
    console.log('Main thread of the median-TBT run (Lighthouse: ms on its simulated mobile CPU)');
    for (const [key, breakdown] of breakdowns) {
      console.log(`${key}  (LCP element: ${breakdown.lcpElement})`);
      console.log(`  by kind: ${breakdown.mainThread.join(', ')}`);
      console.log(`  scripts (evaluation+compile): ${breakdown.scripts.join(', ')}`);
      console.log(`  long tasks: ${breakdown.longTasks.join(', ') || 'none'}`);
    }
  } finally {
    await chrome.kill();
    for (const server of servers) await server.stop();
  }
}

await main();

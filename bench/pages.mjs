// Page performance: Lighthouse (mobile profile, simulated throttling) in Debian's Chromium against the
// production build on /, /deals, an offer page, /faq-help and a blog post, printing the performance score and the Largest
// Contentful Paint. Each page is also run with its scripts blocked, in the same run, as the reference of
// what the server's HTML alone scores (issue 24: LCP within 1.2x of it). Builds nothing: run `npm run build` first (the root `bench:pages` script does).
// Usage: npm run bench:pages   (env: BENCH_URL to measure a running server, CHROME_PATH [/usr/bin/chromium])
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
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    'LCP s': Number((audit('largest-contentful-paint') / 1000).toFixed(2)),
    'FCP s': Number((audit('first-contentful-paint') / 1000).toFixed(2)),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}

async function main() {
  const server = process.env.BENCH_URL
    ? { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const pages = ['/', '/deals', await offerPagePath(server.baseUrl), '/faq-help', await blogPostPath(server.baseUrl)];
    const rows = {};
    for (const page of pages) {
      const url = `${server.baseUrl}${page}`;
      await warmUp(url);
      const withScripts = await measure(chrome.port, url, []);
      // The same page, its scripts blocked: the server-rendered HTML and stylesheet alone.
      const htmlOnly = await measure(chrome.port, url, ['*.js']);
      rows[page] = withScripts;
      rows[`${page} (scripts blocked)`] = htmlOnly;
      rows[`${page} (scripts blocked)`]['LCP x'] = 1;
      rows[page]['LCP x'] = Number((withScripts['LCP s'] / Math.max(0.01, htmlOnly['LCP s'])).toFixed(2));
    }
    console.log('Lighthouse, mobile profile (simulated throttling); LCP x: against the same page, scripts blocked');
    console.table(rows);
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

await main();

// Server-rendered public pages (issue 3 item 6, decision 007) through app.inject, against the real
// web build (client and SSR bundle, built by the test run's global setup when missing) and a seeded
// database: data in the HTML, head tags, the CSP (no inline script runs), French pages, structured data, bots, sitemap and
// robots.txt; and how a page is cached and sent (decision 018): rendered once, compressed once,
// CDN-ready headers, ETag and 304, no-store for a signed-in browser.
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { preparePage } from './spa.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../../web/dist');
const PUBLIC_URL = 'https://spc.example';

let t: TestApp;
let offerPath: string;
let offerTitle: string;
let offerTitleFr: string;

interface SummaryBody {
  offers: { offer_id: number; partner_id: number; title_en: string; title_fr: string }[];
  partners_by_id: Record<string, { url_name: string }>;
}

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR, PUBLIC_URL });
  await seedDatabase(t.database.db);
  const summary = (await t.app.inject('/api/partners/v5/offers/summary?page_size=1')).json<SummaryBody>();
  const offer = summary.offers[0]!;
  offerPath = `/deals/${summary.partners_by_id[String(offer.partner_id)]!.url_name}/offer/${offer.offer_id}`;
  offerTitle = offer.title_en;
  offerTitleFr = offer.title_fr;
});

afterAll(async () => {
  await t.close();
});

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

function inlineScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
  }));
}

describe('server-rendered pages', () => {
  it('renders /deals with the offers from the database, its head tags, and no inline script the CSP would run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/deals' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(escapeHtml(offerTitle));
    expect(html).toContain('<title>All discounts — SPC</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="Every student discount/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/deals"`);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/deals"`, 'i'));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr/deals"`, 'i'));

    const csp = String(res.headers['content-security-policy']);
    // Scripts from the origin only: no inline script runs, with or without a nonce (decision 018);
    // inline styles are allowed (Radix's scroll lock).
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).not.toContain("'nonce-");
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    const scripts = inlineScripts(html);
    // The server state; JSON-LD is on offer pages only (modules/seo/head.test.ts). Both are data
    // blocks, which a browser never executes.
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const script of scripts) expect(script.attributes).toMatch(/\btype="application\/(ld\+)?json"/);
    expect(html).not.toMatch(/\bnonce=/);

    const state = scripts.find((script) => script.attributes.includes('id="spc-server-state"'));
    const parsed = JSON.parse(state?.body ?? '{}') as {
      language: string;
      namespaces: string[];
      queries: { queries: unknown[] };
    };
    expect(parsed.language).toBe('en');
    expect(parsed.queries.queries.length).toBeGreaterThan(0);
    // The catalogues the page used, which the browser loads before hydrating: not the member areas'.
    expect(parsed.namespaces).toEqual(expect.arrayContaining(['common', 'deals', 'nav']));
    expect(parsed.namespaces).not.toContain('account');
  });

  it('sends every page under the one strict policy, its inline scripts data blocks only (an offer page too)', async () => {
    const policies = new Set<string>();
    for (const url of ['/deals', '/', offerPath, '/fr/deals']) {
      const res = await t.app.inject({ method: 'GET', url });
      policies.add(String(res.headers['content-security-policy']));
      for (const script of inlineScripts(res.body)) {
        expect(script.attributes, url).toMatch(/\btype="application\/(ld\+)?json"/);
      }
    }
    expect([...policies]).toEqual([String((await t.app.inject('/api/health')).headers['content-security-policy'])]);
  });

  it('puts schema.org Offer data on an offer page', async () => {
    const res = await t.app.inject({ method: 'GET', url: offerPath });
    expect(res.statusCode).toBe(200);
    const ld = inlineScripts(res.body).find((script) => script.attributes.includes('application/ld+json'));
    const data = JSON.parse(ld?.body ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Offer');
    expect(data.name).toBe(offerTitle);
    expect(data.url).toBe(`${PUBLIC_URL}${offerPath}`);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${offerPath}"`);
    expect(res.body).toContain(`<title>${escapeHtml(offerTitle)}`);
  });

  it('renders French under /fr', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fr/deals' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr"');
    expect(res.body).toContain('<title>Tous les rabais — SPC</title>');
    expect(res.body).toContain(escapeHtml(offerTitleFr));
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/fr/deals"`);
    expect(res.headers['content-language']).toBe('fr');
  });

  it('follows the language cookie, but not for bots, which get the page of the URL in full', async () => {
    const cookie = await t.app.inject({ method: 'GET', url: '/deals', headers: { cookie: 'spc_language=fr' } });
    expect(cookie.body).toContain('<html lang="fr"');
    const bot = await t.app.inject({
      method: 'GET',
      url: '/deals',
      headers: {
        cookie: 'spc_language=fr',
        'accept-language': 'fr-CA',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(bot.statusCode).toBe(200);
    expect(bot.body).toContain('<html lang="en"');
    expect(bot.body).toContain(escapeHtml(offerTitle));
  });

  it('answers a loader redirect with a redirect, keeping the French prefix', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/fr/deals/offer/${offerPath.split('/').at(-1)}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/fr${offerPath}`);
  });

  it('answers an unknown category with a rendered 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/deals/category/no-such-category' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers a path no route lists with the rendered 404 page and status 404, in French too', async () => {
    for (const [url, title] of [
      ['/no/such/page', 'Page not found'],
      ['/no-such-holiday', 'Page not found'],
      ['/fr/no/such/page', 'Page introuvable'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(title);
    }
  });

  it('renders an active holiday event page with its offers, and a past one as the 404 page', async () => {
    const events = (await t.app.inject('/api/careers/holiday/active')).json<{
      holiday_events: { url_name: string; offers: { title_en: string; title_fr: string }[] }[];
    }>();
    const [event] = events.holiday_events;
    const offer = event!.offers[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/${event!.url_name}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Holiday deals — SPC</title>');
    expect(res.body).toContain(escapeHtml(offer.title_en));
    const fr = await t.app.inject({ method: 'GET', url: `/fr/${event!.url_name}` });
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('<title>Aubaines des Fêtes — SPC</title>');
    expect(fr.body).toContain(escapeHtml(offer.title_fr));
    const past = await t.app.inject({ method: 'GET', url: '/spring-break' });
    expect(past.statusCode).toBe(404);
    expect(past.body).toContain('Page not found');
  });

  it('still answers a listed page the server does not render with the SPA shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('compresses a rendered page for a browser, with its stylesheet inlined', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/deals',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain(escapeHtml(offerTitle));
    expect(html).toMatch(/<style>[\s\S]+?<\/style>/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);

    const gzipped = await t.app.inject({ method: 'GET', url: '/deals', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toContain(escapeHtml(offerTitle));
  });

  it('names the inlined stylesheet in a disabled link, so a lazy chunk does not load it a second time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/deals', headers: { 'accept-encoding': 'identity' } });
    const link = /<link disabled rel="stylesheet" href="(\/assets\/[^"]+\.css)">/.exec(res.body);
    expect(link).not.toBeNull();
    // The same stylesheet as the one inlined: what the shell links, the rendered page carries.
    const css = await t.app.inject({ method: 'GET', url: link![1] });
    expect(css.statusCode).toBe(200);
    expect(res.body).toContain(`<style>${css.body}</style>`);
  });

  it('renders a page once for the visitors of the next seconds, and sends the same bytes to each', async () => {
    const url = '/deals?utm_source=page-cache-test';
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // Another language is another page.
    const french = await t.app.inject({ method: 'GET', url, headers: { cookie: 'session=x; spc_language=fr' } });
    expect(french.headers['x-cache']).toBe('miss');
    expect(french.body).toContain('<html lang="fr"');
  });

  it('renders a cold page once for concurrent requests (single flight)', async () => {
    const url = '/deals?utm_source=single-flight-test';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    // `miss` marks the one request that rendered; the others waited for its page.
    expect(answers.filter((res) => res.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('stores a page compressed once: the same bytes and a strong ETag per encoding', async () => {
    const url = '/deals?utm_source=encodings-test';
    const get = (encoding?: string, ifNoneMatch?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: {
          ...(encoding && { 'accept-encoding': encoding }),
          ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }),
        },
      });
    const [br1, br2, gz, plain] = [await get('gzip, deflate, br'), await get('br'), await get('gzip'), await get()];
    expect(br2.headers['x-cache']).toBe('hit');
    expect(br2.rawPayload.equals(br1.rawPayload)).toBe(true);
    expect(br1.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body;
    expect(brotliDecompressSync(br1.rawPayload).toString('utf8')).toBe(html);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(html);
    const etags = [br1, gz, plain].map((res) => String(res.headers.etag));
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Set(etags).size).toBe(3);
    expect(br2.headers.etag).toBe(br1.headers.etag);

    const notModified = await get('br', etags[0]);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etags[0]);
    expect(notModified.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect((await get('br', '"stale"')).statusCode).toBe(200);
  });

  it('varies a page on its language inputs only when the URL does not name the language', async () => {
    const unprefixed = await t.app.inject({ method: 'GET', url: '/deals' });
    expect(unprefixed.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    const french = await t.app.inject({ method: 'GET', url: '/fr/deals' });
    expect(french.headers.vary).toBe('Accept-Encoding');
  });

  it('sends a signed-in browser its page with no-store, never the public Cache-Control', async () => {
    for (const cookie of [
      'better-auth.session_token=abc.def',
      'spc_language=en; __Secure-better-auth.session_token=x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/deals', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], cookie).toBe('no-store');
    }
    const other = await t.app.inject({ method: 'GET', url: '/deals', headers: { cookie: 'spc_language=en' } });
    expect(other.headers['cache-control']).toMatch(/^public, /);
  });

  it('answers a stored page as it arrives with the very headers the page handler sends (decision 042)', async () => {
    const url = '/deals?utm_source=early-test';
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const miss = await t.app.inject({ method: 'GET', url, headers });
    const hit = await t.app.inject({ method: 'GET', url, headers });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    const comparable = (res: typeof miss) => {
      const { date: _date, 'x-request-id': requestId, 'x-cache': _cache, ...rest } = res.headers;
      expect(requestId).toMatch(/^[\w-]+$/);
      return rest;
    };
    // Security headers (CSP included), Cache-Control, Vary, Content-Language, ETag, type, encoding, length.
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(hit.headers['content-security-policy']).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(hit.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(hit.headers['content-length']).toBe(String(hit.rawPayload.length));
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);

    // If-None-Match → 304 without a body; a signed-in browser's hit is no-store; HEAD has no body.
    const notModified = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': String(hit.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.headers['x-cache']).toBe('hit');
    const member = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, cookie: 'better-auth.session_token=abc.def' },
    });
    expect(member.headers['x-cache']).toBe('hit');
    expect(member.headers['cache-control']).toBe('no-store');
    const head = await t.app.inject({ method: 'HEAD', url, headers });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(hit.headers.etag);
  });

  it('keeps a URL that names its language varying on Accept-Encoding only when served from the cache', async () => {
    await t.app.inject({ method: 'GET', url: '/fr/deals?utm_source=early-test' });
    const hit = await t.app.inject({ method: 'GET', url: '/fr/deals?utm_source=early-test' });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(hit.headers['content-language']).toBe('fr');
  });

  it('never answers the API, the staff console or a 404 page from the page cache', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await t.app.inject({ method: 'GET', url: '/no-such-page-early' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-cache']).toBe('miss');
      expect(missing.headers['cache-control']).toBe('no-cache');
      const console = await t.app.inject({ method: 'GET', url: '/admin?from=early' });
      expect(console.statusCode).toBe(404);
      expect(console.headers['x-robots-tag']).toBe('noindex, nofollow');
      const api = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('sends the catalogue reads CDN-ready and the personal API answers no-store', async () => {
    const url = '/api/partners/v5/offers/summary?page_size=2&current_page=1';
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // Profile, cards, orders, saved lists: whatever the session decides, answered or refused.
    for (const personal of [
      '/api/users/v2/user/profile',
      '/api/users/v2/user/favouriteOffers',
      '/api/auth/get-session',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: personal });
      expect(res.headers['cache-control'], personal).toBe('no-store');
    }
  });

  it('keeps the SPA shell for pages that are not public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favourites' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('spc-server-state');
  });
});

describe('preparePage', () => {
  it('has identity ready at once and compresses each encoding on its first request, once', async () => {
    const html = `<!doctype html><p>${'deal '.repeat(2000)}</p>`;
    const page = preparePage({ status: 200, html, language: 'fr' }, 'Accept-Encoding');
    const identity = page.representation(undefined);
    expect(identity).not.toBeInstanceOf(Promise);
    expect((identity as Awaited<typeof identity>).body.toString()).toBe(html);
    const first = page.representation('br');
    expect(page.representation('br')).toBe(first);
    const br = await first;
    expect(page.representation('br')).toBe(br);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-language': 'fr' });
    expect(br.etag).toMatch(/^"[\w-]+-br"$/);
    const gzip = await page.representation('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(new Set([identity, br, gzip].map((r) => (r as typeof br).etag)).size).toBe(3);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages with their French alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    // Well formed enough for a crawler: every <url> closed, no bare ampersand.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    expect(xml).toContain(`<loc>${PUBLIC_URL}${offerPath}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/fr${offerPath}</loc>`);
    expect(xml).toMatch(/<loc>https:\/\/spc\.example\/deals\/category\/[^<]+<\/loc>/);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/deals</loc>`);
  });

  it('robots.txt points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

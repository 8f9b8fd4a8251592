// Server-rendered public pages (issue 3 item 6, decision 007) through app.inject, against the real
// web build (client and SSR bundle, built by the test run's global setup when missing) and a seeded
// database: data in the HTML, head tags, CSP nonce, French pages, structured data, bots, sitemap and
// robots.txt.
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

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
  it('renders /deals with the offers from the database, its head tags and a nonce matching the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/deals' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
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
    // Scripts never run inline without the nonce; inline styles are allowed (Radix's scroll lock).
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = inlineScripts(html);
    // The server state; JSON-LD is on offer pages only (modules/seo/head.test.ts).
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`);

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

  it('gives every response its own nonce', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(String((await t.app.inject('/deals')).headers['content-security-policy']))?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
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

  it('renders a page once for the visitors of the next seconds, each response with its own nonce', async () => {
    const url = '/deals?utm_source=page-cache-test';
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    const nonces = [first, second].map(
      (res) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(second.body).toContain(`nonce="${nonces[1]}"`);
    expect(second.body).not.toContain(String(nonces[0]));
    expect(second.body.replaceAll(String(nonces[1]), 'N')).toBe(first.body.replaceAll(String(nonces[0]), 'N'));
    // Another language is another page.
    const french = await t.app.inject({ method: 'GET', url, headers: { cookie: 'session=x; spc_language=fr' } });
    expect(french.headers['x-cache']).toBe('miss');
    expect(french.body).toContain('<html lang="fr"');
  });

  it('keeps the SPA shell for pages that are not public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favourites' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('spc-server-state');
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

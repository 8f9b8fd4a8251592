// The head of every server-rendered public page as sent (issue 3 item 6, decision 007), through
// app.inject with the real web build on the seed: exactly one title, description and canonical, the
// en/fr/x-default alternates of the page, all inside <head>; Offer JSON-LD on an offer page, naming
// that page, and on no other page.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedDatabase } from '../../db/seed/index.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../../../web/dist');
const PUBLIC_URL = 'https://spc.example';

let t: TestApp;
let offerPath: string;
let category: string;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR, PUBLIC_URL });
  await seedDatabase(t.database.db);
  const summary = (await t.app.inject('/api/partners/v5/offers/summary?page_size=1')).json<{
    offers: { offer_id: number; partner_id: number }[];
    partners_by_id: Record<string, { url_name: string }>;
  }>();
  const offer = summary.offers[0]!;
  offerPath = `/deals/${summary.partners_by_id[String(offer.partner_id)]!.url_name}/offer/${offer.offer_id}`;
  const { categories } = (await t.app.inject('/api/partners/v2/categories')).json<{
    categories: { url_name: string }[];
  }>();
  category = `/deals/category/${categories[0]!.url_name}`;
});

afterAll(async () => {
  await t.close();
});

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/** The head tags of a page as sent, and whether each sits inside <head>. */
function headOf(html: string) {
  const headEnd = html.indexOf('</head>');
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => ({ tag: match[0], at: match.index }));
  const inHead = (found: { at: number }[]) => found.every(({ at }) => at < headEnd);
  const titles = tags(/<title>[\s\S]*?<\/title>/g);
  const descriptions = tags(/<meta name="description"[^>]*>/g);
  const canonicals = tags(/<link rel="canonical"[^>]*>/g);
  const alternates = tags(/<link rel="alternate"[^>]*>/g);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return {
    counts: { titles: titles.length, descriptions: descriptions.length },
    inHead: inHead([...titles, ...descriptions, ...canonicals, ...alternates]),
    canonicals: canonicals.map(({ tag }) => attribute(tag, 'href')),
    alternates: alternates.map(({ tag }) => `${attribute(tag, 'hreflang')} ${attribute(tag, 'href')}`).sort(),
    jsonLd: jsonLd.map((match) => JSON.parse(match[1] ?? '') as { '@type': string; url: string }),
  };
}

function expectHead(html: string, pagePath: string, language: 'en' | 'fr') {
  const en = `${PUBLIC_URL}${pagePath}`;
  const fr = `${PUBLIC_URL}${pagePath === '/' ? '/fr' : `/fr${pagePath}`}`;
  const head = headOf(html);
  expect(head).toMatchObject({
    counts: { titles: 1, descriptions: 1 },
    inHead: true,
    canonicals: [language === 'fr' ? fr : en],
    alternates: [`en ${en}`, `fr ${fr}`, `x-default ${en}`].sort(),
  });
  return head;
}

describe('server-rendered head tags', () => {
  it('gives each listing page one set of its own, and no JSON-LD', async () => {
    for (const [url, pagePath, language] of [
      ['/', '/', 'en'],
      ['/fr', '/', 'fr'],
      ['/deals?sort_by=new&page=1', '/deals', 'en'],
      ['/deals?page=2', '/deals?page=2', 'en'],
      [`${category}?source=category`, category, 'en'],
      [`/fr${category}`, category, 'fr'],
      ['/search/coffee', '/search/coffee', 'en'],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(expectHead(res.body, pagePath, language).jsonLd, url).toEqual([]);
    }
  });

  it('gives an offer page its Offer data, in the page’s language', async () => {
    for (const language of ['en', 'fr'] as const) {
      const url = language === 'fr' ? `/fr${offerPath}` : `${offerPath}?source=category`;
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const head = expectHead(res.body, offerPath, language);
      expect(head.jsonLd).toEqual([
        expect.objectContaining({ '@type': 'Offer', url: head.canonicals[0] }) as Record<string, unknown>,
      ]);
    }
  });

  it('leaves a page that is not found without links or Offer data', async () => {
    const res = await t.app.inject('/deals/category/no-such-category');
    expect(res.statusCode).toBe(404);
    const head = headOf(res.body);
    expect(head).toMatchObject({ counts: { titles: 1, descriptions: 0 }, canonicals: [], jsonLd: [] });
  });
});

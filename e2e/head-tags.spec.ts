// Head tags of the public pages on the production build (issue 3 item 6): the server-rendered page
// arrives with one title, description, canonical and set of en/fr/x-default alternates; after
// hydration and after every in-app navigation or language switch there is still exactly one of each,
// for the page shown, and the Offer JSON-LD of the offer shown and of no other.
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './support.ts';

interface Head {
  titles: string[];
  descriptions: number;
  canonicals: string[];
  alternates: string[];
  offers: { type: unknown; url: unknown }[];
}

/** What a crawler reads in the document now. */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => ({
    titles: [...document.querySelectorAll('title')].map((el) => el.textContent),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((el) => el.getAttribute('href') ?? ''),
    alternates: [...document.querySelectorAll('link[rel="alternate"]')]
      .map((el) => `${el.getAttribute('hreflang')} ${el.getAttribute('href')}`)
      .sort(),
    offers: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => {
      const data = JSON.parse(el.textContent) as { '@type'?: unknown; url?: unknown };
      return { type: data['@type'], url: data.url };
    }),
  }));
}

/** Waits until the head is exactly the one of `path` (as the browser shows it) in `language`. */
async function expectHeadOf(page: Page, path: string, language: 'en' | 'fr', { offer }: { offer: boolean }) {
  const origin = new URL(page.url()).origin;
  const en = `${origin}${path}`;
  const fr = `${origin}${path === '/' ? '/fr' : `/fr${path}`}`;
  const canonical = language === 'fr' ? fr : en;
  await expect
    .poll(async () => {
      const head = await readHead(page);
      return { ...head, titles: head.titles.length };
    })
    .toEqual({
      titles: 1,
      descriptions: 1,
      canonicals: [canonical],
      alternates: [`en ${en}`, `fr ${fr}`, `x-default ${en}`].sort(),
      offers: offer ? [{ type: 'Offer', url: canonical }] : [],
    });
  // The title the browser shows is the page's own, not the shell's.
  await expect(page).not.toHaveTitle('SPC — Student discounts');
}

const offerCards = (page: Page, list: string) => page.getByRole('list', { name: list }).locator(':scope > li');
const currentPath = (page: Page) => new URL(page.url()).pathname;

test('category → offer → related offer → French → back: one set of head tags, always the current page’s', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { categories } = (await (await request.get('/api/partners/v2/categories')).json()) as {
    categories: { url_name: string }[];
  };
  const category = `/deals/category/${categories[0]?.url_name ?? 'food'}`;

  await page.goto(`${category}?source=category&sort_by=new`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectHeadOf(page, category, 'en', { offer: false });

  await offerCards(page, 'Offers').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/deals\/[^/]+\/offer\/\d+$/);
  const firstOffer = currentPath(page);
  await expectHeadOf(page, firstOffer, 'en', { offer: true });

  const related = page.getByRole('region', { name: 'You might also like' });
  await related.getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).not.toHaveURL(new RegExp(`${firstOffer}$`));
  await expect(page).toHaveURL(/\/deals\/[^/]+\/offer\/\d+$/);
  const secondOffer = currentPath(page);
  await expectHeadOf(page, secondOffer, 'en', { offer: true });

  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectHeadOf(page, secondOffer, 'fr', { offer: true });

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${firstOffer}$`));
  await expectHeadOf(page, firstOffer, 'fr', { offer: true });

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${category}\\?`));
  await expectHeadOf(page, category, 'fr', { offer: false });
  expect(errors, 'errors in the browser console').toEqual([]);
});

test('home → /deals → a category → an offer: no tag of an earlier page stays behind', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectHeadOf(page, '/', 'en', { offer: false });

  await page.getByRole('link', { name: 'Browse discounts' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expectHeadOf(page, '/deals', 'en', { offer: false });

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(2).click();
  await expect(page).toHaveURL(/\/deals\/category\/[^/?]+$/);
  await expectHeadOf(page, currentPath(page), 'en', { offer: false });

  await offerCards(page, 'Offers').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/deals\/[^/]+\/offer\/\d+$/);
  await expectHeadOf(page, currentPath(page), 'en', { offer: true });
  expect(errors, 'errors in the browser console').toEqual([]);
});

test('a page the server does not render keeps no placeholder title or description of the shell', async ({ page }) => {
  await page.goto('/brands');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectHeadOf(page, '/brands', 'en', { offer: false });
});

test('a French offer page loaded from the server keeps its own head tags once hydrated', async ({ page, request }) => {
  const errors = watchErrors(page);
  const summary = (await (await request.get('/api/partners/v5/offers/summary?page_size=1')).json()) as {
    offers: { offer_id: number; partner_id: number }[];
    partners_by_id: Record<string, { url_name: string }>;
  };
  const offer = summary.offers[0];
  expect(offer).toBeDefined();
  const path = `/deals/${summary.partners_by_id[String(offer?.partner_id)]?.url_name}/offer/${offer?.offer_id}`;

  const response = await page.goto(`/fr${path}`);
  // As sent: the tags are in the HTML itself, once.
  const html = (await response?.text()) ?? '';
  expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
  expect(html.match(/<script type="application\/ld\+json"/g)).toHaveLength(1);

  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expectHeadOf(page, path, 'fr', { offer: true });
  expect(errors, 'errors in the browser console').toEqual([]);
});

// Server-rendered public pages (issue 3 item 6): /deals shows its offers with JavaScript disabled, and
// with JavaScript the page hydrates without a console error (a hydration mismatch logs one) and stays
// interactive, in English and in French.
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './support.ts';

const offerCards = (page: Page) => page.getByRole('list', { name: /^(Offers|Offres)$/ }).locator(':scope > li');

test('without JavaScript, /deals shows the offers rendered on the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/deals');
  await expect(page).toHaveTitle('All discounts — SPC');
  await expect(page.getByRole('heading', { level: 1, name: 'All discounts' })).toBeVisible();
  expect(await offerCards(page).count()).toBeGreaterThan(1);
  await expect(offerCards(page).first().getByRole('heading', { level: 3 })).not.toBeEmpty();

  await page.goto('/fr/deals');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les rabais' })).toBeVisible();
  expect(await offerCards(page).count()).toBeGreaterThan(1);
  await context.close();
});

test('with JavaScript, /deals hydrates cleanly and stays interactive', async ({ page }) => {
  const errors = watchErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/partners/v5/offers/summary')) apiCalls.push(request.url());
  });
  await page.goto('/deals');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The list came with the page: the browser did not ask for it again.
  expect(apiCalls).toEqual([]);

  const online = page.getByRole('button', { name: 'Online', exact: true });
  await online.click();
  await expect(page).toHaveURL(/[?&]offer_filters=online(&|$)/);
  await expect(online).toHaveAttribute('aria-pressed', 'true');
  await expect(offerCards(page).first()).toBeVisible();

  await offerCards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/deals\/[^/]+\/offer\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(errors, 'errors in the browser console').toEqual([]);
});

test('a French offer page hydrates in French', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/fr/deals');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await offerCards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/deals\/[^/]+\/offer\/\d+/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(errors, 'errors in the browser console').toEqual([]);
});

test('a delisted and an expired offer page hydrate in their state, without asking for the offer again', async ({
  page,
}) => {
  // The documents themselves answer 410.
  const errors = watchErrors(page, /status of 410/);
  const offerCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/partners\/v2\/offers\/\d+$/.test(new URL(request.url()).pathname)) offerCalls.push(request.url());
  });
  for (const [path, heading] of [
    ['/deals/northpeak-fitness/offer/3', 'This offer is no longer available'],
    ['/deals/velo-vert/offer/32', 'This offer has ended'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(offerCalls, 'offer lookups from the browser').toEqual([]);
  expect(errors, 'errors in the browser console (a hydration mismatch is one)').toEqual([]);
});

test('the other public lists arrive rendered and hydrate cleanly, without asking for their data again', async ({
  page,
  request,
}) => {
  const weekly = (await (await request.get('/api/partners/v2/weekly-deals')).json()) as {
    weekly_deals: { id: number }[];
  };
  const paths = [
    '/brands',
    '/trending',
    '/plus-offers',
    '/search/inStore?postal_code=H2X1Y4&distance=10',
    ...(weekly.weekly_deals[0] ? [`/weekly-deals/${weekly.weekly_deals[0].id}`] : []),
  ];
  expect(paths).toHaveLength(5);
  const errors = watchErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (call) => {
    // Partner logos are images the API serves; data calls are what must not be repeated.
    const { pathname } = new URL(call.url());
    if (pathname.startsWith('/api/partners/') && !pathname.endsWith('/logo.svg')) apiCalls.push(call.url());
  });
  for (const path of paths) {
    // Rendered: the document itself holds the page's links to offers or partners.
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/href="\/deals\/[^"]+"/);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(apiCalls, 'catalogue calls from the browser').toEqual([]);
  expect(errors, 'errors in the browser console (a hydration mismatch is one)').toEqual([]);
});

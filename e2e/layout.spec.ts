// The 360 px quality bar (issue 3 item 7): no public page scrolls sideways on a phone, in English or
// French. Cheap to run, and it catches the long word, fixed width or unwrapped row that breaks it.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember } from './accounts-support.ts';

test.use({ viewport: { width: 360, height: 740 } });

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const summary = await json<{
    offers: { offer_id: number; partner_id: number }[];
    partners_by_id: Record<string, { url_name: string }>;
  }>(request, '/api/partners/v5/offers/summary?page_size=1');
  const offer = summary.offers[0];
  const partner = offer ? summary.partners_by_id[String(offer.partner_id)] : undefined;
  const weekly = await json<{ weekly_deals: { id: number }[] }>(request, '/api/partners/v2/weekly-deals');
  return [
    '/',
    '/deals',
    '/deals/category/food',
    ...(offer && partner ? [`/deals/${partner.url_name}/offer/${offer.offer_id}`] : []),
    '/search/pizza',
    '/search/zzzqqqxx',
    '/search/inStore',
    '/plus-offers',
    '/trending',
    ...(weekly.weekly_deals[0] ? [`/weekly-deals/${weekly.weekly_deals[0].id}`] : []),
    '/brands',
    '/about',
    '/no/such/page',
  ];
}

for (const language of ['en', 'fr'] as const) {
  test(`no horizontal scroll at 360 px, ${language} @mobile`, async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const path of await publicPages(request)) {
      const url = language === 'fr' ? (path === '/' ? '/fr' : `/fr${path}`) : path;
      // The page arrives rendered by the server, lists included (they are what usually overflows); wait
      // for it to hydrate too. Not `networkidle`: what loads after hydration (analytics, the campaign
      // modals' data) is not part of the layout and can keep a request open past a page's life.
      await page.goto(url);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `${url} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
    }
  });
}

// Issue 23's replay: /billing of a member who paid with auto-renew off offers to save a card with the
// longest button label of the site ("Enregistrer une carte et activer le renouvellement automatique").
test('no horizontal scroll at 360 px on a paid member’s /billing, in English and French @mobile', async ({
  page,
  baseURL,
}) => {
  await createMember(page.request, baseURL!, { language: 'fr' });
  const purchase = await page.request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID(), 'payment-nonce': 'fake-valid-visa-nonce' },
    data: { language: 'fr', postal: 'M5V 2T6', auto_renew: false },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
  for (const url of ['/fr/billing', '/en/billing']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 2, name: /Mode de paiement|Payment method/ })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${url} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
  }
});

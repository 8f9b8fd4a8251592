// First-party analytics in a real browser (issue 21 items 2 and 4, decision 028), in both languages:
// a member who accepts the cookie banner and buys finds their journey — page views, the purchase named
// by its order, their user properties — in the data they download from /profile (the member's own
// copy of the events table); a visitor who refuses all and browses sends no request at all to
// /api/events, checked by listing every request the page made.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { createMember } from './accounts-support.ts';
import { watchErrors } from './support.ts';
import { PROMPTS_SEEN } from './playwright.config.ts';

// These journeys answer the banner themselves.
// No consent cookie (the journeys answer the banner), but the campaign modals and the student prompt
// already seen, so they cover nothing (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [PROMPTS_SEEN] } });

const TEXT = {
  en: {
    prefix: '',
    banner: 'Cookies and your privacy',
    accept: 'Accept all',
    refuse: 'Refuse all',
    choose: 'Choose your membership',
    continue: 'Continue',
    postal: 'Postal code',
    savePostal: 'Save and see my total',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code',
    billingPostal: 'Billing postal code',
    pay: /Pay \$13\.55/,
    thanks: 'Thank you!',
    download: 'Download my data',
  },
  fr: {
    prefix: '/fr',
    banner: 'Les témoins et votre vie privée',
    accept: 'Tout accepter',
    refuse: 'Tout refuser',
    choose: 'Choisissez votre abonnement',
    continue: 'Continuer',
    postal: 'Code postal',
    savePostal: 'Enregistrer et voir mon total',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvv: 'Code de sécurité',
    billingPostal: 'Code postal de facturation',
    pay: /Payer 13,55\s\$/,
    thanks: 'Merci!',
    download: 'Télécharger mes données',
  },
} as const;

const isEvents = (request: Request) => new URL(request.url()).pathname === '/api/events';

/** Waits until the page is interactive (the analytics code loads after hydration). */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

for (const language of ['en', 'fr'] as const) {
  const text = TEXT[language];

  test(`${language}: accept analytics and buy; the events are in the data downloaded from /profile @desktop`, async ({
    page,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isEvents(request)) sent.push(request);
    });
    await createMember(page.request, baseURL!, { firstName: 'Léa', language });

    await test.step('the banner, accepted', async () => {
      await page.goto(`${text.prefix}/deals`);
      await hydrated(page);
      const banner = page.getByRole('region', { name: text.banner });
      await banner.getByRole('button', { name: text.accept }).click();
      await expect(banner).toBeHidden();
      // The deals page's view, held while undecided, goes out once accepted.
      await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
    });

    let orderNumber = '';
    await test.step('buying a membership', async () => {
      await page.goto(`${text.prefix}/signup/purchase`);
      await expect(page.getByRole('heading', { level: 1, name: text.choose })).toBeVisible();
      await page.getByRole('button', { name: text.continue, exact: true }).click();
      await expect(page).toHaveURL(/\/purchase\/summary/);
      await page.getByRole('textbox', { name: text.postal, exact: true }).fill('M5V 2T6');
      await page.getByRole('button', { name: text.savePostal }).click();
      await page.getByLabel(text.cardNumber).fill('4111 1111 1111 1111');
      await page.getByLabel(text.expiry).fill('12/30');
      await page.getByLabel(text.cvv).fill('123');
      await page.getByLabel(text.billingPostal).fill('M5V 2T6');
      await page.getByRole('button', { name: text.pay }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
      orderNumber = (await page
        .getByText(/SPC-[A-Z0-9]+/)
        .first()
        .textContent())!.match(/SPC-[A-Z0-9]+/)![0];
      // The purchase goes out with the next batch (5 s).
      const before = sent.length;
      await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(before);
      expect(
        await Promise.all(sent.slice(before).map(async (request) => (await request.response())?.status())),
      ).not.toContain(403);
    });

    await test.step('the download from /profile holds the journey', async () => {
      await page.goto(`${text.prefix}/profile`);
      await hydrated(page);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: text.download }).click();
      const file = await readFile(await (await downloading).path(), 'utf8');
      const data = JSON.parse(file) as {
        account: { user_id: string };
        analytics_events: { type: string; path: string; user_id: string; properties: Record<string, unknown> }[];
      };
      const types = data.analytics_events.map((event) => event.type);
      expect(types).toContain('page_view');
      expect(types).toContain('identify');
      expect(data.analytics_events.filter((event) => event.type === 'page_view').map((event) => event.path)).toContain(
        '/deals',
      );
      const bought = data.analytics_events.find((event) => event.type === 'purchase');
      expect(bought?.properties).toMatchObject({ order_id: orderNumber, province: 'ON', price_after_tax: 1355 });
      expect(data.analytics_events.every((event) => event.user_id === data.account.user_id)).toBe(true);
      // Sign-up pages are never counted as page views (spec §4).
      expect(
        data.analytics_events.some((event) => event.type === 'page_view' && event.path.startsWith('/signup')),
      ).toBe(false);
    });
    expect(sent.every((request) => request.method() === 'POST')).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`${language}: refuse all and browse; not one request to /api/events @mobile`, async ({ page, context }) => {
    const errors = watchErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));

    await page.goto(`${text.prefix}/`);
    await hydrated(page);
    const banner = page.getByRole('region', { name: text.banner });
    await banner.getByRole('button', { name: text.refuse }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'spc_consent')?.value).toMatch(/^v1\.a0\.m0\./);

    for (const path of ['/deals', '/search/pizza', '/search/zzqxv', '/faq-help']) {
      await page.goto(`${text.prefix}${path}`);
      await hydrated(page);
    }
    // Longer than the pipeline's 5 s batching, then the page hidden (a flush).
    await page.waitForTimeout(6000);
    expect(await page.evaluate(() => sessionStorage.getItem('spc.visit'))).toBeNull();
    await page.goto('about:blank');

    expect(requests.some((path) => path.startsWith('/api/'))).toBe(true);
    expect(requests.filter((path) => path === '/api/events')).toEqual([]);
    expect(errors).toEqual([]);
  });
}

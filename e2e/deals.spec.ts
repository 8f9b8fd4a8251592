// The deals journey, end to end on the production build: home → deals, filter, French, next page, a
// deep link and the 404 page, with axe on the pages visited.
import { expect, test } from '@playwright/test';
import { expectAccessible, watchErrors } from './support.ts';

test('deals journey: browse, filter, French, paginate, deep link, 404', async ({ page }) => {
  const errors = watchErrors(page);

  await test.step('home leads to the deals', async () => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Browse discounts' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  const offers = page.getByRole('list', { name: /^(Offers|Offres)$/ });
  const cards = offers.locator(':scope > li');
  const resultCount = page.getByText(/^\d[\d\s,.  ]* (offers?|offres?)$/);

  await test.step('offer cards are listed', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'All discounts' })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().getByRole('heading', { level: 3 })).not.toBeEmpty();
    // Partner names are read whole, not cut off beside the logo and the buttons.
    const clipped = await cards
      .locator('article > div:first-child > p')
      .evaluateAll((names) =>
        names
          .filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight)
          .map((name) => name.textContent),
      );
    expect(clipped).toEqual([]);
    await expectAccessible(page, '/deals');
  });

  await test.step('a filter changes the URL and the list', async () => {
    const before = await resultCount.textContent();
    const online = page.getByRole('button', { name: 'Online', exact: true });
    await expect(online).toHaveAttribute('aria-pressed', 'false');
    await online.click();
    await expect(page).toHaveURL(/[?&]offer_filters=online(&|$)/);
    await expect(online).toHaveAttribute('aria-pressed', 'true');
    await expect(resultCount).not.toHaveText(before ?? '');
    await expect(offers).toHaveAttribute('aria-busy', 'false');
    // Every card left is available online (its type badge says "Online" or "Online & in-store").
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: 'Online' })).toHaveCount(0);
  });

  await test.step('switching to French translates the page', async () => {
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Tous les rabais' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'En ligne', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('pagination opens page 2', async () => {
    const firstTitle = await cards.first().getByRole('heading', { level: 3 }).textContent();
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: /Suivante/ })
      .click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveURL(/[?&]offer_filters=online(&|$)/);
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(cards.first().getByRole('heading', { level: 3 })).not.toHaveText(firstTitle ?? '');
  });

  await test.step('a deep link loads the list it names', async () => {
    await page.goto('/deals?sort_by=new');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel('Trier par')).toHaveValue('new');
    await expect(cards.first()).toBeVisible();
  });

  await test.step('an unknown path shows the 404 page', async () => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    // The browser reports the document's own 404 in the console: that one is expected.
    const documentMiss = errors.indexOf(
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    );
    expect(documentMiss).toBeGreaterThanOrEqual(0);
    errors.splice(documentMiss, 1);
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
    await expectAccessible(page, 'the 404 page');
  });

  expect(errors, 'errors in the browser console').toEqual([]);
});

// The browsing journey on the production build: /deals → a category → an offer and back, partner
// resolution, the /deals/offer/{id} redirect keeping source, the delisted state, and searches with
// and without results, the brands A–Z, in English and French, with axe on the pages visited.
import { expect, test } from '@playwright/test';
import { expectAccessible, watchErrors } from './support.ts';

test('browse: deals → category → offer and back', async ({ page }) => {
  const errors = watchErrors(page, /status of 4(04|10)/);
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'All discounts' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveURL(/\/deals\/category\/food$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Offers' }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page, 'a category page');

  const title = (await cards.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/deals\/[a-z0-9-]+\/offer\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Get the deal' })).toBeVisible();
  await expectAccessible(page, 'an offer page');

  await page.goBack();
  await expect(page).toHaveURL(/\/deals\/category\/food$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('partner resolution and the offer redirect', async ({ page }) => {
  await page.goto('/deals/glacier-scoops');
  await expect(page).toHaveURL(/\/deals\/glacier-scoops\/offer\/117$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/deals/cibc');
  await expect(page).toHaveURL(/\/cibc$/);

  // Several offers: a search for the partner's name, which finds them (each offer is tagged with it).
  await page.goto('/deals/aero-boreal');
  await expect(page).toHaveURL(/\/search\/A%C3%A9ro%20Bor%C3%A9al$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for Aéro Boréal' })).toBeVisible();
  const found = page.getByRole('list', { name: 'Offers' }).locator(':scope > li');
  await expect(found.first()).toBeVisible();
  expect(await found.count()).toBeGreaterThan(1);

  await page.goto('/deals/no-such-partner');
  await expect(page).toHaveURL(/\/search\/no-such-partner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for no-such-partner' })).toBeVisible();

  await page.goto('/deals/offer/117?source=x');
  await expect(page).toHaveURL(/\/deals\/glacier-scoops\/offer\/117\?source=x$/);

  await page.goto('/deals/offer/3');
  // Delisted: the error names the partner, whose page resolves in its turn.
  await expect(page).not.toHaveURL(/\/deals\/offer\/3$/);
  await expect(page).not.toHaveURL(/\/deals$/);
});

test('a delisted offer says so', async ({ page }) => {
  await page.goto('/deals/someone/offer/3');
  await expect(page.getByRole('heading', { level: 1, name: 'This offer is no longer available' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all discounts' })).toBeVisible();
  await expectAccessible(page, 'a delisted offer');
});

test('search with and without results, in English and French', async ({ page }) => {
  await page.goto('/search/coffee');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for coffee' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Offers' }).locator(':scope > li').first()).toBeVisible();
  await expectAccessible(page, 'search results');

  await page.goto('/search/zzzqqqxx');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();

  await page.goto('/fr/search/zzzqqqxx');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour zzzqqqxx' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aucun résultat' })).toBeVisible();
  await expectAccessible(page, 'empty search results in French');

  await page.goto('/search/coffee');
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour coffee' })).toBeVisible();
});

test('brands A–Z: letter index, category filter, partner link, in French too', async ({ page }) => {
  const errors = watchErrors(page, /status of 4(04|10)/);
  await page.goto('/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Brands A–Z' })).toBeVisible();
  // Accents do not count: Épicerie Lumière is under E.
  const sectionE = page.getByRole('region', { name: 'E', exact: true });
  await expect(sectionE.getByRole('link', { name: /Épicerie Lumière/ })).toBeVisible();
  await expectAccessible(page, 'the brands page');

  await page
    .getByRole('navigation', { name: 'Brands by letter' })
    .getByRole('link', { name: 'E', exact: true })
    .click();
  await expect(page).toHaveURL(/\/brands#brands-e$/);

  await page.getByRole('navigation', { name: 'Brands by category' }).getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveURL(/\/brands\?category=food$/);
  await expect(page.getByRole('link', { name: /Glacier Scoops/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Aéro Boréal/ })).toHaveCount(0);

  await page.getByRole('link', { name: /Glacier Scoops/ }).click();
  await expect(page).toHaveURL(/\/deals\/glacier-scoops\/offer\/117$/);

  await page.goto('/fr/brands?category=food');
  await expect(page.getByRole('heading', { level: 1, name: 'Marques de A à Z' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Glacier Scoops.*1 offre$/ })).toBeVisible();
  await expectAccessible(page, 'the brands page in French');
  expect(errors).toEqual([]);
});

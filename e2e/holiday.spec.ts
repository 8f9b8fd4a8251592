// The holiday event page (spec §2 "/{id}"): the seeded active event is rendered on the server with its
// offers, hydrates without a console error or a second events call, in English and French; a past
// event's path is the 404 page.
import { expect, test } from '@playwright/test';
import { expectAccessible, watchErrors } from './support.ts';

test('an active holiday event page hydrates with its offers; a past one is the 404 page', async ({ page }) => {
  const errors = watchErrors(page, /status of 404/);
  const eventCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/careers/holiday/active') eventCalls.push(request.url());
  });

  await page.goto('/holiday-deals');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveTitle('Holiday deals — SPC');
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday deals' })).toBeVisible();
  const cards = page
    .getByRole('region', { name: 'Offers' })
    .getByRole('list', { name: 'Offers' })
    .locator(':scope > li');
  await expect(cards).toHaveCount(8);
  expect(eventCalls, 'events asked for again by the browser').toEqual([]);
  await expectAccessible(page, 'the holiday event page');

  await page.goto('/fr/holiday-deals');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Aubaines des Fêtes' })).toBeVisible();

  const past = await page.goto('/spring-break');
  expect(past?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /^(Page not found|Page introuvable)$/ })).toBeVisible();
  expect(errors, 'errors in the browser console').toEqual([]);
});

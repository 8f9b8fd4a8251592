// Consent (issue 21 item 1) in a real browser, from a first visit with no choice: the banner asks, and
// nothing optional is stored before an answer even when the visitor arrives through an affiliate link
// with a campaign and an ad's click id; "Refuse all" is remembered and stores nothing; the footer's
// "Cookie settings" changes the answer at any time, and marketing accepted lets the affiliate cookie in.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, watchErrors } from './support.ts';

test.use({ storageState: { cookies: [], origins: [] } });

const OPTIONAL_KEYS = ['spc.utm', 'spc.clickIds', 'spc.referral'];

async function optionalStorage(page: Page, context: BrowserContext) {
  const cookies = (await context.cookies()).map((cookie) => cookie.name).filter((name) => name !== 'spc_consent');
  const stored = await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), OPTIONAL_KEYS);
  return { affiliate: cookies.includes('spc_affiliate'), fired: cookies.includes('fired'), stored };
}

test('nothing optional before consent; refuse all, then accept marketing from the footer', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await page.goto('/rktcki?ranMID=12345&ranSiteID=abc-XYZ&utm_source=newsletter&utm_campaign=fall&gclid=test-click');
  const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
  await expect(banner).toBeVisible();
  expect(await optionalStorage(page, context)).toEqual({ affiliate: false, fired: false, stored: [] });
  await expectAccessible(page, 'the cookie banner');

  // Equal weight: the two answers are the same size.
  const accept = banner.getByRole('button', { name: 'Accept all' });
  const refuse = banner.getByRole('button', { name: 'Refuse all' });
  const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
  expect(Math.round(acceptBox!.height)).toBe(Math.round(refuseBox!.height));

  await refuse.click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'spc_consent')?.value).toMatch(
    /^v1\.a0\.m0\.t\d+$/,
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await optionalStorage(page, context)).toEqual({ affiliate: false, fired: false, stored: [] });

  // Changed at any time from the footer: marketing on.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the cookie settings');
  await dialog.getByRole('switch', { name: 'Marketing' }).click();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'spc_consent')?.value).toMatch(
    /^v1\.a0\.m1\.t\d+$/,
  );

  await page.goto('/rktcki?ranMID=12345&ranSiteID=abc-XYZ');
  await expect.poll(async () => (await optionalStorage(page, context)).affiliate).toBe(true);
  expect(errors).toEqual([]);
});

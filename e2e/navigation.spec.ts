// Navigation journeys on the production build: the mobile menu (@mobile), the desktop header search
// with tag suggestions (@desktop), redirects and aliases, and language prefixes, with axe on what is
// opened. Tests tagged @mobile or @desktop run only in that project (see playwright.config.ts).
import { expect, test } from '@playwright/test';
import { expectAccessible, expectHydrated } from './support.ts';

test('mobile menu: opens, traps focus, closes on Escape and outside click, returns focus @mobile', async ({ page }) => {
  await page.goto('/about');
  // /about is server-rendered now (issue 17): the menu button works once the page is interactive.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const dialog = page.getByRole('dialog', { name: 'Menu' });

  await test.step('opens with the spec links and calls to action', async () => {
    await menuButton.click();
    await expect(dialog).toBeVisible();
    for (const name of ['Discounts', 'SPC+', 'Blog', 'Tim Hortons', 'Log in', 'Get started']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Categories' })).toBeVisible();
    await expectAccessible(page, 'the mobile menu');
  });

  await test.step('keeps focus inside while tabbing', async () => {
    for (let index = 0; index < 10; index += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  await test.step('Escape closes it and focus returns to the menu button', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  await test.step('an outside click closes it too', async () => {
    await menuButton.click();
    await expect(dialog).toBeVisible();
    // Below the sheet: the dimmed page.
    await page.mouse.click(180, 720);
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  await test.step('Categories opens the search modal with the category tiles, SPC+ first', async () => {
    await menuButton.click();
    await dialog.getByRole('button', { name: 'Categories' }).click();
    const modal = page.getByRole('dialog', { name: 'Search and categories' });
    await expect(modal).toBeVisible();
    const tiles = modal.getByRole('list', { name: 'Categories' }).getByRole('link');
    await expect(tiles).toHaveText([
      'SPC+',
      'Fitness',
      'Food',
      'Travel',
      'Fashion',
      'Tech & Mobile',
      'Local',
      'Beauty',
      'Entertainment',
      'Lifestyle',
    ]);
    await expectAccessible(page, 'the mobile search modal');
    await tiles.nth(2).click();
    await expect(page).toHaveURL(/\/deals\/category\/food$/);
    await expect(modal).toBeHidden();
  });
});

test('desktop header: categories panel, and a search with suggestions goes to /search/… @desktop', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expectHydrated(page);

  await test.step('the categories panel lists the loaded categories', async () => {
    await header.getByRole('button', { name: 'Categories' }).click();
    const panel = page.getByRole('dialog', { name: 'Browse by category' });
    await expect(panel.getByRole('link', { name: 'Fitness' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'SPC+ exclusives' })).toHaveAttribute('href', '/spc-plus');
    await expectAccessible(page, 'the categories panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  await test.step('suggestions appear as one types, at most five', async () => {
    await header.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search discounts' });
    await expect(box).toBeFocused();
    await box.pressSequentially('pi', { delay: 50 });
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expectAccessible(page, 'the search panel');
  });

  await test.step('Enter on a tag suggestion goes to its search page (brands come first)', async () => {
    const box = page.getByRole('combobox', { name: 'Search discounts' });
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    const brands = await options.filter({ hasText: /Brand$/ }).count();
    expect(brands).toBeLessThanOrEqual(3);
    for (let i = 0; i <= brands; i++) await box.press('ArrowDown');
    const chosen = (await page.getByRole('option', { selected: true }).textContent()) ?? '';
    expect(chosen).not.toBe('');
    expect(chosen).not.toMatch(/Brand$/);
    await box.press('Enter');
    await expect(page).toHaveURL(`/search/${encodeURIComponent(chosen)}`);
  });
});

test('redirects and aliases land on their targets, keeping the query', async ({ page }) => {
  for (const [from, to] of [
    ['/mobile', '/'],
    ['/buyspc', '/why-spc'],
    ['/contactez-nous?utm_source=mail', '/contact?utm_source=mail'],
    ['/terms-of-service', '/terms'],
    ['/confidentialite', '/privacy'],
    ['/blog', '/blogs'],
    ['/banking', '/cibc'],
    ['/signup/account-creation', '/signup'],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('language prefixes switch the language and are stripped', async ({ page }) => {
  await page.goto('/fr/deals');
  await expect(page).toHaveURL('/deals');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les rabais' })).toBeVisible();

  await page.goto('/about/en/');
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'About SPC' })).toBeVisible();

  await page.goto('/contact/fr');
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible();
  await expectAccessible(page, '/contact in French');
});

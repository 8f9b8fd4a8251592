// The content, company and legal pages (issue 17) on the production build: every header and footer
// link opens a real page with its heading and no "coming soon", in English and in French; the contact
// form's message reaches the support inbox and the sender's acknowledgement arrives in their language
// (real SMTP); the FAQ filters as one types; a blog post and the careers page. Both projects run each
// journey, at 1280 and 375 px, with axe on the pages visited.
import { expect, test, type Page, type Route } from '@playwright/test';
import { mailTo, uniqueEmail } from './accounts-support.ts';
import { expectAccessible, expectHydrated, watchErrors } from './support.ts';

/** The in-app routes of the footer's three columns, as the menu data gives them. */
async function footerRoutes(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .map((link) => new URL((link as HTMLAnchorElement).href))
        .filter((url) => url.origin === window.location.origin)
        .map((url) => url.pathname),
    );
  return [...new Set(hrefs.filter((href) => href !== '/'))];
}

test('every footer link opens a real page, in English and in French', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const routes = await footerRoutes(page);
  expect(routes).toEqual(expect.arrayContaining(['/about', '/why-spc', '/faq-help', '/contact', '/terms', '/privacy']));
  for (const route of [...routes, '/timhortons', '/coming-soon']) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    await expect(page.getByText(/this page is coming soon/i), route).toHaveCount(0);
  }

  await page.goto('/about/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de SPC' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  await expectAccessible(page, '/about in French');

  await page.goto('/why-spc');
  await expect(page.getByText('11,99 $').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Commencer' })).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  // The version in force: the seed's second, or a later one the staff journey published meanwhile on the
  // journeys' shared database (e2e/staff-content.spec.ts).
  await expect(page.getByText(/Version \d+ · En vigueur le \d/)).toBeVisible();
  await expectAccessible(page, '/privacy in French');

  await page.goto('/terms/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByText(/Version 2 · Effective September 1, 2026/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the contact form reaches support and acknowledges the sender in French', async ({ page }) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('contact');
  await page.goto('/fr/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible();
  await expectHydrated(page);

  // A refused form sends nothing and says why, in French.
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  await page.getByLabel('Votre nom').fill('Élodie Tremblay');
  await page.getByLabel('Votre adresse courriel').fill(email);
  await page.getByLabel('De quoi s’agit-il?').selectOption('billing');
  await page.getByLabel('Votre message').fill('Je voudrais savoir quand mon abonnement se renouvelle, merci!');
  await expectAccessible(page, 'the contact form in French');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('heading', { name: 'Message envoyé' })).toBeVisible({ timeout: 20_000 });

  const acknowledgement = await mailTo(email, /Nous avons bien reçu votre message/);
  expect(acknowledgement.text).toContain('Je voudrais savoir quand mon abonnement se renouvelle');
  const request = await mailTo('support@spccard.ca', /Élodie Tremblay/);
  expect(request.text).toContain(email);
  expect(errors).toEqual([]);
});

test('FAQ search, a blog post and the careers page', async ({ page }) => {
  const errors = watchErrors(page);
  // A slow phone: the scripts arrive late, and the visitor types into the server-rendered field first.
  const slowScripts = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // unrouteAll waits for the handlers still running; a late one finds its request already gone.
    await route.continue().catch(() => undefined);
  };
  await page.route(/\/assets\/.+\.js$/, slowScripts);
  await page.goto('/faq-help');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ and help' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.fill('refund');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.unrouteAll({ behavior: 'wait' });
  // What was typed before the page was interactive counts.
  await expect(search).toHaveValue('refund');
  await expect(page.getByText(/questions? match/)).toBeVisible();
  await search.fill('zzzqqq');
  await expect(page.getByText('No question matches “zzzqqq”.')).toBeVisible();
  await expectAccessible(page, '/faq-help');

  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const firstPost = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await firstPost.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'a blog post');

  await page.goto('/careers?section=careers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/careers$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Current openings' })).toBeInViewport();
  await page.getByRole('tab', { name: 'Values and principles' }).click();
  await expect(page.getByRole('heading', { name: 'Our values' })).toBeVisible();
  await expectAccessible(page, '/careers');
  expect(errors).toEqual([]);
});

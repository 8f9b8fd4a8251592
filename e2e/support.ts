// Helpers every journey shares: the accessibility check and the browser-error watch.
import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations, listing them readably. */
export async function expectAccessible(page: Page, what: string) {
  // A dialog still fading in is half transparent: axe would measure the contrast of a frame in between.
  // Finite animations and transitions only (a spinner or a skeleton's pulse never ends).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking, `axe violations on ${what}`).toEqual([]);
}

/**
 * Collects uncaught errors and console errors (CSP violations and hydration mismatches land there)
 * to assert none at the end. `allow` lets through console errors a journey causes on purpose.
 */
export function watchErrors(page: Page, allow?: RegExp | ((message: ConsoleMessage) => boolean)) {
  const errors: string[] = [];
  const allowed = (message: ConsoleMessage) =>
    allow instanceof RegExp ? allow.test(message.text()) : (allow?.(message) ?? false);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed(message)) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Waits until React is in charge of a server-rendered page (`<html data-hydrated>`): a button of such a
 * page does nothing before, and the page's app loads once its first picture is shown (decision 045).
 */
export async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

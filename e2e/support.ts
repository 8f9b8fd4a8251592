// Helpers every journey shares: the accessibility check and the browser-error watch.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations, listing them readably. */
export async function expectAccessible(page: Page, what: string) {
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
export function watchErrors(page: Page, allow?: RegExp) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !(allow && allow.test(message.text()))) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

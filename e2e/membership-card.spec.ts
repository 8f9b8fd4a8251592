// The digital membership card on the production build (issue 6): a member with a bought membership
// opens /membership-screen, the page and its files are kept by the service worker, and a reload with
// no network still shows the card; a cashier's phone opens the QR code's URL with no session and sees
// "Valid", and a damaged code is not verified. axe runs on every screen visited.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createMember } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

test('the digital card, shown offline after a reload, then checked by a cashier', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Offline, the page's calls fail by design.
  const errors = watchErrors(page, /ERR_INTERNET_DISCONNECTED|Failed to fetch|could not be loaded/);
  await createMember(page.request, baseURL!, { firstName: 'Chloé' });
  const purchase = await page.request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID(), 'payment-nonce': 'fake-valid-visa-nonce' },
    data: { language: 'en', postal: 'M5V 2T6' },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);

  await page.goto('/membership-screen');
  const card = page.getByRole('article', { name: 'SPC membership card' });
  await expect(card.getByText('Chloé Gagnon')).toBeVisible();
  await expect(card.getByText(/^6018-\d{4}-\d{4}-\d{4}$/)).toBeVisible();
  await expect(card.getByText('Valid', { exact: true })).toBeVisible();
  const qr = card.getByRole('img', { name: 'QR code to verify this card' });
  const verificationUrl = await qr.getAttribute('data-qr-value');
  expect(verificationUrl).toMatch(/\/card\/verify\/[\w-]+\.[\w-]{43}$/);
  await expectAccessible(page, '/membership-screen');

  // The service worker has taken the page and keeps its shell.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('spc-card-shell-v1')).keys();
        return kept.map((request) => new URL(request.url).pathname);
      }),
    )
    .toContain('/membership-screen');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You're offline\. This is the card saved on this device on /)).toBeVisible();
  await expect(card.getByText('Chloé Gagnon')).toBeVisible();
  await expect(qr).toHaveAttribute('data-qr-value', verificationUrl!);
  await context.setOffline(false);

  // The cashier's phone: no session, the QR code's URL.
  const till = await (await browser.newContext()).newPage();
  await till.goto(new URL(verificationUrl!).pathname);
  const status = till.getByRole('status').filter({ hasText: 'Valid' });
  await expect(status.getByText('Valid', { exact: true })).toBeVisible();
  await expect(status.getByText('This SPC membership is valid.')).toBeVisible();
  await expect(till.getByText('Chloé')).toHaveCount(0);
  await expectAccessible(till, 'the card check');

  await till.goto(`${new URL(verificationUrl!).pathname.slice(0, -2)}zz`);
  await expect(till.getByText('This card could not be verified')).toBeVisible();
  expect(errors).toEqual([]);
});

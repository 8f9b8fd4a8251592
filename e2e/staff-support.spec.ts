// Member support in the staff console (issue 20 items 3 and 7): a support agent finds a member by the
// beginning of their address and opens their page — the order is there, with no refund button (refunds
// are for administrators) — then an administrator refunds the order through the sandbox gateway and
// the order shows refunded. axe on the search and the member page.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createMember, uniqueEmail } from './accounts-support.ts';
import { PROMPTS_SEEN, CONSENTED_VISITOR } from './playwright.config.ts';
import { createAdmin, createSupportAgent } from './staff-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

test('@desktop a support agent finds a member and their order; an admin refunds it', async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = watchErrors(page);

  // A member who bought a membership (through the store's API, as the purchase journeys do in the browser).
  const memberContext = await browser.newContext({
    storageState: { cookies: CONSENTED_VISITOR.cookies, origins: [PROMPTS_SEEN] },
  });
  const member = await createMember(memberContext.request, baseURL!, { email: uniqueEmail('refund-me') });
  const bought = await memberContext.request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL!, 'idempotency-key': `e2e-${randomUUID()}`, 'payment-nonce': 'fake-valid-nonce' },
    data: { language: 'en', postal: 'M5V 2T6' },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const { order_number: orderNumber } = (await bought.json()) as { order_number: string };
  await memberContext.close();
  const orderRow = () => page.locator(`tr[data-order="${orderNumber}"]`);

  await test.step('the support agent finds the member and sees the order, without a refund button', async () => {
    await createSupportAgent(page.request, baseURL!);
    await page.goto('/admin/support');
    await expect(page.getByRole('heading', { name: 'Find a member', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(member.email.slice(0, 12));
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.getByRole('link', { name: member.email }).click();
    await expect(page.getByRole('heading', { name: `${member.firstName} Gagnon`, level: 1 })).toBeVisible();
    await expect(orderRow()).toContainText('Paid');
    await expect(page.getByRole('button', { name: /Refund/ })).toHaveCount(0);
    await expectAccessible(page, 'the member page (support)');
  });

  await test.step('an administrator refunds the order and it shows refunded', async () => {
    const adminContext = await browser.newContext({
      storageState: { cookies: CONSENTED_VISITOR.cookies, origins: [PROMPTS_SEEN] },
    });
    const admin = await adminContext.newPage();
    const adminErrors = watchErrors(admin);
    await createAdmin(admin.request, baseURL!, 'refunds');
    await admin.goto(page.url());
    const row = admin.locator(`tr[data-order="${orderNumber}"]`);
    await row.getByRole('button', { name: `Refund… ${orderNumber}` }).click();
    await admin.getByLabel('Reason').fill('Charged twice for the same membership');
    await admin.getByRole('button', { name: /^Refund \$/ }).click();
    await expect(row).toContainText('Refunded');
    await expect(row).toContainText('Charged twice for the same membership');
    await expect(admin.getByRole('button', { name: /Refund…/ })).toHaveCount(0);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });

  expect(errors).toEqual([]);
});

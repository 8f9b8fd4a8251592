// Linking a Tim Hortons rewards account on /timhortons (issue 19 item 2) on the production build: a
// member with a membership sees the account-linking gate after 5 s, a wrong address fails with the
// spec's message and keeps the button disabled until a key is typed, the right one links and opens the
// congratulations, and unlinking brings the form back. The embedded rewards programme knows the seeded
// addresses; each project links its own, as a rewards account links to one member only.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createMember } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

test('link a Tim Hortons rewards account, failing once', async ({ page, baseURL }, testInfo) => {
  const errors = watchErrors(page, /status of 400/);
  const rewardsEmail = testInfo.project.name === 'mobile' ? 'marie.tremblay@example.com' : 'tims.member@example.com';
  await createMember(page.request, baseURL!, { firstName: 'Noah' });
  const purchase = await page.request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID(), 'payment-nonce': 'fake-valid-visa-nonce' },
    data: { language: 'en', postal: 'M5V 2T6' },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);

  await page.goto('/timhortons');
  await expect(page.getByRole('heading', { level: 1, name: 'Tim Hortons and SPC' })).toBeVisible();
  // The account-linking gate opens after 5000 ms for a member who has not linked.
  const gate = page.getByRole('dialog', { name: 'Link your Tim Hortons rewards account' });
  await expect(gate).toBeVisible({ timeout: 8000 });
  await expectAccessible(page, 'the account-linking gate');
  await gate.getByRole('button', { name: 'Maybe later' }).click();
  await expect(gate).toBeHidden();

  const email = page.getByLabel('Tim Hortons rewards account e-mail');
  const confirmation = page.getByLabel('Confirm the e-mail');
  const submit = page.getByRole('button', { name: 'Link my account' });
  await email.fill('nobody@example.com');
  await confirmation.fill('nobody@example.co');
  await expect(submit).toBeDisabled();
  await confirmation.fill('nobody@example.com');
  await submit.click();
  await expect(
    page.getByText('Linking process has failed, please retry your Tims reward account email.'),
  ).toBeVisible();
  await expect(submit).toBeDisabled();

  // Typing (a key pressed, not a paste) enables the button again.
  await email.fill(rewardsEmail);
  await confirmation.clear();
  await confirmation.pressSequentially(rewardsEmail);
  await expect(submit).toBeEnabled();
  await submit.click();
  const congratulations = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(congratulations).toBeVisible();
  await expectAccessible(page, 'the linking congratulations');
  await congratulations.getByRole('button', { name: 'Great, thanks!' }).click();
  await expect(page.getByRole('heading', { name: 'Your Tim Hortons rewards account is linked' })).toBeVisible();

  await page.getByRole('button', { name: 'Unlink my Tim Hortons rewards account' }).click();
  await expect(page.getByLabel('Tim Hortons rewards account e-mail')).toBeVisible();
  expect(errors).toEqual([]);
});

// The other ways into a membership, on the production build (issue 6), as a new user would walk them:
// activating a retail card from its QR pack through sign-up, starting the free trial, and upgrading a
// paid, auto-renewing SPC membership to SPC+ with the bank's co-branded card (the old subscription is
// cancelled). The digital card offline is membership-card.spec.ts. axe runs on the screens visited.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { buildSeedDataset } from '../apps/api/src/db/seed/dataset.ts';
import { summarize } from '../apps/api/src/db/seed/summary.ts';
import { createMember, mailTo, PASSWORD, uniqueEmail } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

// The server seeds the same cards on every start (the seed is deterministic): the journeys take theirs
// from the same builder. Each journey runs in one project only, so no card is used twice.
const seeded = summarize(buildSeedDataset(new Date()));
const CARD_SHOWN = /6018-\d{4}-\d{4}-\d{4}/;

test('a new user activates a retail card from its QR pack, through sign-up @desktop', async ({ page }) => {
  const errors = watchErrors(page);
  const card = seeded.plainRetailCards[0]!;
  const email = uniqueEmail('activation');

  await test.step('the QR link sends a visitor to sign-up, keeping the card', async () => {
    await page.goto(`/activate?card_num=${card.cardNumber}&csv=${card.csv}`);
    await expect(page).toHaveURL(/\/signup\?from_qr=true&card_num=6018\d{12}&csv=\d{3}/);
    await page.getByLabel('First name').fill('Jade');
    await page.getByLabel('Last name').fill('Ouellet');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Date of birth').fill('2005-06-30');
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  });

  await test.step('the confirmation e-mail, then the additional questions', async () => {
    const mail = await mailTo(email, /Confirm your email address/);
    await page.goto(mail.link!);
    await page
      .getByRole('link', { name: 'Continue' })
      .or(page.getByRole('button', { name: 'Continue' }))
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'A few more questions' })).toBeVisible();
    await page.getByLabel('Postal code').fill('H3A 0G4');
    await page.getByLabel('Type of school').selectOption('university');
    await page.getByRole('button', { name: 'Continue' }).click();
  });

  await test.step('back to the card, prefilled: checked, then activated', async () => {
    await expect(page).toHaveURL(/\/signup\/activate/);
    await expect(page.getByLabel('Card number')).toHaveValue(card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1-'));
    await expectAccessible(page, '/signup/activate');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Valid for 12 months')).toBeVisible();
    await page.getByRole('button', { name: 'Activate my card' }).click();
    await expect(page).toHaveURL(/\/signup\/activation\/complete/);
    await expect(page.getByText(CARD_SHOWN).first()).toBeVisible();
    await expectAccessible(page, '/signup/activation/complete');
  });

  await test.step('the member now holds the card, active for a year', async () => {
    const response = await page.request.get('/api/users/v2/cardsForUser');
    const { cards } = (await response.json()) as { cards: { card_number: string; status: string }[] };
    expect(cards).toEqual([expect.objectContaining({ card_number: card.cardNumber, status: 'active' })]);
  });

  expect(errors).toEqual([]);
});

test('a member starts the free trial, is welcomed and asked about auto-renew @mobile', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await createMember(page.request, baseURL!, { firstName: 'Malik' });

  await page.goto('/signup/purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Start your free 30-day trial' }).click();
  // The welcome is the page itself; the auto-renew question opens over it.
  const question = page.getByRole('dialog', { name: 'Turn on auto-renew?' });
  await expect(question).toBeVisible();
  await expectAccessible(page, 'the trial welcome and the auto-renew question');
  await question.getByRole('button', { name: 'Maybe later' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to SPC!' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toBeVisible();

  const response = await page.request.get('/api/partners/isFreeTrial');
  expect(await response.json()).toEqual({ is_free_trial: true });
  // One trial per member.
  const again = await page.request.post('/api/store/getFreeTrialCard', { headers: { origin: baseURL! }, data: {} });
  expect(again.status()).toBe(409);
  expect(errors).toEqual([]);
});

test('upgrading a paid SPC membership to SPC+ with the bank card cancels its auto-renew @desktop', async ({
  page,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const bankCard = seeded.bankCards[0]!;
  await createMember(page.request, baseURL!, { firstName: 'Inès' });
  const purchase = await page.request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID(), 'payment-nonce': 'fake-valid-visa-nonce' },
    data: { language: 'en', postal: 'M5V 2T6', auto_renew: true },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);

  await page.goto('/cibc');
  await expect(page.getByRole('heading', { level: 1, name: 'SPC+ with CIBC' })).toBeVisible();
  await expectAccessible(page, '/cibc');
  const form = page
    .getByRole('region', { name: 'Register your SPC+ card' })
    .or(page.locator('form').filter({ hasText: 'Register my card' }));
  await form.getByLabel('Card number').first().fill(bankCard.cardNumber);
  await form.getByLabel('Security code').first().fill(bankCard.csv);
  await page.getByRole('button', { name: 'Register my card' }).click();

  const upgrade = page.getByRole('dialog', { name: 'Your previous membership was cancelled' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('We turned off auto-renew on your SPC membership');
  await expectAccessible(page, 'the SPC+ upgrade modal');

  const status = await page.request.get('/api/users/user/check_braintree_subscription');
  expect(await status.json()).toMatchObject({ is_auto_renew: false, payment_method: null });
  const cards = await page.request.get('/api/users/v2/cardsForUser');
  const { cards: list } = (await cards.json()) as { cards: { card_number: string; cobrand: string }[] };
  expect(list).toContainEqual(expect.objectContaining({ card_number: bankCard.cardNumber, cobrand: 'cibc' }));
  expect(errors).toEqual([]);
});

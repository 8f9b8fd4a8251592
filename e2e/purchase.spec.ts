// Buying and renewing a membership on the production build (issue 5), as a new user would: sign-up in
// French, a promo code, Quebec's taxes, the card typed into the form and tokenised through the embedded
// sandbox gateway, the issued card and the French receipt; a declined card on a phone-sized screen;
// auto-renew turned off and on from /billing. axe runs on every screen visited.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createMember, mailTo, PASSWORD, uniqueEmail } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

async function fillCard(page: Page, card: { number: string; expiry: string; cvv: string; postal: string }, fr = false) {
  await page.getByLabel(fr ? 'Numéro de carte' : 'Card number').fill(card.number);
  await page.getByLabel(fr ? 'Date d’expiration (MM/AA)' : 'Expiry date (MM/YY)').fill(card.expiry);
  await page.getByLabel(fr ? 'Code de sécurité' : 'Security code').fill(card.cvv);
  await page.getByLabel(fr ? 'Code postal de facturation' : 'Billing postal code').fill(card.postal);
}

const CARD_NUMBER_SHOWN = /6018-\d{4}-\d{4}-\d{4}/;

test('un nouvel utilisateur achète son abonnement en français avec un code promo @desktop', async ({ page }) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('achat');

  await test.step('inscription et confirmation du courriel', async () => {
    await page.goto('/fr/signup');
    await page.getByLabel('Prénom').fill('Maëlle');
    await page.getByLabel('Nom de famille').fill('Bouchard');
    await page.getByLabel('Adresse courriel').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Date de naissance').fill('2004-02-11');
    await page.getByRole('checkbox', { name: /J’accepte|J'accepte/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const mail = await mailTo(email, /Confirmez votre adresse courriel/);
    await page.goto(mail.link!);
    await page
      .getByRole('link', { name: 'Continuer' })
      .or(page.getByRole('button', { name: 'Continuer' }))
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Encore quelques questions' })).toBeVisible();
    await page.getByLabel('Code postal').fill('H2X 1Y4');
    await page.getByLabel('Type d’établissement').selectOption('university');
    await page.getByRole('button', { name: 'Continuer' }).click();
  });

  await test.step('le choix de l’abonnement, avec le code promo WELCOME10', async () => {
    await expect(page).toHaveURL(/\/signup\/purchase/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre abonnement' })).toBeVisible();
    await expect(page.getByText('11,99 $ par année')).toBeVisible();
    await expectAccessible(page, '/signup/purchase');
    await page.getByLabel('Code promo (facultatif)').fill('welcome10');
    await page.getByRole('button', { name: 'Appliquer' }).first().click();
    await expect(page.getByText(/WELCOME10/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
  });

  await test.step('le récapitulatif : 10 % de rabais, TPS et TVQ du Québec, total 12,41 $', async () => {
    await expect(page).toHaveURL(/\/purchase\/summary/);
    // 11,99 $ − 1,20 $ = 10,79 $; TPS 5 % = 0,54 $; TVQ 9,975 % = 1,08 $.
    await expect(page.getByText('−1,20 $').or(page.getByText('-1,20 $')).first()).toBeVisible();
    await expect(page.getByText('0,54 $')).toBeVisible();
    await expect(page.getByText('1,08 $')).toBeVisible();
    await expect(page.getByText('12,41 $').first()).toBeVisible();
    await expectAccessible(page, '/purchase/summary');
  });

  await test.step('la carte de test 4111 1111 1111 1111, avec le renouvellement automatique', async () => {
    await fillCard(page, { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', postal: 'H2X 1Y4' }, true);
    await page.getByRole('checkbox', { name: 'Renouveler automatiquement chaque année' }).check();
    await page.getByRole('button', { name: /Payer 12,41 \$/ }).click();
  });

  await test.step('la confirmation montre la commande et la carte émise', async () => {
    await expect(page).toHaveURL(/\/purchase\/completion/);
    await expect(page.getByRole('heading', { level: 1, name: 'Merci!' })).toBeVisible();
    await expect(page.getByText(/SPC-[A-Z0-9]+/).first()).toBeVisible();
    await expect(page.getByText(CARD_NUMBER_SHOWN)).toBeVisible();
    await expectAccessible(page, '/purchase/completion');
  });

  await test.step('le reçu arrive en français, avec le total payé', async () => {
    const receipt = await mailTo(email, /reçu|Reçu|commande/);
    // Intl writes French amounts with a no-break space before the dollar sign.
    expect(receipt.text).toMatch(/Total\s*:\s*12,41\s\$/);
    expect(receipt.text).toMatch(/TVQ \(9,975\s%\)\s*:\s*1,08\s\$/);
    expect(receipt.text).toMatch(/SPC-[A-Z0-9]+/);
  });

  expect(errors).toEqual([]);
});

test('a declined card shows a clear error, charges nothing, and another card then works @mobile', async ({
  page,
  baseURL,
}) => {
  // The browser refuses the payment (402) on purpose; that failed request is logged as a console error.
  const errors = watchErrors(page, /402/);
  await createMember(page.request, baseURL!, { firstName: 'Noah' });

  await page.goto('/signup/purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/purchase\/summary/);

  // The account was made without a postal code: tax needs one.
  await page.getByRole('textbox', { name: 'Postal code', exact: true }).fill('M5V 2T6');
  await page.getByRole('button', { name: 'Save and see my total' }).click();
  // Ontario: 11.99 + 13 % HST (1.56) = 13.55.
  await expect(page.getByText('$13.55').first()).toBeVisible();
  await expectAccessible(page, '/purchase/summary on a phone');

  await fillCard(page, { number: '4000 1111 1111 1115', expiry: '09/29', cvv: '123', postal: 'M5V 2T6' });
  await page.getByRole('button', { name: /Pay \$13\.55/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card could not be verified.' })).toBeVisible();
  await expect(page).toHaveURL(/\/purchase\/summary/);

  const transactions = await page.request.get('/api/store/user_transactions');
  const { transactions: list } = (await transactions.json()) as { transactions: { status: string }[] };
  expect(list.map((order) => order.status)).toEqual(['declined']);
  const cards = await page.request.get('/api/users/v2/cardsForUser');
  expect(((await cards.json()) as { cards: unknown[] }).cards).toEqual([]);

  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /Pay \$13\.55/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(CARD_NUMBER_SHOWN)).toBeVisible();
  expect(errors).toEqual([]);
});

test('auto-renew turned off, then on again, from the billing page @desktop', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await createMember(page.request, baseURL!, { firstName: 'Zoé' });
  // A membership bought over HTTP with the sandbox's test nonce, auto-renewing with the card it vaulted.
  const purchase = await page.request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID(), 'payment-nonce': 'fake-valid-visa-nonce' },
    data: { language: 'en', postal: 'M5V 2T6', auto_renew: true },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);

  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const autoRenew = page.getByRole('switch', { name: 'Renew my membership automatically' });
  await expect(autoRenew).toBeChecked();
  await expect(page.getByText(/Visa •••• \d{4}/)).toBeVisible();
  await expectAccessible(page, '/billing');

  await autoRenew.click();
  const cancel = page.getByRole('dialog', { name: 'Turn off auto-renew?' });
  await expectAccessible(page, 'the auto-renew cancel dialog');
  await cancel.getByRole('button', { name: 'Turn off auto-renew' }).click();
  await expect(cancel).toBeHidden();
  await expect(autoRenew).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Renew my membership automatically' })).not.toBeChecked();

  await page.getByRole('switch', { name: 'Renew my membership automatically' }).click();
  const enable = page.getByRole('dialog', { name: 'Turn on auto-renew?' });
  await enable.getByRole('button', { name: 'Turn on auto-renew' }).click();
  await expect(enable).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Renew my membership automatically' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Renew my membership automatically' })).toBeChecked();

  const status = await page.request.get('/api/users/user/check_braintree_subscription');
  expect(await status.json()).toMatchObject({ status: 'active', is_auto_renew: true });
  expect(errors).toEqual([]);
});

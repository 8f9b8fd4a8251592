// Using the membership on the production build (issue 7): a member signs in from an offer's gate,
// reveals its code and follows the link to the partner (with the affiliate marker), opens a
// /redirect-to-partner link, and sees the savings on /profile; in French, an in-store offer shows the
// member's card; on a phone, an offer is saved to a new list; a favourite that the server refuses is
// rolled back. The partners' sites are answered by the browser context (they are not reachable here).
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { buildSeedDataset } from '../apps/api/src/db/seed/dataset.ts';
import { createMember } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

const seed = buildSeedDataset(new Date());
const usable = seed.builtOffers.filter(
  (offer) => offer.state === 'live' && !offer.row.isSpcPlus && !offer.partner.isBank && !offer.row.isLimitedTime,
);
function pick(what: string, test: (offer: (typeof usable)[number]) => boolean) {
  const found = usable.find(test);
  if (!found) throw new Error(`The seed has no ${what}`);
  return found;
}
const onlineStatic = pick(
  'online-only offer with a static code',
  ({ row }) => row.online && !row.inStore && row.codeType === 'static' && row.displayKind === 'static',
);
const inStoreOnly = pick('in-store-only offer', ({ row }) => row.inStore && !row.online);
const offerPath = (offer: (typeof usable)[number]) => `/deals/${offer.partner.row.urlName}/offer/${offer.row.offerId}`;

async function buyMembership(request: APIRequestContext, baseURL: string) {
  const purchase = await request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL, 'idempotency-key': randomUUID(), 'payment-nonce': 'fake-valid-visa-nonce' },
    data: { language: 'en', postal: 'M5V 2T6' },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
}

/** The partners' sites (`https://www.<name>.example`) answered by the browser: a page that names its URL. */
async function answerPartnerSites(context: BrowserContext) {
  await context.route(/^https:\/\/www\.[a-z0-9]+\.example\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Partner</title><h1>Partner site</h1></html>`,
    }),
  );
}

test('a member signs in from the gate, reveals a code, follows the link and sees the savings', async ({
  page,
  context,
  baseURL,
}) => {
  // The link made for another account is refused with a 403 by design.
  const errors = watchErrors(page, /status of 403/);
  await answerPartnerSites(context);
  const member = await createMember(context.request, baseURL!, { firstName: 'Léa' });
  await buyMembership(context.request, baseURL!);
  await context.clearCookies();

  // As a visitor, the offer's button opens the gate.
  await page.goto(offerPath(onlineStatic));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Get the code' }).click();
  const gate = page.getByRole('dialog');
  await expect(gate.getByText('Log in or become a member to get this deal.')).toBeVisible();
  await expectAccessible(page, 'the offer redeem gate');
  await gate.getByRole('link', { name: 'Log in' }).click();

  const form = page.getByRole('main');
  await form.getByLabel('E-mail address').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  // Signing in comes back to the offer.
  await expect(page).toHaveURL(new RegExp(`${offerPath(onlineStatic)}$`));

  await page.getByRole('button', { name: 'Get the code' }).click();
  const dialog = page.getByRole('dialog', { name: `Your ${onlineStatic.partner.row.partnerName} deal` });
  await expect(dialog.getByText(onlineStatic.row.staticCode!, { exact: true })).toBeVisible();
  await expectAccessible(page, 'the revealed code');
  // A reveal is no saving until the member says the deal worked (issue 23 item 12).
  await dialog.getByRole('region', { name: 'Did it work?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByText('Great! We’ve added it to your estimated savings.')).toBeVisible();

  // The link goes to the partner's own site, carrying our click id.
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: new RegExp(`Go to ${onlineStatic.partner.row.partnerName}`) }).click();
  const partnerTab = await popupOpened;
  await partnerTab.waitForLoadState();
  const followed = new URL(partnerTab.url());
  expect(followed.origin).toBe(new URL(onlineStatic.partner.row.websiteUrl!).origin);
  expect(followed.searchParams.get('utm_source')).toBe('spc');
  expect(followed.searchParams.get('spc_click')).toMatch(/^[\w-]{16,40}$/);
  await partnerTab.close();

  // Revealing again shows the same code.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get the code' })).toBeFocused();
  await page.getByRole('button', { name: 'Get the code' }).click();
  await expect(page.getByRole('dialog').getByText('You got this code before: here it is again.')).toBeVisible();
  await page.keyboard.press('Escape');

  // A /redirect-to-partner link (e-mails, the browser extension) for this member leaves for the partner.
  const session = (await (await context.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  await page.goto(`/redirect-to-partner?offer_id=${onlineStatic.row.offerId}&firebase_uid=${session.user.id}`);
  await expect(page).toHaveURL(/^https:\/\/www\.[a-z0-9]+\.example\/.*spc_click=/);
  // …and one made for someone else does not.
  await page.goto(`/redirect-to-partner?offer_id=${onlineStatic.row.offerId}&firebase_uid=someone-else`);
  await expect(page.getByText('This link was made for another account.')).toBeVisible();

  // The savings: this offer's value, counted once for the deal the member said worked, as an estimate.
  await page.goto('/profile');
  const amount = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(
    onlineStatic.row.valueCents! / 100,
  );
  await expect(page.getByText(`Estimated savings: ${amount}`)).toBeVisible();
  await expect(page.getByText('1 deal that worked')).toBeVisible();
  await expectAccessible(page, '/profile with savings');
  expect(errors).toEqual([]);
});

test('in French, an in-store offer shows the member’s card number', async ({ page, context, baseURL }) => {
  const errors = watchErrors(page);
  await createMember(context.request, baseURL!, { firstName: 'Élodie', language: 'fr' });
  await buyMembership(context.request, baseURL!);

  await page.goto(`/fr${offerPath(inStoreOnly)}`);
  await page.getByRole('button', { name: 'Afficher ma carte' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Profitez de cette offre chez ${inStoreOnly.partner.row.partnerName}`,
  });
  await expect(dialog.getByText(/^6018-\d{4}-\d{4}-\d{4}$/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /carte numérique/i })).toBeVisible();
  await expectAccessible(page, 'the card shown for an in-store offer');
  await dialog
    .getByRole('region', { name: 'Est-ce que ça a fonctionné?' })
    .getByRole('button', { name: 'Oui' })
    .click();
  await expect(dialog.getByText('Super! Nous l’avons ajouté à vos économies estimées.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  const amount = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(
    inStoreOnly.row.valueCents! / 100,
  );
  await expect(page.getByText(/^Économies estimées/)).toContainText(amount);
  expect(errors).toEqual([]);
});

test('on a phone, in French, an offer is saved to a new list @mobile', async ({ page, context, baseURL }) => {
  const errors = watchErrors(page);
  await createMember(context.request, baseURL!, { firstName: 'Zoé', language: 'fr' });

  await page.goto('/fr/deals/category/food');
  // The member's header shows once the page is hydrated and the session known: the card buttons work then.
  await expect(page.getByRole('button', { name: 'Menu du compte de Zoé' })).toBeVisible();
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('group', { name: title }).getByRole('button', { name: 'Sauvegarder dans une liste' }).click();

  const chooser = page.getByRole('dialog', { name: 'Sauvegarder dans une liste' });
  await expect(chooser.getByText('Vous n’avez pas encore de liste.')).toBeVisible();
  await chooser.getByRole('button', { name: 'Créer une liste' }).click();

  const create = page.getByRole('dialog', { name: 'Créer une liste' });
  await create.getByRole('button', { name: 'Créer' }).click();
  await expect(create.getByLabel('Nom de la liste')).toHaveAccessibleDescription('Entrez un nom de liste valide');
  await expect(create.getByRole('alert')).toHaveText('Entrez un nom de liste valide');
  await create.getByLabel('Nom de la liste').fill('  Sorties du vendredi  ');
  await expectAccessible(page, 'the create-list dialog');
  await create.getByRole('button', { name: 'Créer' }).click();

  // Created on a category page: the chooser comes back with the offer still to save.
  await expect(create).toBeHidden();
  await expect(chooser.getByText('Sorties du vendredi')).toBeVisible();
  await expect(chooser.getByText('0 offre')).toBeVisible();
  await chooser.getByRole('button', { name: 'Sauvegarder dans Sorties du vendredi' }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByText('Sauvegardée dans Sorties du vendredi')).toBeVisible();

  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes sauvegardes' })).toBeVisible();
  const list = page.getByRole('link', { name: /Sorties du vendredi/ });
  await expect(page.getByText('1 offre')).toBeVisible();
  await expectAccessible(page, '/favourites');
  await list.click();
  await expect(page).toHaveURL(/\/favourites\/list\/\d+\?source=favourites$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a favourite the server refuses is rolled back, then kept when it works @desktop', async ({
  page,
  context,
  baseURL,
}) => {
  // The refused save is a 500 by design.
  const errors = watchErrors(page, /500|Internal Server Error/);
  await createMember(context.request, baseURL!, { firstName: 'Hugo' });
  await page.goto('/deals');
  await expect(page.getByRole('button', { name: 'Account menu for Hugo' })).toBeVisible();
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const actions = card.getByRole('group', { name: title });

  await page.route('**/api/users/v2/user/favouriteOffers', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"INTERNAL","message":"boom"}' })
      : route.fallback(),
  );
  await actions.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We couldn’t update your favourites. Please try again.' }),
  ).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');

  await page.unroute('**/api/users/v2/user/favouriteOffers');
  await actions.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(actions.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(
      async () =>
        (
          (await (await context.request.get('/api/users/v2/user/favouriteOffers')).json()) as {
            favourite_offer_ids: number[];
          }
        ).favourite_offer_ids,
    )
    .toHaveLength(1);

  await page.goto('/favourites');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(errors).toEqual([]);
});

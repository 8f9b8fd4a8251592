// Verification by student ID on a phone, in French (issue 18 items 3 and 7): a member whose cégep has
// no student e-mail opens the ID verification modal from the profile, picks a photo of the card (the
// camera's or a file), sends it and is told the expected wait; a non-image renamed .jpg is refused in
// the browser first. Staff then approve it through the staff API (the console is its own issue) and
// the member's card shows the verified-student mark, as does the cashier's check. axe on each screen.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createMember, mailTo, uniqueEmail } from './accounts-support.ts';
import { E2E_STAFF_API_TOKEN } from './playwright.config.ts';
import { expectAccessible, watchErrors } from './support.ts';

/** The first bytes of a JPEG photo: what the server and the browser check. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 carte étudiante')]);

test('@mobile a cégep student without a campus e-mail verifies with a photo of their card, in French', async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('student-id');
  await createMember(page.request, baseURL!, { email, firstName: 'Léa', language: 'fr' });
  const purchase = await page.request.post('/api/store/v4/checkout/purchase', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID(), 'payment-nonce': 'fake-valid-visa-nonce' },
    data: { language: 'fr', postal: 'G1K 3G5' },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);

  await page.goto('/fr/profile');
  const panel = page.locator('#student-status');
  await expect(panel.getByRole('heading', { name: 'Statut étudiant' })).toBeVisible();
  await panel.getByRole('button', { name: /Pas de courriel scolaire/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Vérification par carte étudiante' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/habituellement en 2 jours ouvrables/).first()).toBeVisible();
  await dialog.getByLabel('Votre établissement').selectOption({ label: 'Cégep Limoilou' });
  // The camera and the file picker are both offered, each taking pictures only.
  const camera = dialog.getByLabel('Prendre une photo');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', /image\/heic/);
  await expect(dialog.getByLabel('Choisir un fichier')).toHaveAttribute('accept', /image\/jpeg/);
  await expectAccessible(page, 'the ID verification modal');

  // A text file renamed .jpg is refused by its content before anything is sent.
  await dialog.getByLabel('Choisir un fichier').setInputFiles({
    name: 'carte.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('ceci n’est pas une photo'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(/pas une photo JPEG, PNG ou HEIC/);
  await expect(dialog.getByRole('button', { name: 'Envoyer pour vérification' })).toBeDisabled();

  await camera.setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(dialog.getByText('Photo choisie : IMG_0042.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer pour vérification' }).click();
  await expect(dialog.getByText('Merci : votre carte étudiante est en attente de vérification.')).toBeVisible();
  await expect(dialog.getByText(/Nous répondons habituellement en 2 jours ouvrables/)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(panel.getByText('Votre carte étudiante (Cégep Limoilou) est en attente de vérification.')).toBeVisible();
  await expect(panel.getByText(/habituellement en 2 jours ouvrables/)).toBeVisible();
  await expectAccessible(page, 'the profile with a card waiting');

  // Staff approve it through the staff API (a member's session alone is refused there).
  expect((await page.request.get('/api/staff/student-ids')).status()).toBe(403);
  // A staff client sends its token and no cookie (a cookie-carrying write must come from our pages).
  const staff = { authorization: `Bearer ${E2E_STAFF_API_TOKEN}`, 'content-type': 'application/json' };
  const queue = await fetch(`${baseURL}/api/staff/student-ids`, { headers: staff });
  expect(queue.status).toBe(200);
  const { reviews } = (await queue.json()) as { reviews: { id: number; member_name: string }[] };
  const mine = reviews.find((review) => review.member_name.startsWith('Léa'));
  expect(mine).toBeDefined();
  const decided = await fetch(`${baseURL}/api/staff/student-ids/${mine!.id}/decision`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({ decision: 'approve' }),
  });
  expect(decided.status, await decided.text()).toBe(200);
  const mail = await mailTo(email, /statut d’étudiant SPC est confirmé/);
  expect(mail.text).toContain('Cégep Limoilou');

  // The mark on the profile and on the digital card.
  await page.goto('/fr/profile');
  await expect(panel.getByText('Statut étudiant vérifié')).toBeVisible();
  await page.goto('/fr/membership-screen');
  const card = page.getByRole('article', { name: 'Carte de membre SPC' });
  await expect(card.getByText('Statut étudiant vérifié')).toBeVisible();
  const verificationUrl = await card.getByRole('img', { name: /QR/ }).getAttribute('data-qr-value');

  // The cashier sees verified, nothing more.
  const till = await (await browser.newContext()).newPage();
  await till.goto(new URL(verificationUrl!).pathname);
  await expect(till.getByText('Verified student')).toBeVisible();
  await expect(till.getByText('Léa')).toHaveCount(0);
  await expect(till.getByText('Limoilou')).toHaveCount(0);
  expect(errors).toEqual([]);
});

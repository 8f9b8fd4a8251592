// Back-to-school and campus codes (issue 18 items 5–6, item 8's journeys) on the production build:
// a student at a booth opens the event's link on their phone (/bts-2025?event_id=…&campus_id=…), joins
// in the back-to-school join modal (the campus card from the campus's code pool), gets a partner's code,
// and finds that an ended event's link no longer works; a student with no account yet does it in French
// in the easy registration modal (the account, the address confirmed from the mailed link, the card);
// a student types a campus code in French on their campus page (a wrong one first). The seed runs one McGill event around the seeding day and code pools
// for a few campuses (apps/api/src/db/seed/campus-access-data.ts).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember, mailTo, PASSWORD, uniqueEmail } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

async function campusId(request: APIRequestContext, urlName: string): Promise<number> {
  const list = await request.get('/api/users/campus/list');
  const { schools } = (await list.json()) as { schools: { campuses: { id: number; url_name: string }[] }[] };
  const campus = schools.flatMap((school) => school.campuses).find((entry) => entry.url_name === urlName);
  if (!campus) throw new Error(`no campus ${urlName}`);
  return campus.id;
}

test('a student at a booth opens the event link on a phone, joins and gets an offer code @mobile', async ({
  page,
  baseURL,
}) => {
  const errors = watchErrors(page, /status of 410/);
  await createMember(page.request, baseURL!, { firstName: 'Maya' });
  const mcgill = await campusId(page.request, 'mcgill-downtown');

  await page.goto(`/bts-2025?event_id=bts-mcgill-2025&campus_id=${mcgill}`);
  await expect(page.getByRole('heading', { level: 1, name: 'SPC back-to-school booth at McGill' })).toBeVisible();
  await expect(page.getByText(/^On now · /)).toBeVisible();
  // The page is server-rendered: its button works once the page is interactive.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectAccessible(page, 'the event page');

  await page.getByRole('button', { name: 'Join now' }).click();
  const modal = page.getByRole('dialog', { name: 'Join SPC at this event' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/No student ID needed\.$/)).toBeVisible();
  await expectAccessible(page, 'the back-to-school join modal');
  await modal.getByRole('button', { name: 'Get my campus card' }).click();
  await expect(modal.getByText('Your campus membership is active')).toBeVisible();
  await expect(modal.getByText(/6018-\d{4}-\d{4}-\d{4}/)).toBeVisible();
  await modal.getByRole('button', { name: 'See the offers' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('You have joined: your campus card is in your account.')).toBeVisible();

  // The member is tied to McGill's downtown campus now (spec §6), with a campus card.
  const tie = await page.request.get('/api/users/campus-member');
  expect(await tie.json()).toMatchObject({ campus: { url_name: 'mcgill-downtown' }, needs_student_id: false });

  await page.getByRole('button', { name: 'Get my code: A free medium coffee with your first order' }).click();
  await expect(page.getByText(/^Your code: BEANBTS-[A-Z2-9]{6}$/)).toBeVisible();

  // An event that is over: its link no longer works.
  const concordia = await campusId(page.request, 'concordia-sgw');
  await page.goto(`/bts-2025?event_id=bts-concordia-2025&campus_id=${concordia}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This event link does not work' })).toBeVisible();
  await expect(page.getByText('This event has ended, so its link no longer works.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a student with no account joins at the booth in French, in the easy registration modal @mobile', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('kiosque');
  const mcgill = await campusId(page.request, 'mcgill-downtown');
  const eventPath = `/fr/bts-2025?event_id=bts-mcgill-2025&campus_id=${mcgill}`;

  await page.goto(eventPath);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const opener = page.getByRole('button', { name: 'M’inscrire maintenant' });
  await opener.click();
  const modal = page.getByRole('dialog', { name: 'Joignez-vous à SPC en une minute' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Étape 1 sur 2')).toBeVisible();
  await expectAccessible(page, 'the easy registration modal');

  await modal.getByLabel('Prénom').fill('Maëlle');
  await modal.getByLabel('Nom de famille').fill('Gagnon');
  await modal.getByLabel('Adresse courriel').fill(email);
  await modal.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await modal.getByLabel('Date de naissance').fill('2006-08-21');
  await modal.getByRole('checkbox', { name: /J’accepte/ }).check();
  await modal.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(modal.getByRole('heading', { name: 'Confirmez votre adresse courriel' })).toBeFocused();

  // The link, opened in another tab of the phone's browser, confirms the address and leads back to the event.
  const mail = await mailTo(email, /Confirmez votre adresse courriel/);
  const mailTab = await page.context().newPage();
  await mailTab.goto(mail.link!);
  await expect(mailTab.getByText('Votre adresse courriel est confirmée. Merci!')).toBeVisible();
  await mailTab.getByRole('link', { name: 'Continuer' }).click();
  await expect(mailTab).toHaveURL(new RegExp(`/bts-2025\\?event_id=bts-mcgill-2025&campus_id=${mcgill}$`));
  await mailTab.close();

  // Back in the first tab, the dialog goes on to the card.
  await page.bringToFront();
  await modal.getByRole('button', { name: 'J’ai confirmé mon adresse' }).click();
  await expect(modal.getByText('Étape 2 sur 2')).toBeVisible();
  await modal.getByRole('button', { name: 'Obtenir ma carte campus' }).click();
  await expect(modal.getByText('Votre abonnement campus est actif')).toBeVisible();
  await expect(modal.getByText(/6018-\d{4}-\d{4}-\d{4}/)).toBeVisible();
  await expectAccessible(page, 'the easy registration modal, joined');
  await modal.getByRole('button', { name: 'Voir les offres' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/^C’est fait\s: votre carte campus est dans votre compte/)).toBeVisible();

  const tie = await page.request.get('/api/users/campus-member');
  expect(await tie.json()).toMatchObject({ campus: { url_name: 'mcgill-downtown' } });
  expect(errors).toEqual([]);
});

test('a student redeems a campus code in French on their campus page', async ({ page, baseURL }, testInfo) => {
  const errors = watchErrors(page, /status of 404/);
  await createMember(page.request, baseURL!, { firstName: 'Élodie', language: 'fr' });
  // Each project its own code of Concordia's pool, typed as people type it.
  const code = testInfo.project.name === 'mobile' ? 'concordia25-0002' : 'concordia25-0001';

  await page.goto('/fr/campus/concordia-sgw');
  await expect(page.getByRole('heading', { level: 1, name: /Concordia/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'J’ai un code campus' }).click();
  const modal = page.getByRole('dialog', { name: 'Entrez votre code campus' });
  await expect(modal).toBeVisible();
  const field = modal.getByLabel('Code campus');
  await field.fill('FAUX-0000');
  await modal.getByRole('button', { name: 'Obtenir ma carte campus' }).click();
  await expect(modal.getByText('Ce code d’accès n’est pas valide. Vérifiez-le et réessayez.')).toBeVisible();

  await field.fill(code);
  await modal.getByRole('button', { name: 'Obtenir ma carte campus' }).click();
  await expect(modal.getByText('Votre abonnement campus est actif')).toBeVisible();
  await expect(modal.getByText(/Vous êtes maintenant membre campus\u00a0: Université Concordia/)).toBeVisible();
  await expect(modal.getByText('Comme membre campus, on ne vous demandera pas de carte étudiante.')).toBeVisible();
  await expectAccessible(page, 'the campus code modal, redeemed');

  // The same code again: the spec’s §8 message, word for word.
  const again = await page.request.post('/api/users/campus-code', { headers: { origin: baseURL! }, data: { code } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('Already Redeemed your SPC Membership');
  expect(errors).toEqual([]);
});

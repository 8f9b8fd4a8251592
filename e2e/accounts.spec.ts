// Account journeys on the production build, as a new user would live them (issue 4): sign-up with the
// confirmation e-mail delivered over real SMTP, the additional questions, then signed in; sign-in
// failures up to the lock; a password reset; auto-login with a custom token; Google sign-in through a
// local OpenID Connect provider. In English and in French, with axe on every screen visited.
import { expect, test, type Page } from '@playwright/test';
import { createMember, mailTo, nextGoogleIdentity, PASSWORD, uniqueEmail } from './accounts-support.ts';
import { expectAccessible, watchErrors } from './support.ts';

async function fillSignUp(
  page: Page,
  fields: { first: string; last: string; email: string; birth: string },
  fr = false,
) {
  await page.getByLabel(fr ? 'Prénom' : 'First name').fill(fields.first);
  await page.getByLabel(fr ? 'Nom de famille' : 'Last name').fill(fields.last);
  await page.getByLabel(fr ? 'Adresse courriel' : 'E-mail address').fill(fields.email);
  await page.getByLabel(fr ? 'Mot de passe' : 'Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(fr ? 'Date de naissance' : 'Date of birth').fill(fields.birth);
  await page.getByRole('checkbox', { name: fr ? /J’accepte|J'accepte/ : /I accept/ }).check();
}

const accountMenu = (page: Page, name: string, fr = false) =>
  page.getByRole('button', { name: fr ? `Menu du compte de ${name}` : `Account menu for ${name}` });

test('sign-up → confirm the e-mail → additional questions → signed in @desktop', async ({ page }) => {
  const errors = watchErrors(page);
  const email = uniqueEmail('signup');

  await test.step('the account-creation form refuses bad input and under-age visitors', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expectAccessible(page, '/signup');
    await fillSignUp(page, { first: 'Léa', last: 'Tremblay', email, birth: '2015-01-01' });
    await page.getByRole('button', { name: 'Create my account' }).click();
    const ageModal = page.getByRole('dialog', { name: 'You cannot join just yet' });
    await expect(ageModal).toBeVisible();
    await ageModal.getByRole('button', { name: 'OK' }).click();
    await expect(ageModal).toBeHidden();
  });

  await test.step('a valid form says to check the inbox', async () => {
    await page.getByLabel('Date of birth').fill('2004-09-15');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  });

  await test.step('the link in the e-mail confirms the address and signs in', async () => {
    const mail = await mailTo(email, /Confirm your email address/);
    expect(mail.text).toContain('Léa');
    await page.goto(mail.link!);
    await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();
    await expectAccessible(page, 'the e-mail action page');
    await page
      .getByRole('link', { name: 'Continue' })
      .or(page.getByRole('button', { name: 'Continue' }))
      .click();
  });

  await test.step('the additional questions, then the member header', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'A few more questions' })).toBeVisible();
    await expectAccessible(page, '/signup/additional');
    await page.getByLabel('Postal code').fill('H2X 1Y4');
    await page.getByLabel('Type of school').selectOption('university');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/purchase/);
    await expect(accountMenu(page, 'Léa')).toBeVisible();
  });

  await test.step('the profile shows what was entered, and the welcome e-mail arrived', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByText('Léa Tremblay')).toBeVisible();
    await expect(page.getByText('H2X 1Y4')).toBeVisible();
    await expectAccessible(page, '/profile');
    await mailTo(email, /Welcome to SPC, Léa/);
  });

  expect(errors).toEqual([]);
});

test('inscription en français : le courriel et les écrans sont en français @desktop', async ({ page }) => {
  const email = uniqueEmail('inscription');
  await page.goto('/fr/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
  await fillSignUp(page, { first: 'Étienne', last: 'Côté', email, birth: '2002-03-04' }, true);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Consultez vos courriels' })).toBeVisible();
  await expectAccessible(page, '/fr/signup');

  const mail = await mailTo(email, /Confirmez votre adresse courriel/);
  expect(mail.text).toContain('Étienne');
  await page.goto(mail.link!);
  await expect(page.getByText('Votre adresse courriel est confirmée. Merci!')).toBeVisible();
});

test('the login page: wrong passwords up to the lock, then the unlock link @desktop', async ({ page, baseURL }) => {
  const member = await createMember(page.context().request, baseURL!, { firstName: 'Noah' });
  // createMember signed this browser in; start signed out.
  await page.context().clearCookies();

  await page.goto('/login');
  // The page is a lazy module: check it once it has rendered (its heading and its <title>).
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page).toHaveTitle(/Log in/);
  await expectAccessible(page, '/login');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail address').fill(member.email);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await form.getByLabel('Password', { exact: true }).fill(`Wrong${attempt}pass`);
    await form.getByRole('button', { name: 'Log in' }).click();
    if (attempt < 5) await expect(form.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  }
  await expect(form.getByText(/logging in is locked for 1[45] more minutes/)).toBeVisible();

  // The right password is refused while the lock holds.
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByText(/logging in is locked/)).toBeVisible();
  await expect(accountMenu(page, 'Noah')).toHaveCount(0);

  await form.getByRole('button', { name: 'E-mail me a link to unlock my account' }).click();
  await expect(form.getByText("If this address has an SPC account, we've sent it a link to unlock it.")).toBeVisible();
  await mailTo(member.email, /Your SPC account is locked/);
});

test('a password reset by e-mail, then logging in with the new password @desktop', async ({ page, baseURL }) => {
  const member = await createMember(page.context().request, baseURL!, { firstName: 'Zoé' });
  await page.context().clearCookies();

  await page.goto('/login');
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Forgot your password?' })
    .or(page.getByRole('main').getByRole('link', { name: 'Forgot your password?' }))
    .click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('main').getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If an account exists for/)).toBeVisible();

  const mail = await mailTo(member.email, /Reset your SPC password/);
  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'the reset page');
  await page.getByLabel('New password', { exact: true }).fill('Birch9tree');
  await page.getByLabel('Confirm the new password').fill('Birch9tree');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('Your password is changed. Log in with your new password.')).toBeVisible();

  // The link works once.
  await page.goto(mail.link!);
  await page.getByLabel('New password', { exact: true }).fill('Cedar7wood');
  await page.getByLabel('Confirm the new password').fill('Cedar7wood');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText(/expired or has already been used/)).toBeVisible();

  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail address').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill('Birch9tree');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(accountMenu(page, 'Zoé')).toBeVisible();
});

test('auto-login with a custom token lands signed in on the remembered page @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  await createMember(page.context().request, baseURL!, { firstName: 'Maël' });
  const issued = await page.context().request.post('/api/users/user/accesstoken', {
    headers: { origin: baseURL! },
    data: { redirect: '/deals' },
  });
  expect(issued.status()).toBe(200);
  const { url } = (await issued.json()) as { url: string };

  // Another browser, never signed in: the link alone signs it in, once.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(url);
  await expect(accountMenu(other, 'Maël')).toBeVisible();
  await expect(other).toHaveURL(/\/deals$/);
  await context.close();
});

test('Google sign-in through the local OpenID Connect provider, then finishing the account @desktop', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  await nextGoogleIdentity({ sub: `sub-${email}`, email, given_name: 'Amélie', family_name: 'Roy' });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // Back from the provider, signed in but not registered: the account-creation step, pre-filled.
  await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Amélie');
  await page.getByLabel('Date of birth').fill('2001-11-30');
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A few more questions' })).toBeVisible();
  await expect(accountMenu(page, 'Amélie')).toBeVisible();
});

test('a members-only page asks a visitor to log in, then goes there after logging in @mobile', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(page.context().request, baseURL!, { firstName: 'Inès' });
  await page.context().clearCookies();
  await page.goto('/deals');
  await page.goto('/profile');
  const prompt = page.getByRole('dialog', { name: 'Members only' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page, 'the login prompt');
  await prompt.getByRole('link', { name: 'Log in' }).click();
  const form = page.getByRole('main');
  await form.getByLabel('E-mail address').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
});

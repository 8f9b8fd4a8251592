// /signup through the real route table, the API stubbed at the network edge: the account-creation
// form's rules (spec §5), the age-restricted modal, the call sequence of docs/api-accounts.md, the
// neutral "check your e-mail" answer, the social finish and the registered member's redirect.
import { isoDateOf } from '@spc/domain/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../lib/cookies.ts';
import { AFFILIATE_COOKIE } from '../../../lib/tracking.ts';
import { consentTo } from '../../../test/consent.ts';
import { calls, stubApi } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { isAccountCreated } from '../../../features/account/signup-progress.ts';
import { sentBody } from '../../../test/requests.ts';
import { answerFrom, memberApi, MEMBER_UID, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';

/** A birth date `years` years ago today (plus `days` more, to land just before a birthday). */
function birthDateYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return isoDateOf(date);
}

async function fillForm(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'birthdate', string>> & { agree?: boolean } = {},
) {
  const {
    first = 'Ada',
    last = 'Lovelace',
    email = 'ada@example.com',
    password = 'Secret123',
    birthdate = '2004-09-15',
    agree = true,
  } = values;
  if (first) await user.type(screen.getByLabelText('First name'), first);
  if (last) await user.type(screen.getByLabelText('Last name'), last);
  if (email) await user.type(screen.getByLabelText('E-mail address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (birthdate) await user.type(screen.getByLabelText('Date of birth'), birthdate);
  if (agree) await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
}

const submit = (user: Awaited<ReturnType<typeof renderApp>>['user']) =>
  user.click(screen.getByRole('button', { name: 'Create my account' }));

describe('/signup — account creation', () => {
  it('shows each refused field inline, described by its message, and focuses the summary', async () => {
    const fetchMock = stubApi(visitorApi);
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillForm(user, { email: 'ada@', password: 'password', birthdate: '2004-02-30', agree: false });
    await submit(user);

    const summary = await screen.findByRole('alert', { name: 'Please fix the following' });
    expect(summary).toHaveFocus();
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Your password needs at least 8 characters, with a digit, an uppercase letter and a lowercase letter.',
      ),
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a real date as YYYY-MM-DD, for example 2004-09-15.'),
    );
    expect(screen.getByRole('checkbox', { name: /I accept the terms of use/ })).toHaveAccessibleDescription(
      'You must accept the terms of use and the privacy policy to create an account.',
    );
    expect(within(summary).getAllByRole('link')).toHaveLength(4);
    // Names were fine; nothing was sent.
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(calls(fetchMock).filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it('asks for each missing field by name', async () => {
    stubApi(visitorApi);
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await submit(user);

    const summary = await screen.findByRole('alert', { name: 'Please fix the following' });
    for (const message of [
      'Enter your first name.',
      'Enter your last name.',
      'Enter your e-mail address.',
      'Enter your date of birth.',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
  });

  it('opens the age-restricted modal under 16 and creates no account', async () => {
    const fetchMock = stubApi(visitorApi);
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    // One day short of 16.
    await fillForm(user, { birthdate: birthDateYearsAgo(16, 1) });
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: 'You cannot join just yet' });
    expect(dialog).toHaveAccessibleDescription(
      'SPC memberships are for students aged 16 and over. No account was created.',
    );
    expect(calls(fetchMock).some((call) => call.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      expect.stringContaining('You must be at least 16 years old to join SPC.'),
    );
  });

  it('accepts someone who turns 16 today', async () => {
    const fetchMock = stubApi([...visitorApi, ['POST /api/auth/sign-up/email', { token: null, user: null }]]);
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillForm(user, { birthdate: birthDateYearsAgo(16) });
    await submit(user);

    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(calls(fetchMock)).toContain('POST /api/auth/sign-up/email');
  });

  it('opens the age-restricted modal when the server refuses the age', async () => {
    stubApi([
      ...visitorApi,
      [
        'POST /api/auth/sign-up/email',
        () =>
          jsonResponse(
            { error: 'AGE_RESTRICTED', message: 'You must be at least 16 years old.', field: 'birthDate' },
            422,
          ),
      ],
    ]);
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillForm(user);
    await submit(user);

    expect(await screen.findByRole('dialog', { name: 'You cannot join just yet' })).toBeInTheDocument();
  });

  it('signs up, registers with the affiliate marker, reloads the session, then asks the additional questions', async () => {
    // The marker is marketing storage, read only with consent (issue 21).
    consentTo({ marketing: true });
    setCookie(AFFILIATE_COOKIE, JSON.stringify({ ranMID: '123', ranSiteID: 'abc', timestamp: 1700000000000 }), {
      days: 1,
    });
    let signedUp = false;
    const member = memberApi({ emailVerified: false, profile: profileFixture({ postal: null, school_type: null }) });
    const fetchMock = stubApi([
      ['GET /api/auth/get-session', (request) => (signedUp ? answerFrom(member, request) : new Response('null'))],
      [
        'POST /api/auth/sign-up/email',
        () => {
          signedUp = true;
          return jsonResponse({ token: 'secret-token', user: { id: MEMBER_UID, email: 'ada@example.com' } });
        },
      ],
      ['POST /api/users/register', () => jsonResponse({ registered: true }, 201)],
      ...member,
    ]);
    const { user, router } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillForm(user, { first: ' Ada ', email: 'ada@example.com' });
    await submit(user);

    await screen.findByRole('heading', { level: 1, name: 'A few more questions' });
    expect(router.state.location.pathname).toBe('/signup/additional');
    expect(
      screen.getByText('Your account is created. We sent a link to ada@example.com to confirm your address.'),
    ).toBeInTheDocument();
    expect(isAccountCreated()).toBe(true);

    expect(calls(fetchMock).filter((call) => call.startsWith('POST') && !call.includes('isAllowedLogin'))).toEqual([
      'POST /api/auth/sign-up/email',
      'POST /api/users/register',
    ]);
    expect(sentBody(fetchMock, 'POST', '/api/auth/sign-up/email')).toEqual({
      email: 'ada@example.com',
      password: 'Secret123',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '2004-09-15',
      emailOptIn: false,
      language: 'en',
      signupAffiliate: JSON.stringify({ ranMID: '123', ranSiteID: 'abc', timestamp: '1700000000000' }),
    });
    expect(sentBody(fetchMock, 'POST', '/api/users/register')).toEqual({
      firebase_uid: MEMBER_UID,
      first_name: 'Ada',
      last_name: 'Lovelace',
      birth_date: '2004-09-15',
      email_opt_in: false,
      language: 'en',
      agree: true,
      signup_method: 'email',
      affiliate: { ranMID: '123', ranSiteID: 'abc', timestamp: '1700000000000' },
    });
    // The session was read again after registering (before the next step showed).
    const all = calls(fetchMock);
    expect(all.lastIndexOf('GET /api/auth/get-session')).toBeGreaterThan(all.indexOf('POST /api/users/register'));
  });

  it('answers "check your e-mail" when sign-up opens no session, revealing nothing and registering nothing', async () => {
    const fetchMock = stubApi([
      ...visitorApi,
      ['POST /api/auth/sign-up/email', { token: null, user: { id: 'someone', email: 'taken@example.com' } }],
      ['POST /api/auth/send-verification-email', { status: true }],
    ]);
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillForm(user, { email: 'taken@example.com' });
    await submit(user);

    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(
      screen.getByText(
        'We sent a message to taken@example.com. Open the link in it to confirm your address and continue.',
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/users/register');

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('A new link is on its way. It can take a few minutes to arrive.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeDisabled();
    expect(sentBody(fetchMock, 'POST', '/api/auth/send-verification-email')).toEqual({ email: 'taken@example.com' });
  });

  it('shows the rate-limit message when sign-up is refused with 429', async () => {
    stubApi([
      ...visitorApi,
      [
        'POST /api/auth/sign-up/email',
        () => jsonResponse({ error: 'RATE_LIMITED', message: 'Too many requests', retry_after: 30 }, 429),
      ],
    ]);
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillForm(user);
    await submit(user);

    expect(
      await screen.findByText('Too many requests at the moment. Please try again later.', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('marks the field the server refuses', async () => {
    stubApi([
      ...visitorApi,
      [
        'POST /api/auth/sign-up/email',
        () =>
          jsonResponse(
            {
              error: 'VALIDATION_ERROR',
              message: 'Names may contain letters, spaces, apostrophes, hyphens and periods only.',
              field: 'lastName',
            },
            400,
          ),
      ],
    ]);
    const { user } = await renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await fillForm(user);
    await submit(user);

    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Names may contain letters, spaces, apostrophes, hyphens and periods only.',
    );
  });

  it('lets a social sign-in finish without a password, pre-filled, registering only', async () => {
    let registered = false;
    const unregistered = memberApi({ providers: ['google'], registered: false, name: 'Grace Brewster Hopper' });
    const member = memberApi({ providers: ['google'], name: 'Grace Brewster Hopper' });
    const fetchMock = stubApi([
      ['GET /api/users/v2/user/register', (request) => answerFrom(registered ? member : unregistered, request)],
      ['POST /api/users/register', () => ((registered = true), jsonResponse({ registered: true }, 201))],
      ...member,
    ]);
    const { user, router } = await renderApp('/signup');

    await screen.findByRole('heading', { level: 1, name: 'Finish creating your account' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Last name')).toHaveValue('Brewster Hopper');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText('Date of birth'), '20040915');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/additional'));
    expect(calls(fetchMock)).not.toContain('POST /api/auth/sign-up/email');
    expect(sentBody(fetchMock, 'POST', '/api/users/register')).toMatchObject({
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      birth_date: '2004-09-15',
      signup_method: 'google',
    });
  });

  it('sends a registered member without a card on to /signup/purchase, keeping the query', async () => {
    stubApi(memberApi({ cards: [] }));
    const { router } = await renderApp('/signup?promo_code=SPRING');

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/purchase'));
    expect(router.state.location.search).toBe('?promo_code=SPRING');
  });

  it('is in French, with the rules in French', async () => {
    stubApi(visitorApi);
    const { user } = await renderApp('/signup', { language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' });

    await user.type(screen.getByLabelText('Adresse courriel'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert', { name: 'Veuillez corriger ce qui suit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse courriel')).toHaveAccessibleDescription(
      'Entrez une adresse courriel valide, comme nom@exemple.com.',
    );
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Entrez votre prénom.');
  });
});

describe('/register and /signup/account-creation', () => {
  it('/register goes to /signup with its query', async () => {
    stubApi(visitorApi);
    const { router } = await renderApp('/register?card_num=6018000000001234&csv=123');

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?card_num=6018000000001234&csv=123');
  });

  it('/signup/account-creation goes to /signup', async () => {
    stubApi(visitorApi);
    const { router } = await renderApp('/signup/account-creation');

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.pathname).toBe('/signup');
  });
});

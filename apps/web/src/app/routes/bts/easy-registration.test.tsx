// The easy registration modal (spec §2 "Modals"; issue 18) through the real route table, the API stubbed
// at the network edge: on /bts-easy-promo a visitor creates the account with the sign-up's own form (its
// rules, the age-restricted modal), is asked to confirm the address, and once signed in gets the campus
// card from a campus code in the same dialog; on an event's page (in French) the dialog ends with the
// event's join, and the language can be switched inside it; Escape, the close button and an outside
// click (until something is typed) close it, and the focus goes back to the button that opened it.
import type { Language } from '@spc/domain/constants';
import { isoDateOf } from '@spc/domain/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { answerFrom, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { sentBody } from '../../../test/requests.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** A tap on the dimmed page around the dialog. */
async function tapOutside(user: User) {
  const overlay = document.querySelector<HTMLElement>('[data-state="open"][class*="bg-slate-900/50"]');
  expect(overlay).not.toBeNull();
  await user.pointer({ keys: '[MouseLeft]', target: overlay! });
}

const campus = {
  id: 7,
  url_name: 'mcgill-downtown',
  name_en: 'Downtown campus',
  name_fr: 'Campus du centre-ville',
  school_name_en: 'McGill University',
  school_name_fr: 'Université McGill',
};
const membership = {
  message: 'Campus membership active',
  campus,
  card: {
    card_number: '6018123412341234',
    csv: '123',
    cobrand: 'campus',
    campus: 'mcgill-downtown',
    expiry_date: '2027-11-26T00:00:00.000Z',
  },
};
const event = {
  event_id: 'bts-mcgill-2025',
  campus_id: 7,
  campus_url_name: 'mcgill-downtown',
  campus_name_en: 'McGill University — Downtown campus',
  campus_name_fr: 'Université McGill — Campus du centre-ville',
  name_en: 'SPC back-to-school booth at McGill',
  name_fr: 'Kiosque de la rentrée SPC à McGill',
  location_en: 'Leacock Building lobby',
  location_fr: 'Hall du pavillon Leacock',
  starts_at: new Date(Date.now() - 86_400_000).toISOString(),
  ends_at: new Date(Date.now() + 86_400_000).toISOString(),
  state: 'active',
};
const market: StubRoute = ['GET /api/store/bts-market-offers', { offers: [] }];

/** A visitor until `signIn()`: then the member the confirmed address made (the link opened elsewhere). */
function visitorWhoConfirms(extra: StubRoute[], language: Language = 'en') {
  let member = false;
  // The profile speaks the language the account was created in (the interface follows it once signed in).
  const session = memberApi({ profile: profileFixture({ email_lower: 'maya@example.com', language }) });
  const routes: StubRoute[] = [
    ['GET /api/auth/get-session', (request) => answerFrom(member ? session : visitorApi, request)],
    ...session.filter(([pattern]) => pattern !== 'GET /api/auth/get-session'),
    market,
    ...extra,
  ];
  return { fetchMock: stubApi(routes), signIn: () => (member = true) };
}

async function fillAccount(
  user: User,
  dialog: HTMLElement,
  { birthdate = '2005-03-02', french = false }: { birthdate?: string; french?: boolean } = {},
) {
  const label = french
    ? {
        first: 'Prénom',
        last: 'Nom de famille',
        email: 'Adresse courriel',
        password: 'Mot de passe',
        birth: 'Date de naissance',
      }
    : { first: 'First name', last: 'Last name', email: 'E-mail address', password: 'Password', birth: 'Date of birth' };
  await user.type(within(dialog).getByLabelText(label.first), 'Maya');
  await user.type(within(dialog).getByLabelText(label.last), 'Booth');
  await user.type(within(dialog).getByLabelText(label.email), 'maya@example.com');
  await user.type(within(dialog).getByLabelText(label.password), 'Booth2025pass');
  await user.type(within(dialog).getByLabelText(label.birth), birthdate);
  await user.click(within(dialog).getByRole('checkbox', { name: french ? /J’accepte/ : /I accept the terms of use/ }));
}

describe('the easy registration modal', () => {
  it('on the promo page: the sign-up form, the address to confirm, then the campus code, in one dialog', async () => {
    const { fetchMock, signIn } = visitorWhoConfirms([
      ['POST /api/auth/sign-up/email', { token: null, user: null }],
      ['POST /api/users/campus-code', membership],
    ]);
    const { user } = await renderApp('/bts-easy-promo');
    const opener = await screen.findByRole('button', { name: 'Create my free account' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Join SPC in one minute' });
    expect(dialog).toHaveAccessibleDescription(
      'Create your free account, then enter your campus code: your campus card is ready right away.',
    );
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    // The sign-up's own rules: the password checklist, the terms and privacy links (in a new tab here).
    expect(within(dialog).getByRole('list', { name: /password/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'terms of use' })).toHaveAttribute('target', '_blank');

    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));

    expect(await within(dialog).findByRole('heading', { name: 'Confirm your e-mail address' })).toHaveFocus();
    expect(within(dialog).getByText(/We sent a link to maya@example\.com\. Open it on this phone/)).toBeInTheDocument();
    // The link brings the student back to this page; the account is in the interface language.
    expect(sentBody(fetchMock, 'POST', '/api/auth/sign-up/email')).toMatchObject({
      email: 'maya@example.com',
      birthDate: '2005-03-02',
      language: 'en',
      callbackURL: '/bts-easy-promo',
    });

    // Not confirmed yet: said so, the dialog stays on this step.
    await user.click(within(dialog).getByRole('button', { name: 'I have confirmed my address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your address is not confirmed yet.');

    // Confirmed (the link opened in another tab signed this browser in): step 2, the campus code.
    signIn();
    await user.click(within(dialog).getByRole('button', { name: 'I have confirmed my address' }));
    expect(await within(dialog).findByRole('heading', { name: 'Your campus card' }, { timeout: 5000 })).toHaveFocus();
    expect(within(dialog).getByText('Step 2 of 2')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Campus code'), 'mcgill25-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Get my campus card' }));
    expect(await within(dialog).findByText('Your campus membership is active')).toBeInTheDocument();
    expect(within(dialog).getByText('6018-1234-1234-1234')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/users/campus-code')).toEqual({ code: 'MCGILL25-0001' });

    // The close button closes it; the focus goes back to what opened it.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'I have a campus code' })).toBeInTheDocument();
  });

  it('refuses someone under 16 with the age-restricted modal, and creates nothing', async () => {
    const { fetchMock } = visitorWhoConfirms([]);
    const { user } = await renderApp('/bts-easy-promo');
    await user.click(await screen.findByRole('button', { name: 'Create my free account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join SPC in one minute' });
    const young = new Date();
    young.setFullYear(young.getFullYear() - 15);
    await fillAccount(user, dialog, { birthdate: isoDateOf(young) });
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));

    const restricted = await screen.findByRole('dialog', { name: 'You cannot join just yet' });
    expect(restricted).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/auth/sign-up/email');
  });

  it('closes on Escape and, before anything is typed, on an outside click; focus goes back to the opener', async () => {
    visitorWhoConfirms([]);
    const { user } = await renderApp('/bts-easy-promo');
    const opener = await screen.findByRole('button', { name: 'Create my free account' });

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Join SPC in one minute' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Join SPC in one minute' });
    await tapOutside(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    // Once a field has an answer, a tap beside the dialog keeps it (and the answer).
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Join SPC in one minute' });
    await user.type(within(dialog).getByLabelText('First name'), 'Maya');
    await tapOutside(user);
    expect(screen.getByRole('dialog', { name: 'Join SPC in one minute' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Maya');
  });

  it("on an event's page, in French: the language switch, then the event's join as the last step", async () => {
    const { fetchMock, signIn } = visitorWhoConfirms(
      [
        ['GET /api/store/verifyEventId', { message: 'Active event link is available', event }],
        ['POST /api/auth/sign-up/email', { token: null, user: null }],
        ['POST /api/store/bts/join', () => jsonResponse(membership)],
      ],
      'fr',
    );
    const { user } = await renderApp('/bts-2025?event_id=bts-mcgill-2025&campus_id=7', { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'M’inscrire maintenant' }));

    const dialog = await screen.findByRole('dialog', { name: 'Joignez-vous à SPC en une minute' });
    expect(dialog).toHaveAccessibleDescription(
      'Créez votre compte gratuit, puis obtenez votre carte campus SPC (Université McGill — Campus du centre-ville). Aucune carte étudiante requise.',
    );
    const languages = within(dialog).getByRole('group', { name: 'Langue de votre compte' });
    expect(within(languages).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('dialog', { name: 'Join SPC in one minute' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Français' }));
    await screen.findByRole('dialog', { name: 'Joignez-vous à SPC en une minute' });

    await fillAccount(user, dialog, { french: true });
    await user.click(within(dialog).getByRole('button', { name: 'Créer mon compte' }));
    await within(dialog).findByRole('heading', { name: 'Confirmez votre adresse courriel' });
    expect(sentBody(fetchMock, 'POST', '/api/auth/sign-up/email')).toMatchObject({
      language: 'fr',
      callbackURL: '/bts-2025?event_id=bts-mcgill-2025&campus_id=7',
    });

    // Coming back to this tab after opening the link reads the session again.
    signIn();
    window.dispatchEvent(new Event('focus'));
    // The session is read again in several calls: more than the default second on a busy machine.
    expect(await within(dialog).findByRole('heading', { name: 'Votre carte campus' }, { timeout: 5000 })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Obtenir ma carte campus' }));
    expect(await within(dialog).findByText('Votre abonnement campus est actif')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/store/bts/join')).toEqual({ event_id: 'bts-mcgill-2025', campus_id: 7 });
    await user.click(within(dialog).getByRole('button', { name: 'Voir les offres' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/C’est fait : votre carte campus est dans votre compte/)).toBeInTheDocument();
  });

  it('a member joins in the join modal, not the easy registration', async () => {
    stubApi([
      ...memberApi(),
      market,
      ['GET /api/store/verifyEventId', { message: 'Active event link is available', event }],
    ]);
    const { user } = await renderApp('/bts-2025?event_id=bts-mcgill-2025&campus_id=7');
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('dialog', { name: 'Join SPC at this event' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Join SPC in one minute' })).not.toBeInTheDocument();
  });
});

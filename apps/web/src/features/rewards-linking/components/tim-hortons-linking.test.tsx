// The Tim Hortons rewards linking block (issue 19 item 2; spec §2, §4 "Partner linking", §5, §8, §9): a
// visitor is sent to sign in and back; a member without a membership to the memberships; a linked member
// sees the masked address and unlinks; the partner-linking gate's submit rules (invalid, loading, after an
// error until a key is typed); success → the congratulations; each failure message in English and French;
// the account-linking gate after 5000 ms, once per visit, dismissible from the keyboard.
import type { Language } from '@spc/domain/constants';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubHandler, type StubRoute } from '../../../test/api-stub.ts';
import { cardFixture, memberApi, visitorApi } from '../../../test/fixtures/session-api.ts';
import { TestProviders } from '../../../test/providers.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { readRedirectTarget } from '../../../lib/session.ts';
import { TimHortonsLinking } from './tim-hortons-linking.tsx';

const OFFER = {
  offer: {
    id: 'spc-bonus-points',
    title_en: '50 bonus Tim Hortons rewards points',
    title_fr: '50 points de récompenses Tim Hortons en prime',
    description_en: 'On your next visit.',
    description_fr: 'À votre prochaine visite.',
    ends_at: null,
  },
};

interface Setup {
  session?: StubRoute[];
  linked?: boolean;
  link?: StubHandler | object;
  unlink?: StubHandler | object;
}

/** The member's link as the stub API keeps it: POST and DELETE change what GET answers. */
function linkingApi({
  session = memberApi(),
  linked = false,
  link = { success: true },
  unlink = { success: true },
}: Setup) {
  let isLinked = linked;
  const routes: StubRoute[] = [
    ['GET /api/users/th-active-offer', OFFER],
    [
      'GET /api/users/tims-linking',
      () => jsonResponse(isLinked ? { Linked: true, th_email: 'ti***@ex***.com' } : { Linked: false }),
    ],
    [
      'POST /api/users/tims-linking',
      async (request) => {
        const response = typeof link === 'function' ? await (link as StubHandler)(request) : jsonResponse(link);
        if (response.ok) isLinked = true;
        return response;
      },
    ],
    [
      'DELETE /api/users/tims-linking',
      async (request) => {
        const response = typeof unlink === 'function' ? await (unlink as StubHandler)(request) : jsonResponse(unlink);
        if (response.ok) isLinked = false;
        return response;
      },
    ],
    ...session,
  ];
  return routes;
}

async function renderLinking(setup: Setup = {}, { language = 'en' }: { language?: Language } = {}) {
  const fetchMock = stubApi(linkingApi(setup));
  const router = createMemoryRouter(
    [
      {
        path: '/timhortons',
        element: (
          <main>
            <h1>Tim Hortons</h1>
            <TimHortonsLinking />
          </main>
        ),
      },
      { path: '/login', element: <h1>Log in</h1> },
      { path: '/explore-memberships', element: <h1>Memberships</h1> },
    ],
    { initialEntries: ['/timhortons'] },
  );
  render(
    <TestProviders queryClient={createQueryClient({ retry: false })} i18n={await createI18n(language)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const user = userEvent.setup();
  return { fetchMock, router, user };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const submit = (name: RegExp | string = 'Link my account') => screen.getByRole('button', { name });

async function fillPair(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  confirmation = email,
  language: Language = 'en',
) {
  const [first, second] =
    language === 'en'
      ? ['Tim Hortons rewards account e-mail', 'Confirm the e-mail']
      : ['Courriel du compte de récompenses Tim Hortons', 'Confirmez le courriel'];
  await user.type(await screen.findByRole('textbox', { name: first }), email);
  await user.type(field(second), confirmation);
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TimHortonsLinking', () => {
  it('asks a visitor to sign in, and brings them back to /timhortons', async () => {
    const { user, router } = await renderLinking({ session: visitorApi });
    const signIn = await screen.findByRole('link', { name: 'Sign in to link your account' });
    expect(signIn).toHaveAttribute('href', '/login');
    await user.click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirectTarget()).toBe('/timhortons');
  });

  it('sends a member without a valid membership to the memberships', async () => {
    const expired = cardFixture({ is_expired: true, expiry_date: new Date(Date.now() - 86_400_000).toISOString() });
    await renderLinking({ session: memberApi({ cards: [expired] }) });
    expect(await screen.findByRole('link', { name: 'See our memberships' })).toHaveAttribute(
      'href',
      '/explore-memberships',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the programme offer to everyone', async () => {
    await renderLinking({ session: visitorApi });
    expect(await screen.findByText('50 bonus Tim Hortons rewards points')).toBeInTheDocument();
  });

  it('shows a linked member the masked address, and unlinks', async () => {
    const { user, fetchMock } = await renderLinking({ linked: true });
    expect(await screen.findByText('Linked account: ti***@ex***.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlink my Tim Hortons rewards account' }));
    expect(await screen.findByRole('textbox', { name: 'Tim Hortons rewards account e-mail' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  describe('the partner-linking gate (spec §4, §5)', () => {
    it('has two required e-mail fields and keeps submit disabled until both are valid and identical', async () => {
      const { user } = await renderLinking();
      const email = await screen.findByRole('textbox', { name: 'Tim Hortons rewards account e-mail' });
      const confirmation = field('Confirm the e-mail');
      for (const input of [email, confirmation]) {
        expect(input).toHaveAttribute('type', 'email');
        expect(input).toBeRequired();
      }
      expect(submit()).toBeDisabled();

      await user.type(email, 'tims.member@example.com');
      await user.type(confirmation, 'tims.member@example.co');
      expect(submit()).toBeDisabled();
      expect(confirmation).toHaveAccessibleDescription('Please enter a valid email address and both emails must match');

      await user.type(confirmation, 'm');
      expect(submit()).toBeEnabled();
      expect(
        screen.queryByText('Please enter a valid email address and both emails must match'),
      ).not.toBeInTheDocument();

      await user.clear(email);
      await user.type(email, 'not-an-email');
      await user.clear(confirmation);
      await user.type(confirmation, 'not-an-email');
      expect(submit()).toBeDisabled();
      expect(screen.getByText('Please enter a valid email address and both emails must match')).toBeInTheDocument();
    });

    it('says the §5 rule in French', async () => {
      const { user } = await renderLinking({}, { language: 'fr' });
      await fillPair(user, 'a@example.com', 'b@example.com', 'fr');
      expect(
        screen.getByText('Veuillez entrer une adresse courriel valide. Les deux adresses doivent être identiques.'),
      ).toBeInTheDocument();
      expect(submit('Lier mon compte')).toBeDisabled();
    });

    it('is disabled with a loading bar while linking, then shows the congratulations and the linked state', async () => {
      let answer: (response: Response) => void = () => undefined;
      const { user, fetchMock } = await renderLinking({
        link: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      await fillPair(user, 'Tims.Member@example.com');
      await user.click(submit());

      expect(await screen.findByRole('progressbar', { name: 'Linking your account…' })).toBeInTheDocument();
      expect(submit()).toBeDisabled();
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(post?.[1]?.body as string)).toEqual({ th_email: 'Tims.Member@example.com' });

      act(() => answer(jsonResponse({ success: true })));
      const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
      expect(dialog).toHaveAccessibleDescription(
        'Your Tim Hortons rewards account is now linked to your SPC membership. Enjoy your member perks at Tim Hortons.',
      );
      expect(dialog.querySelector('svg')).not.toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Great, thanks!' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Linked account: ti***@ex***.com')).toBeInTheDocument();
    });

    it('shows the congratulations in French', async () => {
      const { user } = await renderLinking({}, { language: 'fr' });
      await fillPair(user, 'tims.member@example.com', undefined, 'fr');
      await user.click(submit('Lier mon compte'));
      const dialog = await screen.findByRole('dialog', { name: 'Félicitations!' });
      expect(within(dialog).getByRole('button', { name: 'Super, merci!' })).toBeInTheDocument();
    });

    it('stays disabled after an error until a key is typed again', async () => {
      const { user } = await renderLinking({
        link: () =>
          jsonResponse(
            {
              error: 'TH_LINKING_FAILED',
              message: 'Linking process has failed, please retry your Tims reward account email.',
            },
            400,
          ),
      });
      await fillPair(user, 'nobody@example.com');
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Linking process has failed, please retry your Tims reward account email.',
      );
      expect(submit()).toBeDisabled();
      // Moving around the form types nothing.
      await user.tab();
      await user.keyboard('{Shift>}{Tab}{/Shift}');
      expect(submit()).toBeDisabled();
      // Same valid pair, but a key typed: submit again.
      await user.type(field('Confirm the e-mail'), 'x{Backspace}');
      expect(submit()).toBeEnabled();
    });

    const failures: [string, StubHandler, Language, string][] = [
      [
        'the linking-failed code (as our error code)',
        () => jsonResponse({ error: 'TH_LINKING_FAILED', message: 'anything' }, 400),
        'en',
        'Linking process has failed, please retry your Tims reward account email.',
      ],
      [
        'the linking-failed code as the message',
        () => jsonResponse({ error: 'BAD_REQUEST', message: 'TH_LINKING_FAILED' }, 400),
        'en',
        'Linking process has failed, please retry your Tims reward account email.',
      ],
      [
        'the linking-failed code, in French',
        () => jsonResponse({ error: 'TH_LINKING_FAILED', message: 'Linking process has failed' }, 400),
        'fr',
        'La liaison a échoué. Veuillez réessayer avec le courriel de votre compte de récompenses Tim Hortons.',
      ],
      [
        'another server message, shown as it is',
        () => jsonResponse({ error: 'SOMETHING_ELSE', message: 'The rewards program is closed for maintenance.' }, 400),
        'en',
        'The rewards program is closed for maintenance.',
      ],
      [
        'an account linked to another member',
        () => jsonResponse({ error: 'TH_ACCOUNT_LINKED_ELSEWHERE', message: 'x' }, 409),
        'fr',
        'Ce compte de récompenses Tim Hortons est déjà lié à un autre membre SPC.',
      ],
      [
        'no readable answer',
        () => new Response('<html>Bad gateway</html>', { status: 502 }),
        'en',
        'Something Went Wrong!',
      ],
      [
        'a server message that is empty',
        () => jsonResponse({ error: 'X', message: '' }, 400),
        'en',
        'Something Went Wrong!',
      ],
      [
        'no answer at all, in French',
        () => Promise.reject(new TypeError('Failed to fetch')),
        'fr',
        'Oups, une erreur s’est produite!',
      ],
    ];

    it.each(failures)('shows the §8 message for %s', async (_label, link, language, message) => {
      const { user } = await renderLinking({ link }, { language });
      await fillPair(user, 'nobody@example.com', undefined, language);
      await user.click(submit(language === 'en' ? 'Link my account' : 'Lier mon compte'));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('the account-linking gate (spec §2, §9: after 5000 ms)', () => {
    /**
     * The gate's module is imported ahead (it loads lazily), then real time passes, so a gate that was
     * going to open has opened.
     */
    async function dialogHadTheChanceToOpen() {
      await import('./account-linking-gate-dialog.tsx');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    /** Lets the session and the status load under fake timers. */
    async function settle() {
      for (let i = 0; i < 20 && !screen.queryByRole('textbox', { name: 'Tim Hortons rewards account e-mail' }); i++) {
        await act(() => vi.advanceTimersByTimeAsync(10));
      }
      expect(screen.getByRole('textbox', { name: 'Tim Hortons rewards account e-mail' })).toBeInTheDocument();
    }

    it('opens 5000 ms after an unlinked member arrives, with the focus in its first field, and closes on Escape', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      await renderLinking({});
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(4900));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(100));
      vi.useRealTimers();

      const dialog = await screen.findByRole('dialog', { name: 'Link your Tim Hortons rewards account' });
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: 'Tim Hortons rewards account e-mail' })).toHaveFocus(),
      );
      // Remembered for this visit (the tab's session).
      expect(window.sessionStorage.getItem('spc.rewards.accountLinkingGateShown')).toBe('true');
      const user = userEvent.setup();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('links from the gate: it closes and the congratulations open', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      await renderLinking({});
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      vi.useRealTimers();
      const user = userEvent.setup();
      const gate = await screen.findByRole('dialog', { name: 'Link your Tim Hortons rewards account' });
      await user.type(
        within(gate).getByRole('textbox', { name: 'Tim Hortons rewards account e-mail' }),
        'tims.member@example.com',
      );
      await user.type(within(gate).getByRole('textbox', { name: 'Confirm the e-mail' }), 'tims.member@example.com');
      await user.click(within(gate).getByRole('button', { name: 'Link my account' }));
      expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Link your Tim Hortons rewards account' })).not.toBeInTheDocument();
    });

    it('does not open again in the same visit', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      window.sessionStorage.setItem('spc.rewards.accountLinkingGateShown', 'true');
      await renderLinking({});
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(6000));
      vi.useRealTimers();
      await dialogHadTheChanceToOpen();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does not open for a linked member', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      await renderLinking({ linked: true });
      for (let i = 0; i < 20 && !screen.queryByText('Linked account: ti***@ex***.com'); i++) {
        await act(() => vi.advanceTimersByTimeAsync(10));
      }
      await act(() => vi.advanceTimersByTimeAsync(6000));
      vi.useRealTimers();
      await dialogHadTheChanceToOpen();
      expect(screen.getByText('Linked account: ti***@ex***.com')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(window.sessionStorage.getItem('spc.rewards.accountLinkingGateShown')).toBeNull();
    });

    it('waits while the member is typing in the page form', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      await renderLinking({});
      await settle();
      // Typed as the browser reports it (user-event waits on timers these tests hold still).
      const input = field('Tim Hortons rewards account e-mail');
      fireEvent.keyDown(input, { key: 't' });
      fireEvent.change(input, { target: { value: 't' } });
      await act(() => vi.advanceTimersByTimeAsync(6000));
      vi.useRealTimers();
      await dialogHadTheChanceToOpen();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(window.sessionStorage.getItem('spc.rewards.accountLinkingGateShown')).toBeNull();
    });
  });
});

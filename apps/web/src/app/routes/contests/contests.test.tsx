// The contest pages through the real route table, the API stubbed (issue 19 item 1): /contest goes to
// the 12-days giveaway, /contest/{id} is numeric else the 404 page, the calendar shows the server's
// door states, a visitor on a sign-in contest goes to /login and the page is remembered, the rules in
// the reader's language, and entering through the submission modal (a refusal shown in it).
import type { ContestDetail, ContestPageResponse } from '@spc/domain/contests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRedirectTarget } from '../../../lib/session.ts';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { cardFixture, daysFromNow, memberRoutes, visitorRoutes } from '../../../test/fixtures/session.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const DAY = 86_400_000;
const START = Date.UTC(2026, 11, 1, 5);

function contest(overrides: Partial<ContestDetail> = {}): ContestDetail {
  const days = Array.from({ length: 12 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
  return {
    id: 5,
    url_name: '12-days-giveaways-2024',
    kind: 'calendar',
    title_en: '12 Days of Giveaways',
    title_fr: '12 jours de cadeaux',
    description_en: 'A new prize behind each door.',
    description_fr: 'Un nouveau prix derrière chaque porte.',
    start_date: START,
    end_date: START + 12 * DAY - 1000,
    is_public: true,
    auto_login: false,
    eligibility: { requires_membership: true, min_age: 16, provinces: null },
    today: '2026-12-05',
    doors: days.map((day, i) => ({
      day_number: i + 1,
      day,
      prize_en: `Prize ${i + 1}`,
      prize_fr: `Prix ${i + 1}`,
      state: day < '2026-12-05' ? 'closed' : day === '2026-12-05' ? 'open' : 'locked',
    })),
    ...overrides,
  };
}

const pageOf = (c: ContestDetail, over: Partial<ContestPageResponse> = {}): ContestPageResponse => ({
  contest: c,
  signed_in: true,
  entry_today: null,
  entries_count: 0,
  ineligible: null,
  ...over,
});

function contestRoutes(c: ContestDetail, page: () => Response | object): StubRoute[] {
  return [
    ['GET /api/partners/contest', { contests: [c] }],
    [`GET /api/partners/contest/${c.id}`, { contest: c }],
    ['GET /api/partners/contestPage', () => (typeof page === 'function' ? page() : page) as Response],
  ];
}

const member = memberRoutes({ cards: [cardFixture({ expiry_date: daysFromNow(200) })] });

describe('contest routes', () => {
  it('sends /contest to the 12-days giveaway', async () => {
    const c = contest();
    stubApi([...visitorRoutes, ...contestRoutes(c, () => jsonResponse(pageOf(c, { signed_in: false })))]);
    const { router } = await renderApp('/contest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/12-days-giveaways-2024'));
    expect(await screen.findByRole('heading', { level: 1, name: '12 Days of Giveaways' })).toBeInTheDocument();
  });

  it('answers /contest/{id} for a number only: anything else is the 404 page', async () => {
    const c = contest();
    const fetchMock = stubApi([
      ...visitorRoutes,
      ...contestRoutes(c, () => jsonResponse(pageOf(c, { signed_in: false }))),
    ]);
    await renderApp('/contest/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.startsWith('GET /api/partners/contest/'))).toBe(false);
  });

  it('answers the 404 page for a contest number the API does not know', async () => {
    stubApi([...visitorRoutes]);
    await renderApp('/contest/42');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the calendar as the server dated it: past doors closed, today open, the rest locked', async () => {
    const c = contest();
    stubApi([...member, ...contestRoutes(c, () => jsonResponse(pageOf(c)))]);
    await renderApp('/12-days-giveaways-2024');
    const calendar = await screen.findByTestId('calendar');
    const doors = within(calendar).getAllByRole('listitem');
    expect(doors.map((door) => door.dataset.state)).toEqual([
      ...Array<string>(4).fill('closed'),
      'open',
      ...Array<string>(7).fill('locked'),
    ]);
    expect(within(doors[4]!).getByText('Prize 5')).toBeInTheDocument();
    // A locked door keeps its prize a surprise.
    expect(within(doors[6]!).queryByText('Prize 7')).toBeNull();
    expect(await within(doors[4]!).findByRole('button', { name: 'Enter today’s draw' })).toBeInTheDocument();
  });

  it('enters through the submission modal, and shows a refusal in it', { timeout: 20_000 }, async () => {
    const c = contest();
    let entered = false;
    stubApi([
      ...memberRoutes({ language: 'fr', cards: [cardFixture({ expiry_date: daysFromNow(200) })] }),
      ...contestRoutes(c, () => jsonResponse(pageOf(c))),
      [
        'POST /api/partners/contestRegister',
        ({ body }) => {
          expect(body).toEqual({ contest_id: 5 });
          if (entered) {
            return jsonResponse({ error: 'CONTEST_ALREADY_ENTERED', message: 'You have already entered.' }, 409);
          }
          entered = true;
          return jsonResponse({
            success: true,
            entry: { day: '2026-12-05', outcome: 'entered', prize_en: 'Prize 5', prize_fr: 'Prix 5' },
          });
        },
      ],
    ]);
    const { user } = await renderApp('/12-days-giveaways-2024', { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Participer au tirage du jour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participer : 12 jours de cadeaux' });
    const send = within(dialog).getByRole('button', { name: 'Envoyer ma participation' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /J’ai lu et j’accepte le règlement/ }));
    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'C’est fait!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Super' }));

    // The page (stubbed as not entered) offers the door again: the server refuses the second entry.
    await user.click(await screen.findByRole('button', { name: 'Participer au tirage du jour' }));
    const again = await screen.findByRole('dialog', { name: 'Participer : 12 jours de cadeaux' });
    await user.click(within(again).getByRole('checkbox'));
    await user.click(within(again).getByRole('button', { name: 'Envoyer ma participation' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'Vous avez déjà participé aujourd’hui. Revenez demain pour courir une autre chance.',
    );
  });

  it('sends a visitor on a sign-in contest to /login, remembering the page', async () => {
    const c = contest({
      id: 1,
      url_name: 'holiday-contest-2024',
      kind: 'entry',
      is_public: false,
      auto_login: true,
      doors: [],
    });
    stubApi([...visitorRoutes, ...contestRoutes(c, () => jsonResponse(pageOf(c, { signed_in: false })))]);
    const { router } = await renderApp('/holiday-contest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirectTarget()).toBe('/holiday-contest');
  });

  it('says why a member may not enter', async () => {
    const c = contest();
    stubApi([...member, ...contestRoutes(c, () => jsonResponse(pageOf(c, { ineligible: 'CONTEST_TOO_YOUNG' })))]);
    await renderApp('/12-days-giveaways-2024');
    expect(await screen.findByText('You don’t meet this contest’s minimum age.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter today’s draw' })).toBeNull();
  });

  it('shows the rules in the reader’s language', async () => {
    const c = contest();
    stubApi([
      ...visitorRoutes,
      ...contestRoutes(c, () => jsonResponse(pageOf(c, { signed_in: false }))),
      ['GET /api/partners/contestrules/5', { rule_en: 'No purchase necessary.', rule_fr: 'Aucun achat requis.' }],
    ]);
    await renderApp('/contest/rules/12-days-giveaways-2024', { language: 'fr' });
    expect(await screen.findByText('Aucun achat requis.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Règlement officiel : 12 jours de cadeaux' }),
    ).toBeInTheDocument();
  });

  it('reveals the scratch card with its button, the outcome the server drew', async () => {
    const c = contest({ id: 2, url_name: 'may-scratch', kind: 'scratch', title_en: 'May Scratch & Win', doors: [] });
    const fetchMock = stubApi([
      ...member,
      ...contestRoutes(c, () => jsonResponse(pageOf(c))),
      [
        'POST /api/partners/contests/2/scratch',
        {
          success: true,
          entry: {
            day: '2026-12-05',
            outcome: 'win',
            prize_en: 'Two movie passes',
            prize_fr: 'Deux billets de cinéma',
          },
        },
      ],
    ]);
    const { user } = await renderApp('/contest/2');
    await user.click(await screen.findByRole('button', { name: 'Reveal my card' }));
    expect(await screen.findByTestId('scratch-result')).toHaveTextContent(
      'You won: Two movie passes! We’ll email you how to claim it.',
    );
    expect(calls(fetchMock).filter((call) => call === 'POST /api/partners/contests/2/scratch')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reveal my card' })).toBeNull();
  });
});

// Issue 23 item 12 on the offer page, through the real route table with the API stubbed: "Did it work?"
// after a reveal in the Redeem dialog (yes, or no with a reason; changeable), asked again on the page
// the next time while the revealed code has no answer (and not once it has), and the code's success
// rate, when it last worked and "reported not working", in English and French.
import type { CodeHealthResponse } from '@spc/domain/member-offers';
import type { Offer } from '@spc/domain/offers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { cardFixture, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { listFixture, moreOffers, offerPageFixture } from '../../../test/fixtures/offers.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { codeFixture } from '../testing/redeem-api.ts';

const OFFER_PAGE = '/deals/northern-threads/offer/2';
const CODE = '/api/partners/v2/offers/2/code';
const FEEDBACK = 'POST /api/partners/v2/offers/2/feedback';
const HEALTH = 'GET /api/partners/v2/offers/2/code-health';

function offerApi(overrides: Partial<Offer> = {}): StubRoute[] {
  return [
    ['GET /api/partners/v2/offers/2', offerPageFixture({ is_spc_plus: false, in_store: false, ...overrides })],
    ['GET /api/partners/offer/2/partner/offers', listFixture(moreOffers.slice(0, 1))],
    ['GET /api/partners/offer/2/related/offers', listFixture(moreOffers.slice(1))],
  ];
}

/** The feedback stub: records each body and answers it as the API does. */
function feedbackStub(bodies: unknown[]): StubRoute {
  return [
    FEEDBACK,
    ({ body }) => {
      bodies.push(body);
      const { worked, reason } = body as { worked: boolean; reason?: string };
      return jsonResponse({ redemption_id: 41, worked, reason: reason ?? null, answered_at: Date.now() });
    },
  ];
}

const ctaPanel = () => screen.findByRole('complementary', { name: /Get the deal|Profiter de l’offre/ });

describe('Did it work? (issue 23 item 12)', { timeout: 15_000 }, () => {
  it('asks in the Redeem dialog after a reveal: no with a reason, then changed to yes', async () => {
    const bodies: unknown[] = [];
    stubApi([
      [`POST ${CODE}`, codeFixture()],
      feedbackStub(bodies),
      ...offerApi(),
      ...memberApi({ cards: [cardFixture()] }),
    ]);
    const { user } = await renderApp(OFFER_PAGE);
    await screen.findByRole('button', { name: /Ada/ });
    const cta = await ctaPanel();
    // Nothing revealed before this visit: the page asks nothing.
    expect(within(cta).queryByRole('heading', { name: 'Did it work?' })).not.toBeInTheDocument();

    await user.click(within(cta).getByRole('button', { name: 'Get the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Northern Threads deal' });
    const question = within(dialog).getByRole('region', { name: 'Did it work?' });
    await user.click(within(question).getByRole('button', { name: 'No' }));
    const reasons = within(question).getByRole('group', { name: 'What went wrong?' });
    expect(
      within(reasons)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['The code had expired', 'It was refused at checkout', 'I didn’t reach the minimum purchase']);
    await user.click(within(reasons).getByRole('button', { name: 'It was refused at checkout' }));
    expect(await within(question).findByText('Thanks for telling us. We’ll look into this code.')).toBeInTheDocument();
    expect(bodies).toEqual([{ worked: false, reason: 'refused_at_checkout' }]);

    await user.click(within(question).getByRole('button', { name: 'Change my answer' }));
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await within(question).findByText('Great! We’ve added it to your estimated savings.')).toBeInTheDocument();
    expect(bodies).toEqual([{ worked: false, reason: 'refused_at_checkout' }, { worked: true }]);
  });

  it('asks on the offer page the next time while the revealed code has no answer, in French too', async () => {
    const bodies: unknown[] = [];
    stubApi([
      [`GET ${CODE}`, codeFixture({ already_revealed: true, feedback: null })],
      feedbackStub(bodies),
      ...offerApi(),
      ...memberApi({ cards: [cardFixture()], profile: profileFixture({ language: 'fr' }) }),
    ]);
    const { user } = await renderApp(`/fr${OFFER_PAGE}`, { language: 'fr' });
    const cta = await ctaPanel();
    const question = await within(cta).findByRole('region', { name: 'Est-ce que ça a fonctionné?' });
    await user.click(within(question).getByRole('button', { name: 'Oui' }));
    expect(
      await within(question).findByText('Super! Nous l’avons ajouté à vos économies estimées.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ worked: true }]);
  });

  it('asks nothing on the offer page when the member has revealed nothing (the API answers 204)', async () => {
    const fetchMock = stubApi([
      [`GET ${CODE}`, () => new Response(null, { status: 204 })],
      ...offerApi(),
      ...memberApi({ cards: [cardFixture()] }),
    ]);
    await renderApp(OFFER_PAGE);
    const cta = await ctaPanel();
    await waitFor(() => expect(calls(fetchMock)).toContain(`GET ${CODE}`));
    expect(within(cta).getByRole('button', { name: 'Get the code' })).toBeInTheDocument();
    expect(within(cta).queryByRole('region', { name: 'Did it work?' })).not.toBeInTheDocument();
  });

  it('does not ask again once the member has answered', async () => {
    stubApi([
      [
        `GET ${CODE}`,
        codeFixture({
          already_revealed: true,
          feedback: { redemption_id: 41, worked: true, reason: null, answered_at: Date.now() },
        }),
      ],
      ...offerApi(),
      ...memberApi({ cards: [cardFixture()] }),
    ]);
    await renderApp(OFFER_PAGE);
    await screen.findByRole('button', { name: /Ada/ });
    const cta = await ctaPanel();
    await within(cta).findByRole('button', { name: 'Get the code' });
    expect(within(cta).queryByRole('region', { name: 'Did it work?' })).not.toBeInTheDocument();
  });

  it('shows the code’s success rate, when it last worked, and a shared code reported not working', async () => {
    const lastWorked = new Date(2026, 10, 20, 12).getTime();
    const health: CodeHealthResponse = {
      offer_id: 2,
      window_days: 30,
      answers: 4,
      worked: 1,
      success_rate: 0.25,
      last_worked_at: lastWorked,
      reported_not_working: true,
    };
    stubApi([[HEALTH, health], ...offerApi(), ...visitorApi]);
    await renderApp(OFFER_PAGE);
    const cta = await ctaPanel();
    expect(await within(cta).findByText('Reported not working.')).toBeInTheDocument();
    expect(within(cta).getByText('Worked for 25% of members in the last 30 days (4 answers)')).toBeInTheDocument();
    expect(within(cta).getByText(`Last worked on ${formatDate(lastWorked, 'en')}`)).toBeInTheDocument();
  });

  it('shows nothing about the code before anyone has answered', async () => {
    stubApi([
      [
        HEALTH,
        {
          offer_id: 2,
          window_days: 30,
          answers: 0,
          worked: 0,
          success_rate: null,
          last_worked_at: null,
          reported_not_working: false,
        },
      ],
      ...offerApi(),
      ...visitorApi,
    ]);
    await renderApp(OFFER_PAGE);
    const cta = await ctaPanel();
    await within(cta).findByRole('link', { name: 'Log in' });
    expect(within(cta).queryByText(/Worked for|Reported not working/)).not.toBeInTheDocument();
  });
});

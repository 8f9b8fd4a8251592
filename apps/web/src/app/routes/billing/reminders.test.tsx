// Issue 23 item 19 on the web: /billing lists the reminders e-mailed to the member (kind, date; loading,
// error and empty states; both languages), and /billing/auto-renew-off — the renewal reminder's link —
// changes nothing when opened, turns auto-renew off with its button without a session, and says so
// when the link is forged or expired.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sentBody } from '../../../test/requests.ts';
import { cardFixture, memberApi, profileFixture, visitorApi } from '../../../test/fixtures/session-api.ts';
import { calls, stubApi, type StubRoute } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import {
  billingServer,
  clearBillingCookies,
  type BillingFixture,
} from '../../../features/billing/testing/billing-api.ts';

afterEach(clearBillingCookies);

const BILLED_CARD = cardFixture({ card_number: '6018000000001234', expiry_date: '2099-08-31T12:00:00.000Z' });

async function billingPage(fixture: BillingFixture & { language?: 'en' | 'fr'; before?: StubRoute[] } = {}) {
  const { language = 'en', before = [], ...rest } = fixture;
  const server = billingServer(rest);
  const fetchMock = stubApi([
    ...before,
    ...server.routes,
    ...memberApi({ cards: [BILLED_CARD], profile: profileFixture({ language }) }),
  ]);
  const app = await renderApp('/billing', { language });
  await screen.findByRole('heading', { level: 1, name: language === 'fr' ? 'Facturation' : 'Billing' });
  return { ...app, fetchMock };
}

describe('/billing lists the reminders e-mailed', () => {
  it('shows each reminder and when it was sent', async () => {
    await billingPage({
      reminders: [
        { kind: 'renewal-upcoming', sent_at: '2099-08-24T14:00:00.000Z', term_end: '2099-08-31' },
        { kind: 'trial-ending', sent_at: '2098-05-01T14:00:00.000Z', term_end: '2098-05-04' },
      ],
    });
    const panel = screen.getByRole('region', { name: 'Reminders we emailed you' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your membership renews in 7 daysSent August 24, 2099',
      'Your free trial ends in 3 daysSent May 1, 2098',
    ]);
  });

  it('in French', async () => {
    await billingPage({
      language: 'fr',
      reminders: [{ kind: 'membership-expired', sent_at: '2099-09-01T14:00:00.000Z', term_end: '2099-08-31' }],
    });
    const panel = screen.getByRole('region', { name: 'Rappels envoyés par courriel' });
    expect(await within(panel).findByText('Votre abonnement a expiré')).toBeInTheDocument();
    expect(within(panel).getByRole('listitem')).toHaveTextContent(/Envoyé le 1(er)? septembre 2099$/);
  });

  it('says when there are none, and offers to retry a failed load', async () => {
    let down = true;
    const { user } = await billingPage({
      before: [
        [
          'GET /api/users/user/reminders',
          () =>
            down
              ? jsonResponse({ error: 'INTERNAL', message: 'Internal error' }, 500)
              : jsonResponse({ reminders: [] }),
        ],
      ],
    });
    const panel = screen.getByRole('region', { name: 'Reminders we emailed you' });
    expect(await within(panel).findByText('This could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('We have not emailed you any reminders yet.')).toBeInTheDocument();
  });
});

describe('/billing/auto-renew-off (the renewal reminder’s link)', () => {
  const PATH = '/api/store/v2/auto-renew/off';

  function openLink(answer: (body: unknown) => Response, language: 'en' | 'fr' = 'en', token = 'signed.token') {
    const fetchMock = stubApi([[`POST ${PATH}`, ({ body }) => answer(body)], ...visitorApi]);
    return { fetchMock, opened: renderApp(`/billing/auto-renew-off?token=${token}`, { language }) };
  }

  it('opening it changes nothing; the button turns auto-renew off without signing in', async () => {
    const { fetchMock, opened } = openLink(() =>
      jsonResponse({ is_auto_renew: false, renewal_date: '2099-08-31T12:00:00.000Z' }),
    );
    const { user } = await opened;
    expect(await screen.findByRole('heading', { level: 1, name: 'Turn off auto-renew' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.startsWith(`POST ${PATH}`))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Turn off auto-renew' }));
    expect(
      await screen.findByText(
        'Auto-renew is off. Your membership stays valid until August 31, 2099, and nothing will be charged.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(sentBody(fetchMock, 'POST', PATH)).toEqual({ token: 'signed.token' });
  });

  it('an expired link says so (410), in French', async () => {
    const { opened } = openLink(
      () => jsonResponse({ error: 'AUTO_RENEW_LINK_EXPIRED', message: 'This link has expired.' }, 410),
      'fr',
    );
    const { user } = await opened;
    await user.click(await screen.findByRole('button', { name: 'Désactiver le renouvellement automatique' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien a expiré. Connectez-vous pour désactiver le renouvellement automatique sur votre page de facturation.',
    );
    expect(screen.getByRole('link', { name: 'Aller à ma page de facturation' })).toHaveAttribute(
      'href',
      expect.stringContaining('/billing'),
    );
  });

  it('a forged link says it is not valid (400)', async () => {
    const { opened } = openLink(() =>
      jsonResponse({ error: 'AUTO_RENEW_LINK_INVALID', message: 'This link is not valid.' }, 400),
    );
    const { user } = await opened;
    await user.click(await screen.findByRole('button', { name: 'Turn off auto-renew' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This link is not valid. Sign in and turn off auto-renew on your billing page.',
      ),
    );
  });

  it('without a token, says the link is not valid and offers no button', async () => {
    stubApi(visitorApi);
    await renderApp('/billing/auto-renew-off');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Turn off auto-renew' })).not.toBeInTheDocument();
  });
});

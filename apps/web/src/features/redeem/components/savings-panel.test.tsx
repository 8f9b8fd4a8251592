// The savings panel on /profile (docs/api-member-offers.md "Savings") through the real route table: the
// amount saved against the membership price, the offers used and the latest uses, in English and in
// fr-CA (`11,99 $`), with the loading, empty and error states. Issue 23 item 12: the savings are the
// deals the member said worked, and the panel says they are estimates (never "You've saved").
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberApi, profileFixture } from '../../../test/fixtures/session-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { calls, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { savingsFixture } from '../testing/redeem-api.ts';

const SAVINGS = 'GET /api/users/v2/user/savings';

function openProfile(answer: StubHandler | object = savingsFixture(), language: 'en' | 'fr' = 'en') {
  const fetchMock = stubApi([[SAVINGS, answer], ...memberApi({ profile: profileFixture({ language }) })]);
  return { fetchMock, app: renderApp('/profile', { language }) };
}

describe('the savings panel on /profile', { timeout: 15_000 }, () => {
  it('shows what the member saved, against the membership price, and their latest uses', async () => {
    const { fetchMock, app } = openProfile();
    await app;
    const panel = await screen.findByRole('region', { name: 'My savings' });

    expect(await within(panel).findByText('Estimated savings: $40.77')).toBeInTheDocument();
    expect(
      within(panel).getByText('That’s about 3.4 times the price of your membership ($11.99).'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('3 deals that worked')).toBeInTheDocument();
    const recent = within(panel).getByRole('list', { name: 'Deals that worked' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Northern Threads');
    expect(items[0]).toHaveTextContent('20% off online orders');
    expect(items[0]).toHaveTextContent('$25.00');
    expect(items[0]).toHaveTextContent(formatDate(new Date(2026, 2, 5, 12).getTime(), 'en'));
    expect(items[1]).toHaveTextContent('Café Lumière');
    expect(
      within(panel).getByText(
        'We count a deal when you tell us it worked, using the offer’s typical value, so these amounts are estimates.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/You’ve saved|paid for itself/)).not.toBeInTheDocument();
    expect(calls(fetchMock)).toContain(SAVINGS);
  });

  it('reads naturally in French, with money as fr-CA writes it', async () => {
    const { app } = openProfile(savingsFixture(), 'fr');
    await app;
    const panel = await screen.findByRole('region', { name: 'Mes économies' });

    expect(await within(panel).findByText(/^Économies estimées : 40,77\s\$$/)).toBeInTheDocument();
    expect(
      within(panel).getByText(/^C’est environ 3,4 fois le prix de votre abonnement \(11,99\s\$\)\.$/),
    ).toBeInTheDocument();
    expect(within(panel).getByText('3 rabais qui ont fonctionné')).toBeInTheDocument();
    const items = within(within(panel).getByRole('list', { name: 'Rabais qui ont fonctionné' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('20 % de rabais sur les commandes en ligne');
    expect(items[0]).toHaveTextContent(/25,00\s\$/);
    expect(items[0]).toHaveTextContent('5 mars 2026');
  });

  it('says what is left to pay back the membership', async () => {
    const { app } = openProfile(
      savingsFixture({ total_cents: 600, offers_used: 1, recent: savingsFixture().recent.slice(1) }),
    );
    await app;
    const panel = await screen.findByRole('region', { name: 'My savings' });
    expect(await within(panel).findByText('Estimated savings: $6.00')).toBeInTheDocument();
    expect(within(panel).getByText('About $5.99 more to pay back your membership ($11.99).')).toBeInTheDocument();
    expect(within(panel).getByText('1 deal that worked')).toBeInTheDocument();
  });

  it('says when the membership has exactly paid for itself', async () => {
    const { app } = openProfile(savingsFixture({ total_cents: 1199, offers_used: 1 }));
    await app;
    const panel = await screen.findByRole('region', { name: 'My savings' });
    expect(
      await within(panel).findByText('By our estimate, your membership ($11.99) has paid for itself.'),
    ).toBeInTheDocument();
  });

  it('invites a member who has not used an offer yet to start', async () => {
    const { app } = openProfile(savingsFixture({ total_cents: 0, offers_used: 0, recent: [] }));
    await app;
    const panel = await screen.findByRole('region', { name: 'My savings' });
    expect(
      await within(panel).findByText('Used a deal? Answer “Did it work?” on the offer and we’ll count it here.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Browse discounts' })).toHaveAttribute('href', '/deals');
    expect(within(panel).queryByText(/Estimated savings/)).not.toBeInTheDocument();
  });

  it('says it is loading', async () => {
    const { app } = openProfile(() => new Promise<Response>(() => undefined));
    await app;
    const panel = await screen.findByRole('region', { name: 'My savings' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading your savings…');
  });

  it('shows an error with a retry that works', async () => {
    let answer: StubHandler = () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'x' }, 500);
    const { app } = openProfile((request: Parameters<StubHandler>[0]) => answer(request));
    const { user } = await app;
    const panel = await screen.findByRole('region', { name: 'My savings' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Your savings could not be loaded.');

    answer = () => jsonResponse(savingsFixture());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Estimated savings: $40.77')).toBeInTheDocument();
  });
});

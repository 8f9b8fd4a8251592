// The bank tier's other pages through the real route table (spec §2 "Bank tier", §9 "Bank offer
// tiers: cashback 60, 30, 25 (links per language)"): the tiers in order with their links in each
// language, the three audience pages, and their titles.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitorApi } from '../../../test/fixtures/session-api.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Text with the no-break spaces fr-CA puts in money ("60 $") made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

// Pages rendered through the real route table (lazy modules loading the first time): more than the
// default 5 s when the machine runs every test project at once.
describe('/cibc/offers', { timeout: 15_000 }, () => {
  it('lists the cash-back tiers, highest first, each with its conditions in English', async () => {
    stubApi(visitorApi);
    await renderApp('/cibc/offers');

    expect(await screen.findByRole('heading', { level: 1, name: 'CIBC student offers' })).toBeInTheDocument();
    const tiers = within(screen.getByRole('main')).getAllByRole('region');
    expect(tiers.map((tier) => tier.getAttribute('aria-label'))).toEqual([
      '$60 cash back',
      '$30 cash back',
      '$25 cash back',
    ]);
    expect(
      tiers.map((tier) =>
        within(tier)
          .getByRole('link', { name: /See the conditions/ })
          .getAttribute('href'),
      ),
    ).toEqual([
      'https://www.cibc.com/en/student/offers/60.html',
      'https://www.cibc.com/en/student/offers/30.html',
      'https://www.cibc.com/en/student/offers/25.html',
    ]);
    expect(screen.getByRole('link', { name: 'Back to SPC+ with CIBC' })).toHaveAttribute('href', '/cibc');
    const nav = screen.getByRole('navigation', { name: 'More about SPC+ with CIBC' });
    expect(within(nav).getByRole('link', { name: 'CIBC student offers' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('CIBC student offers — SPC'));
  });

  it('in French: amounts as fr-CA writes them, and the French links', async () => {
    stubApi(visitorApi);
    await renderApp('/cibc/offers', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Offres étudiantes CIBC' })).toBeInTheDocument();
    const tiers = within(screen.getByRole('main')).getAllByRole('region');
    expect(tiers.map((tier) => plain(tier.getAttribute('aria-label')))).toEqual([
      '60 $ de remise en argent',
      '30 $ de remise en argent',
      '25 $ de remise en argent',
    ]);
    expect(within(tiers[0]!).getByRole('link', { name: /Voir les conditions/ })).toHaveAttribute(
      'href',
      'https://www.cibc.com/fr/student/offers/60.html',
    );
  });
});

describe.each([
  [
    '/cibc/highschool',
    'SPC+ for high school students',
    'The youth account at CIBC',
    'https://www.cibc.com/en/personal-banking/bank-accounts/youth-account.html',
  ],
  [
    '/cibc/international',
    'SPC+ for international students',
    'International students at CIBC',
    'https://www.cibc.com/en/personal-banking/new-to-canada/international-students.html',
  ],
  [
    '/cibc_trade_contest',
    'Student trading contest',
    "The contest at CIBC Investor's Edge",
    'https://www.investorsedge.cibc.com/en/student.html',
  ],
])('%s', (path, heading, bankLink, href) => {
  it('says who it is for, links the bank and the card registration', { timeout: 15_000 }, async () => {
    stubApi(visitorApi);
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const bank = screen.getByRole('link', { name: new RegExp(bankLink) });
    expect(bank).toHaveAttribute('href', href);
    expect(bank).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Register your SPC+ card' })).toHaveAttribute('href', '/cibc');
    await waitFor(() => expect(document.title).toMatch(/ — SPC$/));
  });
});

describe('the bank pages in French', { timeout: 15_000 }, () => {
  it('/cibc/international', async () => {
    stubApi(visitorApi);
    await renderApp('/cibc/international', { language: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SPC+ pour les étudiants étrangers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Les étudiants étrangers chez CIBC/ })).toHaveAttribute(
      'href',
      'https://www.cibc.com/fr/personal-banking/new-to-canada/international-students.html',
    );
  });
});

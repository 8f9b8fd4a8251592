// /profile through the real route table: the member's profile and membership summary (spec §3 "User
// profile", §4 "Derived states").
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { cardFixture, memberApi, profileFixture } from '../../../test/fixtures/session-api.ts';

describe('/profile', () => {
  it('shows the profile, the membership and the way to edit', async () => {
    const card = cardFixture({ card_number: '6018000000009876', expiry_date: '2099-08-31T12:00:00.000Z' });
    stubApi(memberApi({ cards: [card] }));
    await renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'My details' });
    expect(await within(details).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(details).getByText('ada@example.com — confirmed')).toBeInTheDocument();
    expect(within(details).getByText('2004-09-15')).toBeInTheDocument();
    expect(within(details).getByText('M5V 2T6')).toBeInTheDocument();
    expect(within(details).getByText('University')).toBeInTheDocument();
    expect(within(details).getByText('Woman')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/profile/edit');

    const membership = screen.getByRole('region', { name: 'My membership' });
    expect(within(membership).getByText('SPC')).toBeInTheDocument();
    expect(within(membership).getByText('Ending in 9876')).toBeInTheDocument();
    expect(within(membership).getByText(formatDate(Date.parse('2099-08-31T12:00:00.000Z'), 'en'))).toBeInTheDocument();
  });

  it('points a member without a valid card to the membership options', async () => {
    stubApi(memberApi({ cards: [cardFixture({ expiry_date: '2020-01-01T00:00:00.000Z', is_expired: true })] }));
    await renderApp('/profile');

    const membership = await screen.findByRole('region', { name: 'My membership' });
    expect(within(membership).getByText('You do not have an active membership.')).toBeInTheDocument();
    expect(within(membership).getByRole('link', { name: 'Explore memberships' })).toHaveAttribute(
      'href',
      '/explore-memberships',
    );
  });

  it('says what is missing and names a bank-linked membership', async () => {
    stubApi(
      memberApi({
        profile: profileFixture({ postal: null, gender: null }),
        cards: [cardFixture({ cobrand: 'cibc' })],
      }),
    );
    await renderApp('/profile');

    const details = await screen.findByRole('region', { name: 'My details' });
    expect(await within(details).findAllByText('Not given')).toHaveLength(2);
    expect(screen.getByText('SPC+ with CIBC')).toBeInTheDocument();
  });

  it('reads naturally in French, with dates as fr-CA writes them', async () => {
    stubApi(
      memberApi({
        profile: profileFixture({ language: 'fr', school_type: 'cegep' }),
        cards: [cardFixture({ expiry_date: '2099-08-31T12:00:00.000Z' })],
      }),
    );
    await renderApp('/profile', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(await screen.findByText('Cégep')).toBeInTheDocument();
    expect(screen.getByText('31 août 2099')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier' })).toBeInTheDocument();
  });
});

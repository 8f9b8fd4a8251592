// The referral panel on /profile, through the real route table (spec §3 "Referral"): the code, the
// counts, the share link and its copy button with the spoken confirmation, and the loading, error and
// empty states, in both languages.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberApi, profileFixture } from '../../../test/fixtures/session-api.ts';
import { stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';

const codes = (overrides: Record<string, unknown> = {}) => ({
  referral_code: 'ADA123',
  referral_count: 4,
  referral_redemption_count: 2,
  share_url: 'https://spc.example/purchase?referral=ADA123',
  ...overrides,
});

function openProfile(answer: StubHandler | object = codes(), language: 'en' | 'fr' = 'en') {
  stubApi([['GET /api/store/v2/referrals_codes', answer], ...memberApi({ profile: profileFixture({ language }) })]);
  return renderApp('/profile', { language });
}

const panel = () => screen.findByRole('region', { name: 'Refer a friend' });

// Pages rendered through the real route table (lazy modules loading the first time): more than the
// default 5 s when the machine runs every test project at once.
describe('the referral panel', { timeout: 15_000 }, () => {
  it('shows the code, how many friends joined and bought, and copies the link', async () => {
    const { user } = await openProfile();
    const referrals = await panel();

    expect(await within(referrals).findByText('ADA123')).toBeInTheDocument();
    const counts = (label: string) => within(referrals).getByText(label).nextElementSibling?.textContent;
    expect(counts('Friends who signed up')).toBe('4');
    expect(counts('Friends who bought a membership')).toBe('2');
    const link = within(referrals).getByLabelText('Your referral link');
    expect(link).toHaveValue('https://spc.example/purchase?referral=ADA123');
    expect(link).toHaveAttribute('readonly');
    expect(within(referrals).queryByText(/No friends have joined/)).not.toBeInTheDocument();

    await user.click(within(referrals).getByRole('button', { name: 'Copy the link' }));
    expect(await navigator.clipboard.readText()).toBe('https://spc.example/purchase?referral=ADA123');
    const said = within(referrals)
      .getAllByRole('status')
      .find((status) => status.getAttribute('aria-live') === 'polite');
    expect(said).toHaveTextContent('Link copied.');
  });

  it('makes a link on this site absolute', async () => {
    await openProfile(codes({ share_url: '/purchase?referral=ADA123' }));
    const referrals = await panel();
    expect(await within(referrals).findByLabelText('Your referral link')).toHaveValue(
      `${window.location.origin}/purchase?referral=ADA123`,
    );
  });

  it('selects the link when the clipboard refuses, and says so', async () => {
    const { user } = await openProfile();
    const referrals = await panel();
    const copy = await within(referrals).findByRole('button', { name: 'Copy the link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(copy);

    expect(
      await within(referrals).findByText('Copying is not available here: select the link and copy it yourself.'),
    ).toBeInTheDocument();
    expect(within(referrals).getByLabelText('Your referral link')).toHaveFocus();
  });

  it('invites to share when no friend has joined yet', async () => {
    await openProfile(codes({ referral_count: 0, referral_redemption_count: 0 }));
    const referrals = await panel();
    expect(
      await within(referrals).findByText('No friends have joined with your link yet. Share it to get started!'),
    ).toBeInTheDocument();
  });

  it('says it is loading', async () => {
    await openProfile(() => new Promise<Response>(() => undefined));
    const referrals = await panel();
    expect(within(referrals).getAllByRole('status')[0]).toHaveTextContent('Loading…');
  });

  it('shows an error with a retry that works', async () => {
    let answer: StubHandler = () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'x' }, 500);
    const { user } = await openProfile((request: Parameters<StubHandler>[0]) => answer(request));
    const referrals = await panel();
    const alert = await within(referrals).findByRole('alert');
    expect(alert).toHaveTextContent('Your referral link could not be loaded.');

    answer = () => jsonResponse(codes());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(referrals).findByText('ADA123')).toBeInTheDocument();
  });

  it('reads naturally in French', async () => {
    await openProfile(codes(), 'fr');
    const referrals = await screen.findByRole('region', { name: 'Parrainer un ami' });
    expect(await within(referrals).findByText('Amis inscrits')).toBeInTheDocument();
    expect(within(referrals).getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });
});

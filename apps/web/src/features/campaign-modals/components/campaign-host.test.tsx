// The one modal host (decision 027) with the real rules, a stubbed API and real timers: the deals page's
// ad opens once the page is idle and is recorded in local storage; nothing opens on a checkout page,
// while another dialog is open, or while the cookie banner asks; one modal at a time.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { visitorApi } from '../../../test/fixtures/session-api.ts';
import { CampaignI18n } from '../campaign-i18n.tsx';
import { CampaignHost } from './campaign-host.tsx';

const ad = {
  id: 7,
  is_clickable: true,
  url_en: '/deals/cibc',
  url_fr: '/fr/deals/cibc',
  image_en: '/media/aaaaaaaaaaaaaaaa-640.webp',
  image_fr: '/media/bbbbbbbbbbbbbbbb-640.webp',
  image_mobile_en: '/media/cccccccccccccccc-640.webp',
  image_mobile_fr: '/media/dddddddddddddddd-640.webp',
  display_page: 'deals',
  display_period: 72,
  display_cooldown_hours: 24,
  display_count: 3,
  is_spc_plus: false,
};
const flag = { enabled: true, sub_flags: {} };

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'spc_consent=v1.a0.m0.t1; path=/';
  stubApi([
    ...visitorApi,
    ['GET /api/users/feature-flags', { flags: { 'ads-modal': flag, 'email-capture': flag } }],
    ['GET /api/users/ads-modal/all', { ads: [ad] }],
    ['GET /api/users/emailopt/all', { modals: [] }],
  ]);
});

afterEach(() => {
  document.cookie = 'spc_consent=; path=/; max-age=0';
  document.body.querySelector('#other-dialog')?.remove();
});

function renderHost(pathname: string, pages = 1) {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <CampaignI18n language="en">
        <CampaignHost location={{ pathname, search: '', pages }} language="en" />
      </CampaignI18n>
    </QueryClientProvider>,
  );
}

const waitPastIdle = () => new Promise((resolve) => setTimeout(resolve, 4500));

describe('CampaignHost', () => {
  it('opens the page’s ad once the page is idle and records the showing', async () => {
    renderHost('/deals');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'A deal for you' }, { timeout: 6000 });
    expect(dialog).toBeInTheDocument();
    const history = JSON.parse(localStorage.getItem('spc.campaign-modals') ?? '{}') as Record<string, number[]>;
    expect(history['ad:7']).toHaveLength(1);
  }, 10_000);

  it('opens nothing on a checkout page, even where an e-mail capture would be due', async () => {
    renderHost('/purchase/summary', 3);
    await waitPastIdle();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 10_000);

  it('opens nothing while another dialog is open (never two at once)', async () => {
    const other = document.createElement('div');
    other.id = 'other-dialog';
    other.setAttribute('role', 'dialog');
    document.body.append(other);
    renderHost('/deals');
    await waitPastIdle();
    expect(screen.queryByRole('dialog', { name: 'A deal for you' })).toBeNull();
    await waitFor(() => expect(localStorage.getItem('spc.campaign-modals')).toBeNull());
  }, 10_000);

  it('opens nothing while the cookie banner asks', async () => {
    document.cookie = 'spc_consent=; path=/; max-age=0';
    renderHost('/deals');
    await waitPastIdle();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 10_000);
});

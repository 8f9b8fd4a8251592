// The age check after sign-in (spec §4; decision 025), the web's half: only a registered member with an
// active membership, never on the pages it would interrupt (language prefix or not), never within a
// week of a dismissal; then the API decides and the prompt opens, once.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, stubApi } from '../../test/api-stub.ts';
import { cardFixture } from '../../test/fixtures/session-api.ts';
import { createI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { getSessionQueryOptions, type Session } from '../../lib/session.ts';
import { isSnoozed, shouldCheck, snooze, watchStudentStatus } from './student-status-watch.tsx';

const member = (overrides: Partial<Session> = {}): Session =>
  ({ registered: true, cards: [cardFixture()], user: { uid: 'user-ada' }, ...overrides }) as Session;

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the age check after sign-in', () => {
  it('runs for a registered member with an active membership on an ordinary page', () => {
    expect(shouldCheck(member(), '/deals')).toBe(true);
    expect(shouldCheck(member(), '/fr/profile')).toBe(true);
  });

  it('does not run for visitors, unregistered users or members without a running card', () => {
    expect(shouldCheck(null, '/deals')).toBe(false);
    expect(shouldCheck(member({ registered: false }), '/deals')).toBe(false);
    expect(shouldCheck(member({ cards: [] }), '/deals')).toBe(false);
    expect(
      shouldCheck(
        member({ cards: [cardFixture({ expiry_date: '2020-01-01T00:00:00.000Z', is_expired: true })] }),
        '/deals',
      ),
    ).toBe(false);
  });

  it('never interrupts sign-up, purchase, activation, back-to-school or campus pages', () => {
    for (const path of [
      '/signup/purchase',
      '/purchase/summary',
      '/activate/info',
      '/bts-2025',
      '/fr/bts-easy-promo',
      '/campus/uottawa',
    ]) {
      expect(shouldCheck(member(), path), path).toBe(false);
    }
  });

  it('stays closed for a week after a dismissal', () => {
    snooze(Date.now() - 6 * 86_400_000);
    expect(isSnoozed()).toBe(true);
    expect(shouldCheck(member(), '/deals')).toBe(false);
    snooze(Date.now() - 8 * 86_400_000);
    expect(isSnoozed()).toBe(false);
  });

  it('asks the API, then opens the prompt it calls for', async () => {
    await createI18n('en');
    const fetchMock = stubApi([['GET /api/users/age-check', { prompt: true, reason: 'verify' }]]);
    window.history.replaceState(null, '', '/deals');
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(getSessionQueryOptions().queryKey, member());
    watchStudentStatus(queryClient);
    expect(await screen.findByRole('dialog', { name: 'Confirm that you are a student' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm my status' })).toHaveAttribute('href', '/student-verification');
    expect(calls(fetchMock).filter((call) => call === 'GET /api/users/age-check')).toHaveLength(1);
  });
});

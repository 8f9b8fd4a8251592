// Who may open /billing (spec §2 "/billing"; gold ticket: §6 "billing hidden").
import { describe, expect, it } from 'vitest';
import { cardFixture } from '../../test/fixtures/session-api.ts';
import { billedCard, canOpenBilling } from './billing-access.ts';

const now = new Date('2025-06-01T12:00:00.000Z');
const until = (iso: string) => ({ expiry_date: iso });

describe('canOpenBilling', () => {
  it('lets a member with an unexpired active spc card in', () => {
    expect(canOpenBilling([cardFixture(until('2026-01-01T00:00:00.000Z'))], now)).toBe(true);
  });

  it.each([
    ['no card', []],
    ['a free trial', [cardFixture({ ...until('2026-01-01T00:00:00.000Z'), is_free_trial: true })]],
    ['a gold ticket', [cardFixture({ ...until('2026-01-01T00:00:00.000Z'), is_g_ticket: true })]],
    ['an expired card', [cardFixture(until('2025-05-31T00:00:00.000Z'))]],
    ['a card without an expiry', [cardFixture({ expiry_date: null })]],
    ['an inactive card', [cardFixture({ ...until('2026-01-01T00:00:00.000Z'), status: 'inactive' })]],
    ['a bank card only', [cardFixture({ ...until('2026-01-01T00:00:00.000Z'), cobrand: 'cibc' })]],
    ['a campus card only', [cardFixture({ ...until('2026-01-01T00:00:00.000Z'), cobrand: 'campus' })]],
  ])('refuses %s', (_label, cards) => {
    expect(canOpenBilling(cards, now)).toBe(false);
  });

  it('refuses a member whose longest-running card is a trial, even with a paid card too', () => {
    const paid = cardFixture(until('2025-09-01T00:00:00.000Z'));
    const trial = cardFixture({ ...until('2025-12-01T00:00:00.000Z'), is_free_trial: true });
    expect(canOpenBilling([paid, trial], now)).toBe(false);
  });
});

describe('billedCard', () => {
  it('is the active spc card that runs longest', () => {
    const early = cardFixture({ ...until('2025-09-01T00:00:00.000Z'), card_number: '6018000000000001' });
    const late = cardFixture({ ...until('2026-09-01T00:00:00.000Z'), card_number: '6018000000000002' });
    const bank = cardFixture({
      ...until('2027-09-01T00:00:00.000Z'),
      cobrand: 'cibc',
      card_number: '6018000000000003',
    });
    expect(billedCard([early, bank, late], now)?.card_number).toBe('6018000000000002');
  });
});

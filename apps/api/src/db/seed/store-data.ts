// The store's seeded promo and school codes (docs/api-store.md "Seeded codes"): one of each state a
// shopper can meet — valid, expired, used up, not started — with dates relative to the seed day.
import { createHash } from 'node:crypto';
import type { promoCodes, schoolCodes } from '../schema/store.ts';
import { DAY_MS } from './build-offers.ts';

export type PromoCodeRow = typeof promoCodes.$inferInsert;
export type SchoolCodeRow = typeof schoolCodes.$inferInsert;

/** SHA-256 hex of the upper-case code: what links carry with `is_hashed=true`. */
export function promoCodeHash(code: string): string {
  return createHash('sha256').update(code.toUpperCase()).digest('hex');
}

export function buildPromoCodes(day: Date): PromoCodeRow[] {
  const at = (days: number) => new Date(day.getTime() + days * DAY_MS);
  const rows: Omit<PromoCodeRow, 'codeHash' | 'createdAt'>[] = [
    { code: 'WELCOME10', kind: 'percent', value: 10, validFrom: at(-30), validUntil: at(365) },
    { code: 'STUDENT5', kind: 'amount', value: 500, validFrom: at(-30), validUntil: at(365) },
    { code: 'FREEYEAR', kind: 'percent', value: 100, validFrom: at(-30), validUntil: at(365), maxRedemptions: 1000 },
    { code: 'SUMMER2024', kind: 'percent', value: 20, validFrom: at(-400), validUntil: at(-30) },
    {
      code: 'LAUNCH50',
      kind: 'percent',
      value: 50,
      validFrom: at(-90),
      validUntil: at(365),
      maxRedemptions: 100,
      redemptions: 100,
    },
    { code: 'FUTURE25', kind: 'percent', value: 25, validFrom: at(30), validUntil: at(120) },
  ];
  return rows.map((row) => ({ ...row, codeHash: promoCodeHash(row.code), createdAt: at(-90) }));
}

export function buildSchoolCodes(day: Date): SchoolCodeRow[] {
  const at = (days: number) => new Date(day.getTime() + days * DAY_MS);
  const rows: Omit<SchoolCodeRow, 'createdAt'>[] = [
    { code: 'CONCORDIA', schoolName: 'Concordia University', kind: 'percent', value: 20, validUntil: at(365) },
    { code: 'UDEM2023', schoolName: 'Université de Montréal', kind: 'percent', value: 15, validUntil: at(-60) },
    {
      code: 'MCGILLFULL',
      schoolName: 'McGill University',
      kind: 'percent',
      value: 15,
      validUntil: at(365),
      maxRedemptions: 50,
      redemptions: 50,
    },
  ];
  return rows.map((row) => ({ ...row, createdAt: at(-90) }));
}

// The bank's offer tiers (spec §9 "Bank offer tiers: cashback 60, 30, 25 (links per language)"): the
// cash-back amounts in dollars, highest first, each with its conditions page in the bank's language.
import type { Language } from '@spc/domain/constants';
import { CIBC_URLS } from '../../lib/paths.ts';

export const BANK_CASHBACK_TIERS = [60, 30, 25] as const;
export type BankCashbackTier = (typeof BANK_CASHBACK_TIERS)[number];

export function bankOfferUrl(tier: BankCashbackTier, language: Language): string {
  return CIBC_URLS.offers[tier][language];
}

/** Whole dollars as each language writes them: "$60" / "60 $". */
export function formatCashback(dollars: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }).format(dollars);
}

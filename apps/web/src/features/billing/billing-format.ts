// How the billing page writes a card's expiry month ("December 2030" / "décembre 2030"); dates and
// money go through lib/format.ts and the domain's formatMoney.
import type { Language } from '@spc/domain/constants';

export function formatExpiryMonth(month: number, year: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1));
}

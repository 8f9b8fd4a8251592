// Money through Intl (DESIGN.md): en-CA gives "$11.99", fr-CA gives "11,99 $".
import type { Language } from '@spc/domain/constants';

export function formatCad(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
}

const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** A date (epoch ms) as the locale writes it: "March 5, 2026" / "5 mars 2026". */
export function formatDate(epochMs: number, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long' }).format(epochMs);
}

/** A distance in km with at most one decimal: "2.4 km" / "2,4 km". */
export function formatKm(km: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

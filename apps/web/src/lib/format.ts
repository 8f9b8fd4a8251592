// Money through Intl (DESIGN.md): en-CA gives "$11.99", fr-CA gives "11,99 $".
import type { Language } from '@spc/domain/constants';

export function formatCad(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
}

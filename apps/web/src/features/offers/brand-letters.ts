// The brands page's A–Z grouping: a partner goes under the first letter of its name with accents
// removed (É under E, the same key the alphabetical sort uses); names starting with a digit or a sign
// go under '#', which comes first, as digits sort before letters.
import type { Brand } from '@spc/domain/catalogue-responses';
import { partnerSortKey } from '@spc/domain/offer-rules';

export const OTHER_LETTER = '#';
/** Every entry of the letter index, in order. */
export const BRAND_LETTERS: readonly string[] = [
  OTHER_LETTER,
  ...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index)),
];

export interface BrandGroup {
  letter: string;
  brands: Brand[];
}

export function brandLetter(name: string): string {
  const first = partnerSortKey(name.trim()).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : OTHER_LETTER;
}

/** The groups that have brands, in index order, each sorted accent- and case-insensitively. */
export function groupBrandsByLetter(brands: readonly Brand[]): BrandGroup[] {
  const byLetter = new Map<string, Brand[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.partner_name);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), brand]);
  }
  const sortKey = (brand: Brand) => partnerSortKey(brand.partner_name);
  return BRAND_LETTERS.flatMap((letter) => {
    const group = byLetter.get(letter);
    if (!group) return [];
    const sorted = group.toSorted(
      (a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0) || a.partner_id - b.partner_id,
    );
    return [{ letter, brands: sorted }];
  });
}

/** The id of a letter's section, the target of its jump link. */
export function brandLetterId(letter: string): string {
  return letter === OTHER_LETTER ? 'brands-other' : `brands-${letter.toLowerCase()}`;
}

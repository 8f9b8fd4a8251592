// The 13 Canadian provinces and territories (GET /api/users/province), named as Canada's official
// publications name them in English and French, in English alphabetical order.
export interface Province {
  code: string;
  name_en: string;
  name_fr: string;
}

export const PROVINCES: readonly Province[] = [
  { code: 'AB', name_en: 'Alberta', name_fr: 'Alberta' },
  { code: 'BC', name_en: 'British Columbia', name_fr: 'Colombie-Britannique' },
  { code: 'MB', name_en: 'Manitoba', name_fr: 'Manitoba' },
  { code: 'NB', name_en: 'New Brunswick', name_fr: 'Nouveau-Brunswick' },
  { code: 'NL', name_en: 'Newfoundland and Labrador', name_fr: 'Terre-Neuve-et-Labrador' },
  { code: 'NT', name_en: 'Northwest Territories', name_fr: 'Territoires du Nord-Ouest' },
  { code: 'NS', name_en: 'Nova Scotia', name_fr: 'Nouvelle-Écosse' },
  { code: 'NU', name_en: 'Nunavut', name_fr: 'Nunavut' },
  { code: 'ON', name_en: 'Ontario', name_fr: 'Ontario' },
  { code: 'PE', name_en: 'Prince Edward Island', name_fr: 'Île-du-Prince-Édouard' },
  { code: 'QC', name_en: 'Quebec', name_fr: 'Québec' },
  { code: 'SK', name_en: 'Saskatchewan', name_fr: 'Saskatchewan' },
  { code: 'YT', name_en: 'Yukon', name_fr: 'Yukon' },
];

/** Canada Post's first letters by province (X is split between Nunavut and the Northwest Territories). */
const PROVINCE_BY_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

/**
 * The province of a Canadian postal code, from its first letter (Canada Post's districts).
 */
export function provinceCodeOf(fsa: string): string | undefined {
  const letter = fsa[0]?.toUpperCase();
  if (letter === 'X') return /^X0[ABC]/i.test(fsa) ? 'NU' : 'NT';
  return letter ? PROVINCE_BY_LETTER[letter] : undefined;
}

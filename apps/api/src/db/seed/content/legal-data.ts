// Legal texts (/terms, /privacy; partners /getTerms) with versions and effective dates. Privacy has an
// older version and the current one, so members who accepted the older see the policy-update notice.
import type { SeedLegalText } from './types.ts';

export const LEGAL_TEXTS: SeedLegalText[] = [
  {
    kind: 'terms',
    version: 1,
    effective_on: '2026-01-01',
    body_en_ca: 'These terms govern your SPC membership.',
    body_fr_ca: 'Ces conditions régissent votre adhésion SPC.',
    body_en_us: 'These terms govern your SPC membership in the United States.',
  },
  {
    kind: 'privacy',
    version: 1,
    effective_on: '2026-01-01',
    body_en_ca: 'We protect your personal information.',
    body_fr_ca: 'Nous protégeons vos renseignements personnels.',
    body_en_us: null,
  },
];

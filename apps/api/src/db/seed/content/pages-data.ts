// Company pages and landing pages (issue 17): /about, /why-spc, /contact (its introduction),
// /freesamples, /coming-soon, /campustour-2024, /levis-info2024, and /landingcontest/{url}.
import type { SeedPage } from './types.ts';

export const PAGES: SeedPage[] = [
  {
    slug: 'about',
    kind: 'page',
    title_en: 'About SPC',
    title_fr: 'À propos de SPC',
    description_en: 'Since 1992, SPC has helped students across Canada save on the things they buy every day.',
    description_fr:
      'Depuis 1992, SPC aide les étudiants partout au Canada à économiser sur leurs achats de tous les jours.',
    body_en: 'SPC was founded in 1992.',
    body_fr: 'SPC a été fondée en 1992.',
  },
];

// The careers page (/careers; spec §2 "Careers", §3 "Carousel item"): carousels by kind and openings.
import type { SeedCarouselItem, SeedCarouselKind, SeedJobOpening } from './types.ts';

export const CAROUSELS: Record<SeedCarouselKind, SeedCarouselItem[]> = {
  hero: [
    {
      text_en: 'Help students make every dollar count',
      text_fr: 'Aidez les étudiants à faire fructifier chaque dollar',
      subtext_en: 'We are hiring',
      subtext_fr: 'Nous embauchons',
      description_en: 'SPC connects students with the brands they love.',
      description_fr: 'SPC relie les étudiants aux marques qu’ils aiment.',
    },
  ],
  timeline: [],
  team: [],
  perk: [],
  value: [],
  principle: [],
  partner: [],
};

export const JOB_OPENINGS: SeedJobOpening[] = [];

/** Where résumés go (the careers page's e-mail link). */
export const CAREERS_EMAIL = 'careers@spccard.ca';

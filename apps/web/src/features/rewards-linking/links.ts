// Where the Tim Hortons rewards programme takes new members (its own site, in the reader's language).
import type { Language } from '@spc/domain/constants';

const JOIN_URLS: Record<Language, string> = {
  en: 'https://www.timhortons.ca/rewards',
  fr: 'https://www.timhortons.ca/fr/rewards',
};

export const rewardsJoinUrl = (language: Language) => JOIN_URLS[language];

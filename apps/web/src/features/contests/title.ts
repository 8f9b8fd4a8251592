import type { ContestDetail } from '@spc/domain/contests';

/** A contest's title in the reader's language. */
export const titleOf = (contest: Pick<ContestDetail, 'title_en' | 'title_fr'>, language: 'en' | 'fr') =>
  language === 'fr' ? contest.title_fr : contest.title_en;

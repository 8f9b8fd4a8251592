// The shapes of the seed's content (issue 17): what content-data files write and seed/content.ts
// inserts. Bodies are Markdown (rendered and sanitised by the server when read). French is written as
// a French speaker writes it, not word for word. `image` names an artwork request (the media seed
// generates the picture; alt text in both languages).

export interface SeedImage {
  /** A stable media key, e.g. 'blog/back-to-school-budget' or 'team/amelie'. */
  key: string;
  /** What the generated artwork shows (a short English phrase that steers its motif and colours). */
  motif: string;
  alt_en: string;
  alt_fr: string;
}

export interface SeedPage {
  slug: string;
  kind: 'page' | 'landing';
  title_en: string;
  title_fr: string;
  /** Meta description and lead, 50–160 characters. */
  description_en: string;
  description_fr: string;
  body_en: string;
  body_fr: string;
  image?: SeedImage;
}

export interface SeedFaqEntry {
  question_en: string;
  question_fr: string;
  answer_en: string;
  answer_fr: string;
}

export interface SeedFaqGroup {
  key: string;
  title_en: string;
  title_fr: string;
  entries: SeedFaqEntry[];
}

export interface SeedBlogPost {
  slug: string;
  title_en: string;
  title_fr: string;
  summary_en: string;
  summary_fr: string;
  body_en: string;
  body_fr: string;
  author: string;
  /** YYYY-MM-DD. */
  published_on: string;
  tags: string[];
  cover: SeedImage;
}

export type SeedCarouselKind = 'hero' | 'timeline' | 'team' | 'perk' | 'value' | 'principle' | 'partner';

export interface SeedCarouselItem {
  text_en: string;
  text_fr: string;
  subtext_en: string;
  subtext_fr: string;
  description_en: string;
  description_fr: string;
  image?: SeedImage;
}

export interface SeedJobOpening {
  title_en: string;
  title_fr: string;
  team_en: string;
  team_fr: string;
  location_en: string;
  location_fr: string;
  employment_type: 'full-time' | 'part-time' | 'internship' | 'contract';
  description_en: string;
  description_fr: string;
  /** YYYY-MM-DD. */
  posted_on: string;
}

export interface SeedLegalText {
  kind: 'terms' | 'privacy';
  version: number;
  /** YYYY-MM-DD. */
  effective_on: string;
  body_en_ca: string;
  body_fr_ca: string;
  /** Terms only: the United States edition (English). Null for privacy. */
  body_en_us: string | null;
}

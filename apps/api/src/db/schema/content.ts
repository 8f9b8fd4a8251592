// The content model (issue 17; docs/decisions/020-content-model.md): company and landing pages, the FAQ,
// the blog, the careers carousels and openings, the versioned legal texts and the contact form's support
// requests. Every text is bilingual field by field; bodies are Markdown, rendered and sanitised by the
// server when read. Pictures are named by their media key (modules/media resolves them).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CAROUSEL_KINDS, CONTACT_TOPICS, CONTENT_PAGE_KINDS, LEGAL_KINDS } from '@spc/domain/content';
import { tz } from './columns.ts';
import { language } from './people.ts';

export const contentPageKind = pgEnum('content_page_kind', CONTENT_PAGE_KINDS);
export const carouselKind = pgEnum('carousel_kind', CAROUSEL_KINDS);
export const legalKind = pgEnum('legal_kind', LEGAL_KINDS);
export const contactTopic = pgEnum('contact_topic', CONTACT_TOPICS);
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'internship', 'contract'] as const;
export const employmentType = pgEnum('employment_type', EMPLOYMENT_TYPES);

/** A URL segment of ours (domain `contentSlugSchema`). */
const slugCheck = (column: unknown) => sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

/** /about, /why-spc, /contact… (`page`) and /landingcontest/{url} (`landing`). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    kind: contentPageKind('kind').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    /** Markdown. */
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    imageKey: text('image_key'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('content_pages_slug_kind').on(t.slug, t.kind), check('content_pages_slug', slugCheck(t.slug))],
);

export const faqGroups = pgTable(
  'faq_groups',
  {
    id: serial('id').primaryKey(),
    /** The page's anchor (#billing). */
    key: varchar('key', { length: 60 }).notNull().unique(),
    position: integer('position').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
  },
  (t) => [check('faq_groups_key', slugCheck(t.key))],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionEn: text('question_en').notNull(),
    questionFr: text('question_fr').notNull(),
    /** Markdown. */
    answerEn: text('answer_en').notNull(),
    answerFr: text('answer_fr').notNull(),
  },
  (t) => [index('faq_entries_place').on(t.groupId, t.position)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    /** Markdown. */
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    coverImageKey: text('cover_image_key'),
    author: text('author').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(true),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('blog_posts_slug', slugCheck(t.slug)),
    // A slug is never all digits: /blog/{identifier} reads digits as the post's id.
    check('blog_posts_slug_not_numeric', sql`${t.slug} !~ '^[0-9]+$'`),
    index('blog_posts_listing').on(t.published, t.publishedOn, t.id),
  ],
);

/** Spec §3 "Carousel item": the careers page's carousels, by kind, in order. */
export const carouselItems = pgTable(
  'carousel_items',
  {
    id: serial('id').primaryKey(),
    kind: carouselKind('kind').notNull(),
    position: integer('position').notNull(),
    textEn: text('text_en').notNull(),
    textFr: text('text_fr').notNull(),
    subtextEn: text('subtext_en').notNull(),
    subtextFr: text('subtext_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    imageKey: text('image_key'),
  },
  (t) => [index('carousel_items_place').on(t.kind, t.position)],
);

/** The job board's embedded default (DESIGN.md "External services"). */
export const jobOpenings = pgTable('job_openings', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  teamEn: text('team_en').notNull(),
  teamFr: text('team_fr').notNull(),
  locationEn: text('location_en').notNull(),
  locationFr: text('location_fr').notNull(),
  employmentType: employmentType('employment_type').notNull(),
  /** Markdown. */
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  postedOn: date('posted_on', { mode: 'string' }).notNull(),
  open: boolean('open').notNull().default(true),
});

/**
 * The terms of use and the privacy policy, one row per version (the catalogue's `legal_texts` holds the
 * deals disclaimer and the spec's short texts). The current version of a kind is the highest whose
 * effective date has come; a member's accepted privacy version is compared to it.
 */
export const legalVersions = pgTable(
  'legal_versions',
  {
    id: serial('id').primaryKey(),
    kind: legalKind('kind').notNull(),
    version: integer('version').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** Markdown. */
    bodyEnCa: text('body_en_ca').notNull(),
    bodyFrCa: text('body_fr_ca').notNull(),
    /** The United States edition (terms); null → the Canadian English text applies. */
    bodyEnUs: text('body_en_us'),
  },
  (t) => [
    unique('legal_versions_kind_version').on(t.kind, t.version),
    check('legal_versions_version', sql`${t.version} > 0`),
  ],
);

/** The contact form's requests (/contact), e-mailed to the support inbox. No address of the sender's machine is kept. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: contactTopic('topic').notNull(),
    message: text('message').notNull(),
    language: language('language').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_requests_message', sql`char_length(${t.message}) between 1 and 5000`),
    index('support_requests_created').on(t.createdAt),
  ],
);

/**
 * Captcha proofs already used (adapters/captcha, the embedded proof-of-work): a proof is accepted once.
 * Rows past `expires_at` can go; a proof that old is refused for its expiry anyway.
 */
export const captchaRedemptions = pgTable('captcha_redemptions', {
  /** The challenge's signature (hex). */
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: tz('expires_at').notNull(),
});

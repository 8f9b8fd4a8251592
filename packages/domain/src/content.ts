// The content model (issue 17; spec §2 public pages and "Careers", §3 "Terms", "Carousel item", §7
// partners /getTerms and careers /getCarousel/{kind}): pages, FAQ, blog, careers carousels and
// openings, legal texts with versions, and the contact form. Every text is bilingual field by field;
// bodies are Markdown in the database and reach the browser as sanitised HTML rendered by the server
// (`*_html`). The contract is docs/api-content.md.
import { z } from 'zod';
import { imageSchema } from './images.ts';
import { safeText } from './input-rules.ts';
import { pageResponseFields } from './paging.ts';
import { emailSchema, nameSchema } from './users.ts';

/** A URL segment of ours: lower-case letters, digits and dashes. */
export const contentSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

// ---- Pages (/about, /why-spc, /contact, /freesamples, /coming-soon, /campustour-2024, /levis-info2024)
// and landing contests (/landingcontest/{url}).

export const CONTENT_PAGE_KINDS = ['page', 'landing'] as const;
export type ContentPageKind = (typeof CONTENT_PAGE_KINDS)[number];

export const contentPageSchema = z.object({
  slug: z.string(),
  kind: z.enum(CONTENT_PAGE_KINDS),
  title_en: z.string(),
  title_fr: z.string(),
  /** The meta description and the lead paragraph. */
  description_en: z.string(),
  description_fr: z.string(),
  body_en_html: z.string(),
  body_fr_html: z.string(),
  hero: imageSchema.nullable(),
  /** ISO date-time of the last edit. */
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /api/content/pages/{slug} and GET /api/content/landing/{url}. */
export const contentPageResponseSchema = z.object({ page: contentPageSchema });
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

// ---- FAQ (/faq-help)

export const faqEntrySchema = z.object({
  id: z.number().int(),
  question_en: z.string(),
  question_fr: z.string(),
  answer_en_html: z.string(),
  answer_fr_html: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqGroupSchema = z.object({
  id: z.number().int(),
  /** A stable anchor (`#billing`). */
  key: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  entries: z.array(faqEntrySchema),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/** GET /api/content/faq: groups and entries in their order. */
export const faqResponseSchema = z.object({ groups: z.array(faqGroupSchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

// ---- Blog (/blogs, /blog/{identifier})

export const BLOG_PAGE_SIZE = 9;

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  summary_en: z.string(),
  summary_fr: z.string(),
  cover: imageSchema.nullable(),
  author: z.string(),
  /** ISO date (YYYY-MM-DD). */
  published_on: z.string(),
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  body_en_html: z.string(),
  body_fr_html: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/content/blog?current_page=: published posts, newest first. */
export const blogListQuerySchema = z.object({
  current_page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const blogListResponseSchema = z.object({ posts: z.array(blogPostSummarySchema), ...pageResponseFields });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** GET /api/content/blog/{identifier} (slug or numeric id). */
export const blogPostResponseSchema = z.object({ post: blogPostSchema });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

// ---- Careers (/careers; careers /getCarousel/{kind})

export const CAROUSEL_KINDS = ['hero', 'timeline', 'team', 'perk', 'value', 'principle', 'partner'] as const;
export type CarouselKind = (typeof CAROUSEL_KINDS)[number];

/** Spec §3 "Carousel item" (id, image_en, text_en, subtext_en, description_en), with French beside English. */
export const carouselItemSchema = z.object({
  id: z.number().int(),
  /** The picture's URL (its fallback src) per language, as the spec names them; `image` has the variants. */
  image_en: z.string().nullable(),
  image_fr: z.string().nullable(),
  image: imageSchema.nullable(),
  text_en: z.string(),
  text_fr: z.string(),
  subtext_en: z.string(),
  subtext_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

/** GET /api/careers/getCarousel/{kind}: the kind's items in order. */
export const carouselResponseSchema = z.object({ kind: z.enum(CAROUSEL_KINDS), items: z.array(carouselItemSchema) });
export type CarouselResponse = z.infer<typeof carouselResponseSchema>;

export const jobOpeningSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  team_en: z.string(),
  team_fr: z.string(),
  location_en: z.string(),
  location_fr: z.string(),
  /** full-time, part-time, internship, contract. */
  employment_type: z.enum(['full-time', 'part-time', 'internship', 'contract']),
  description_en_html: z.string(),
  description_fr_html: z.string(),
  /** ISO date. */
  posted_on: z.string(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

/** GET /api/careers/openings: the job board's embedded default (open positions, newest first). */
export const jobOpeningsResponseSchema = z.object({ openings: z.array(jobOpeningSchema) });
export type JobOpeningsResponse = z.infer<typeof jobOpeningsResponseSchema>;

// ---- Legal texts (/terms, /privacy; partners /getTerms)

export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** GET /api/partners/getTerms (spec §3 "Terms"): the current terms of use, rendered, per country and language. */
export const termsResponseSchema = z.object({
  term_en_ca: z.string(),
  term_en_us: z.string(),
  term_fr_ca: z.string(),
  version: z.number().int().positive(),
  /** ISO date. */
  effective_on: z.string(),
});
export type TermsResponse = z.infer<typeof termsResponseSchema>;

/** GET /api/content/legal/{kind}?country=ca|us: the current version of a legal text. */
export const legalQuerySchema = z.object({ country: z.enum(['ca', 'us']).default('ca') });
export const legalTextResponseSchema = z.object({
  kind: z.enum(LEGAL_KINDS),
  version: z.number().int().positive(),
  effective_on: z.string(),
  body_en_html: z.string(),
  body_fr_html: z.string(),
});
export type LegalTextResponse = z.infer<typeof legalTextResponseSchema>;

// ---- Contact (/contact): a support request

export const CONTACT_TOPICS = ['membership', 'billing', 'codes', 'account', 'privacy', 'partnership', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5_000;

/** The form's own messages (the web app shows them translated: `content:contact.errors.<code>`). */
export const CONTACT_MESSAGES = {
  topic_invalid: 'Please choose what your message is about.',
  message_too_short: `Please tell us a little more (at least ${CONTACT_MESSAGE_MIN} characters).`,
  message_too_long: `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`,
  captcha_required: 'Please complete the check that you are not a robot.',
} as const;

/** POST /api/content/contact: a support request (202 { request_id }). `captcha` is the captcha adapter's proof. */
export const contactRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topic_invalid }),
  message: safeText()
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.message_too_short)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.message_too_long),
  language: z.enum(['en', 'fr']),
  captcha: z.string().min(1, CONTACT_MESSAGES.captcha_required).max(4_000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ request_id: z.string() });

// ---- Legal versions and the policy-update notice

/** Legal texts take effect on a calendar day in the company's zone (Eastern time), like the site's dates. */
export const LEGAL_TIME_ZONE = 'America/Toronto';

/** The calendar day (YYYY-MM-DD) of `now` in Eastern time: a version whose effective_on is on or before it applies. */
export function legalDayOf(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: LEGAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Whether a member must see the policy-update notice: a privacy policy is in effect and the version
 * they accepted (at sign-up, or by acknowledging the notice) is older, or they never accepted one.
 */
export function isPolicyUpdateDue(acceptedVersion: number | null, currentVersion: number | null): boolean {
  return currentVersion !== null && (acceptedVersion === null || acceptedVersion < currentVersion);
}

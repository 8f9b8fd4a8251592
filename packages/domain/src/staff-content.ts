// The staff console's content editor (issue 20 item 3 "content of the content issue"): the shapes the
// console's forms and the API's /api/staff/content routes both check — pages, the FAQ (groups and
// entries in order), blog posts (Markdown, draft or published, a publish date), job openings, legal
// texts by version (a new privacy version raises the members' policy-update notice) and the header and
// footer menu. Bodies are Markdown; the server renders and sanitises them (decision 020), the preview too.
import { z } from 'zod';
import { CAROUSEL_KINDS, CONTENT_PAGE_KINDS, contentSlugSchema, LEGAL_KINDS } from './content.ts';
import { safeText } from './input-rules.ts';

/** The staff content API's base path (under the API prefix). */
export const STAFF_CONTENT_PATH = '/staff/content';

/** The field messages (English; the console shows its own words for each). */
export const STAFF_CONTENT_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This text is too long.',
  slug: 'Use lower-case letters, digits and single dashes (about-us).',
  slugDigits: 'A post’s address cannot be only digits (they read as its number).',
  date: 'Enter a date as YYYY-MM-DD.',
  imageKey: 'Name a picture of the image library by its key (hero/about).',
  menuTarget: 'Give either an in-site route (/about) or an external link (https://…), not both.',
  route: 'A route starts with / (for example /about).',
  link: 'A link is a full https:// address.',
  column: 'Footer entries go in column 1, 2 or 3; header entries have no column.',
} as const;

const M = STAFF_CONTENT_MESSAGES;

/** A short line of text (titles, names): trimmed, required. */
const line = (max = 200) => safeText().trim().min(1, M.required).max(max, M.tooLong);
/** A long text (descriptions, summaries): trimmed, required. */
const paragraph = (max = 2_000) => safeText().trim().min(1, M.required).max(max, M.tooLong);
/** A Markdown body. */
export const MARKDOWN_MAX = 100_000;
const markdown = () => safeText().trim().min(1, M.required).max(MARKDOWN_MAX, M.tooLong);

const isSlug = (value: string) => contentSlugSchema.safeParse(value).success;
const slug = () => z.string().trim().min(1, M.required).max(120, M.tooLong).refine(isSlug, M.slug);
const isoDate = () => z.iso.date(M.date);
const position = () => z.coerce.number().int().min(0).max(10_000);

/**
 * A picture of the image library by its media key (`hero/about`, `blog/welcome/cover`), as the content
 * tables store it; an empty value means none. The API also checks that the picture exists.
 */
export const imageKeySchema = z
  .string()
  .trim()
  .max(200, M.tooLong)
  .regex(/^$|^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/, M.imageKey)
  .nullable()
  .transform((value) => (value ? value : null));

// ---- Lists

/** Every list's answer: one page of rows and how many there are in all. */
export const staffListResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---- Pages

export const staffPageInputSchema = z.object({
  slug: slug(),
  kind: z.enum(CONTENT_PAGE_KINDS),
  title_en: line(),
  title_fr: line(),
  description_en: paragraph(),
  description_fr: paragraph(),
  body_en: markdown(),
  body_fr: markdown(),
  image_key: imageKeySchema,
});
export type StaffPageInput = z.input<typeof staffPageInputSchema>;
export type StaffPageValues = z.output<typeof staffPageInputSchema>;

export const staffPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(CONTENT_PAGE_KINDS),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  body_en: z.string(),
  body_fr: z.string(),
  image_key: z.string().nullable(),
  updated_at: z.string(),
});
export type StaffPage = z.infer<typeof staffPageSchema>;

// ---- FAQ

export const staffFaqGroupInputSchema = z.object({
  key: z.string().trim().min(1, M.required).max(60, M.tooLong).refine(isSlug, M.slug),
  position: position(),
  title_en: line(),
  title_fr: line(),
});
export type StaffFaqGroupInput = z.input<typeof staffFaqGroupInputSchema>;
export type StaffFaqGroupValues = z.output<typeof staffFaqGroupInputSchema>;

export const staffFaqGroupSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  position: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  entry_count: z.number().int(),
});
export type StaffFaqGroup = z.infer<typeof staffFaqGroupSchema>;

export const staffFaqEntryInputSchema = z.object({
  group_id: z.coerce.number().int().min(1, M.required).max(2_147_483_647),
  position: position(),
  question_en: line(300),
  question_fr: line(300),
  answer_en: markdown(),
  answer_fr: markdown(),
});
export type StaffFaqEntryInput = z.input<typeof staffFaqEntryInputSchema>;
export type StaffFaqEntryValues = z.output<typeof staffFaqEntryInputSchema>;

export const staffFaqEntrySchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_key: z.string(),
  position: z.number().int(),
  question_en: z.string(),
  question_fr: z.string(),
  answer_en: z.string(),
  answer_fr: z.string(),
});
export type StaffFaqEntry = z.infer<typeof staffFaqEntrySchema>;

/** PUT /faq-groups/{id}/order: the group's entries in their new order (every entry, once). */
export const staffFaqOrderSchema = z.object({
  entry_ids: z.array(z.number().int().min(1)).min(1).max(500),
});

// ---- Blog

export const staffBlogPostInputSchema = z.object({
  slug: slug().refine((value) => !/^\d+$/.test(value), M.slugDigits),
  title_en: line(),
  title_fr: line(),
  summary_en: paragraph(600),
  summary_fr: paragraph(600),
  body_en: markdown(),
  body_fr: markdown(),
  cover_image_key: imageKeySchema,
  author: line(120),
  /** The day it shows from (Eastern time): a published post dated later is scheduled. */
  published_on: isoDate(),
  tags: z.array(z.string().trim().min(1).max(40).refine(isSlug, M.slug)).max(12),
  /** Draft (false) or published (true). */
  published: z.boolean(),
});
export type StaffBlogPostInput = z.input<typeof staffBlogPostInputSchema>;
export type StaffBlogPostValues = z.output<typeof staffBlogPostInputSchema>;

export const staffBlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  summary_en: z.string(),
  summary_fr: z.string(),
  body_en: z.string(),
  body_fr: z.string(),
  cover_image_key: z.string().nullable(),
  author: z.string(),
  published_on: z.string(),
  tags: z.array(z.string()),
  published: z.boolean(),
  updated_at: z.string(),
});
export type StaffBlogPost = z.infer<typeof staffBlogPostSchema>;

/** POST /preview: Markdown in, the HTML the public page would show out (rendered and sanitised by the server). */
export const staffMarkdownPreviewSchema = z.object({ markdown: safeText().max(MARKDOWN_MAX, M.tooLong) });
export const staffMarkdownPreviewResponseSchema = z.object({ html: z.string() });

// ---- Careers

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'internship', 'contract'] as const;

export const staffJobOpeningInputSchema = z.object({
  title_en: line(),
  title_fr: line(),
  team_en: line(120),
  team_fr: line(120),
  location_en: line(120),
  location_fr: line(120),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  description_en: markdown(),
  description_fr: markdown(),
  posted_on: isoDate(),
  open: z.boolean(),
});
export type StaffJobOpeningInput = z.input<typeof staffJobOpeningInputSchema>;
export type StaffJobOpeningValues = z.output<typeof staffJobOpeningInputSchema>;

export const staffJobOpeningSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  team_en: z.string(),
  team_fr: z.string(),
  location_en: z.string(),
  location_fr: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  description_en: z.string(),
  description_fr: z.string(),
  posted_on: z.string(),
  open: z.boolean(),
});
export type StaffJobOpening = z.infer<typeof staffJobOpeningSchema>;

/** An item of a careers carousel (spec §3 "Carousel item"): its kind, its place, its texts and picture. */
export const staffCarouselItemInputSchema = z.object({
  kind: z.enum(CAROUSEL_KINDS),
  position: position(),
  text_en: line(),
  text_fr: line(),
  subtext_en: z.string().trim().max(300, M.tooLong),
  subtext_fr: z.string().trim().max(300, M.tooLong),
  description_en: z.string().trim().max(2_000, M.tooLong),
  description_fr: z.string().trim().max(2_000, M.tooLong),
  image_key: imageKeySchema,
});
export type StaffCarouselItemInput = z.input<typeof staffCarouselItemInputSchema>;
export type StaffCarouselItemValues = z.output<typeof staffCarouselItemInputSchema>;

export const staffCarouselItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CAROUSEL_KINDS),
  position: z.number().int(),
  text_en: z.string(),
  text_fr: z.string(),
  subtext_en: z.string(),
  subtext_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  image_key: z.string().nullable(),
});
export type StaffCarouselItem = z.infer<typeof staffCarouselItemSchema>;

// ---- Legal texts

/**
 * A new version of the terms or the privacy policy. Its number is the next of its kind (the server's);
 * it takes effect on `effective_on` (Eastern time), today or later, never before the latest version's
 * date. A version in effect is never changed or deleted: members accepted it.
 */
export const staffLegalVersionInputSchema = z.object({
  kind: z.enum(LEGAL_KINDS),
  effective_on: isoDate(),
  body_en_ca: markdown(),
  body_fr_ca: markdown(),
  /** The United States edition (terms); empty → the Canadian English text applies. */
  body_en_us: safeText()
    .trim()
    .max(MARKDOWN_MAX, M.tooLong)
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type StaffLegalVersionInput = z.input<typeof staffLegalVersionInputSchema>;
export type StaffLegalVersionValues = z.output<typeof staffLegalVersionInputSchema>;

/** Where a version stands on today's date. */
export const LEGAL_VERSION_STATES = ['scheduled', 'current', 'past'] as const;

export const staffLegalVersionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEGAL_KINDS),
  version: z.number().int(),
  effective_on: z.string(),
  state: z.enum(LEGAL_VERSION_STATES),
  body_en_ca: z.string(),
  body_fr_ca: z.string(),
  body_en_us: z.string().nullable(),
});
export type StaffLegalVersion = z.infer<typeof staffLegalVersionSchema>;

export const staffLegalQuerySchema = z.object({ kind: z.enum(LEGAL_KINDS).optional() });

// ---- Menus

export const MENU_AREAS = ['header', 'footer'] as const;

export const staffMenuEntryInputSchema = z
  .object({
    area: z.enum(MENU_AREAS),
    /** Footer column 1–3; null in the header. */
    column: z.coerce.number().int().min(1, M.column).max(3, M.column).nullable(),
    position: position(),
    text_en: line(80),
    text_fr: line(80),
    /** An in-site route (/about) or null. */
    route: z
      .string()
      .trim()
      .max(300, M.tooLong)
      .regex(/^$|^\/[A-Za-z0-9\-._~/?=&%#]*$/, M.route)
      .nullable()
      .transform((value) => (value ? value : null)),
    /** An external https address or null. */
    link: z
      .string()
      .trim()
      .max(500, M.tooLong)
      .regex(/^$|^https:\/\/[^\s"<>]+$/, M.link)
      .nullable()
      .transform((value) => (value ? value : null)),
    force_link: z.boolean(),
  })
  .superRefine((entry, context) => {
    if ((entry.route === null) === (entry.link === null)) {
      context.addIssue({ code: 'custom', path: ['route'], message: M.menuTarget });
    }
    if ((entry.area === 'header') !== (entry.column === null)) {
      context.addIssue({ code: 'custom', path: ['column'], message: M.column });
    }
  });
export type StaffMenuEntryInput = z.input<typeof staffMenuEntryInputSchema>;
export type StaffMenuEntryValues = z.output<typeof staffMenuEntryInputSchema>;

export const staffMenuEntrySchema = z.object({
  id: z.number().int(),
  area: z.enum(MENU_AREAS),
  column: z.number().int().nullable(),
  position: z.number().int(),
  text_en: z.string(),
  text_fr: z.string(),
  route: z.string().nullable(),
  link: z.string().nullable(),
  force_link: z.boolean(),
});
export type StaffMenuEntry = z.infer<typeof staffMenuEntrySchema>;

// ---- Errors the API answers beside VALIDATION_ERROR

export const STAFF_CONTENT_ERRORS = {
  SLUG_TAKEN: 'Another item already uses this address.',
  FAQ_GROUP_NOT_EMPTY: 'Move or delete this group’s questions before deleting it.',
  FAQ_ORDER_MISMATCH: 'The order must list every question of the group exactly once.',
  LEGAL_VERSION_IN_EFFECT: 'A version in effect cannot be changed or deleted: publish a new version instead.',
  LEGAL_VERSION_DATE: 'A new version takes effect today or later, and not before the latest version.',
  IMAGE_NOT_FOUND: 'No picture of the image library has this key.',
  FAQ_GROUP_NOT_FOUND: 'No FAQ group has this number.',
} as const;
export type StaffContentErrorCode = keyof typeof STAFF_CONTENT_ERRORS;

// The content model's service (issue 17; docs/api-content.md): pages, FAQ, blog, careers carousels and
// openings, legal texts by version, and the contact form. Bodies are rendered from Markdown and
// sanitised once per cache period (markdown.ts), never per request; pictures come from the media module.
import { randomUUID } from 'node:crypto';
import {
  BLOG_PAGE_SIZE,
  contentSlugSchema,
  isPolicyUpdateDue,
  legalDayOf,
  type BlogListResponse,
  type BlogPost,
  type BlogPostSummary,
  type CarouselKind,
  type CarouselResponse,
  type ContactRequest,
  type ContentPage,
  type ContentPageKind,
  type FaqResponse,
  type JobOpeningsResponse,
  type LegalKind,
  type LegalTextResponse,
  type TermsResponse,
} from '@spc/domain/content';
import { CAPTCHA_MESSAGES } from '@spc/domain/captcha';
import { INT4_MAX } from '@spc/domain/id-rules';
import type { Image } from '@spc/domain/images';
import type { Captcha } from '../../adapters/captcha/captcha.ts';
import { renderMail } from '../../adapters/mail/templates.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { resolveImages } from '../media/service.ts';
import { renderMarkdown } from './markdown.ts';
import * as repo from './repository.ts';

/** Content changes only when staff edit it or the seed runs again: re-read and re-rendered at most once a minute. */
const CONTENT_TTL_MS = 60_000;

export type ContentDeps = Pick<Deps, 'db' | 'cache'>;

const imageOf = (images: Map<string, Image>, key: string | null) => (key ? (images.get(key) ?? null) : null);

// ---- Pages

/** Every page of a kind, rendered, by slug: a handful of rows, so one load serves every slug (and every unknown one). */
function pagesOf({ db, cache }: ContentDeps, kind: ContentPageKind): Promise<Map<string, ContentPage>> {
  return cache.get(`content:pages:${kind}`, CONTENT_TTL_MS, async () => {
    const rows = await repo.findPages(db, kind);
    const images = await resolveImages(
      db,
      rows.flatMap((row) => (row.imageKey ? [row.imageKey] : [])),
    );
    return new Map(
      rows.map((row) => [
        row.slug,
        {
          slug: row.slug,
          kind: row.kind,
          title_en: row.titleEn,
          title_fr: row.titleFr,
          description_en: row.descriptionEn,
          description_fr: row.descriptionFr,
          body_en_html: renderMarkdown(row.bodyEn),
          body_fr_html: renderMarkdown(row.bodyFr),
          hero: imageOf(images, row.imageKey),
          updated_at: row.updatedAt.toISOString(),
        },
      ]),
    );
  });
}

/** GET /api/content/pages/{slug} (kind `page`) and /api/content/landing/{url} (kind `landing`). */
export async function getPage(deps: ContentDeps, kind: ContentPageKind, slug: string): Promise<{ page: ContentPage }> {
  const page = (await pagesOf(deps, kind)).get(slug);
  if (!page) throw notFound(kind === 'landing' ? `No landing page is named "${slug}".` : `No page is named "${slug}".`);
  return { page };
}

// ---- FAQ

export function getFaq({ db, cache }: ContentDeps): Promise<FaqResponse> {
  return cache.get('content:faq', CONTENT_TTL_MS, async () => {
    const { groups, entries } = await repo.findFaq(db);
    return {
      groups: groups.map((group) => ({
        id: group.id,
        key: group.key,
        title_en: group.titleEn,
        title_fr: group.titleFr,
        entries: entries
          .filter((entry) => entry.groupId === group.id)
          .map((entry) => ({
            id: entry.id,
            question_en: entry.questionEn,
            question_fr: entry.questionFr,
            answer_en_html: renderMarkdown(entry.answerEn),
            answer_fr_html: renderMarkdown(entry.answerFr),
          })),
      })),
    };
  });
}

// ---- Blog

function summaryOf(row: repo.BlogPostRow, images: Map<string, Image>): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    summary_en: row.summaryEn,
    summary_fr: row.summaryFr,
    cover: imageOf(images, row.coverImageKey),
    author: row.author,
    published_on: row.publishedOn,
    tags: row.tags,
  };
}

const coverKeys = (rows: repo.BlogPostRow[]) => rows.flatMap((row) => (row.coverImageKey ? [row.coverImageKey] : []));

/** GET /api/content/blog?current_page=: published posts, newest first; a page past the last is empty. */
export function getBlogPage({ db, cache }: ContentDeps, currentPage: number, now: Date): Promise<BlogListResponse> {
  const today = legalDayOf(now);
  return cache.get(`content:blog:${today}:${currentPage}`, CONTENT_TTL_MS, async () => {
    const { rows, total } = await repo.findBlogPage(db, today, BLOG_PAGE_SIZE, (currentPage - 1) * BLOG_PAGE_SIZE);
    const images = await resolveImages(db, coverKeys(rows));
    return {
      posts: rows.map((row) => summaryOf(row, images)),
      current_page: currentPage,
      page_size: BLOG_PAGE_SIZE,
      total_count: total,
      total_pages: Math.ceil(total / BLOG_PAGE_SIZE),
    };
  });
}

/**
 * A post's identifier as the URL gives it: digits name its id (1..2147483647), anything else its slug
 * (our slug rule). 400 for one that can name nothing.
 */
export function parseBlogIdentifier(identifier: string): { id: number } | { slug: string } {
  if (/^\d+$/.test(identifier)) {
    const id = Number(identifier);
    if (id < 1 || id > INT4_MAX) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'A post id is a whole number from 1 to 2147483647.', 'identifier');
    }
    return { id };
  }
  if (!contentSlugSchema.safeParse(identifier).success) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      'A post is named by its id or its slug (lower-case letters, digits and dashes).',
      'identifier',
    );
  }
  return { slug: identifier };
}

/** GET /api/content/blog/{identifier}: a published post by id or slug. */
export function getBlogPost({ db, cache }: ContentDeps, identifier: string, now: Date): Promise<{ post: BlogPost }> {
  const which = parseBlogIdentifier(identifier);
  const today = legalDayOf(now);
  const key = 'id' in which ? `id:${which.id}` : `slug:${which.slug}`;
  return cache.get(`content:blog-post:${today}:${key}`, CONTENT_TTL_MS, async () => {
    const row = await repo.findBlogPost(db, today, which);
    if (!row) throw notFound(`No blog post is named "${identifier}".`);
    const images = await resolveImages(db, coverKeys([row]));
    return {
      post: {
        ...summaryOf(row, images),
        body_en_html: renderMarkdown(row.bodyEn),
        body_fr_html: renderMarkdown(row.bodyFr),
      },
    };
  });
}

// ---- Careers

/** GET /api/careers/getCarousel/{kind}: the kind's items in order (spec §3 "Carousel item"). */
export function getCarousel({ db, cache }: ContentDeps, kind: CarouselKind): Promise<CarouselResponse> {
  return cache.get(`content:carousel:${kind}`, CONTENT_TTL_MS, async () => {
    const rows = await repo.findCarousel(db, kind);
    const images = await resolveImages(
      db,
      rows.flatMap((row) => (row.imageKey ? [row.imageKey] : [])),
    );
    return {
      kind,
      items: rows.map((row) => {
        const image = imageOf(images, row.imageKey);
        return {
          id: row.id,
          image_en: image?.src ?? null,
          image_fr: image?.src ?? null,
          image,
          text_en: row.textEn,
          text_fr: row.textFr,
          subtext_en: row.subtextEn,
          subtext_fr: row.subtextFr,
          description_en: row.descriptionEn,
          description_fr: row.descriptionFr,
        };
      }),
    };
  });
}

/** GET /api/careers/openings: the open positions, newest first (the job board's embedded default). */
export function getJobOpenings({ db, cache }: ContentDeps): Promise<JobOpeningsResponse> {
  return cache.get('content:openings', CONTENT_TTL_MS, async () => ({
    openings: (await repo.findOpenJobOpenings(db)).map((row) => ({
      id: row.id,
      title_en: row.titleEn,
      title_fr: row.titleFr,
      team_en: row.teamEn,
      team_fr: row.teamFr,
      location_en: row.locationEn,
      location_fr: row.locationFr,
      employment_type: row.employmentType,
      description_en_html: renderMarkdown(row.descriptionEn),
      description_fr_html: renderMarkdown(row.descriptionFr),
      posted_on: row.postedOn,
    })),
  }));
}

// ---- Legal texts

interface RenderedLegal {
  kind: LegalKind;
  version: number;
  effective_on: string;
  en_ca: string;
  fr_ca: string;
  /** The US edition; the Canadian English text when there is none. */
  en_us: string;
}

/** The version of `kind` in effect on `now`'s day (Eastern time), rendered; null when none is yet. */
function currentLegal({ db, cache }: ContentDeps, kind: LegalKind, now: Date): Promise<RenderedLegal | null> {
  const today = legalDayOf(now);
  return cache.get(`content:legal:${kind}:${today}`, CONTENT_TTL_MS, async () => {
    const row = await repo.findCurrentLegal(db, kind, today);
    if (!row) return null;
    const enCa = renderMarkdown(row.bodyEnCa);
    return {
      kind,
      version: row.version,
      effective_on: row.effectiveOn,
      en_ca: enCa,
      fr_ca: renderMarkdown(row.bodyFrCa),
      en_us: row.bodyEnUs === null ? enCa : renderMarkdown(row.bodyEnUs),
    };
  });
}

const noLegal = (kind: LegalKind) =>
  notFound(kind === 'terms' ? 'No terms of use are in effect yet.' : 'No privacy policy is in effect yet.');

/** GET /api/content/legal/{kind}?country=: the current version, in the country's edition (French is Canada's). */
export async function getLegalText(
  deps: ContentDeps,
  kind: LegalKind,
  country: 'ca' | 'us',
  now: Date,
): Promise<LegalTextResponse> {
  const legal = await currentLegal(deps, kind, now);
  if (!legal) throw noLegal(kind);
  return {
    kind,
    version: legal.version,
    effective_on: legal.effective_on,
    body_en_html: country === 'us' ? legal.en_us : legal.en_ca,
    body_fr_html: legal.fr_ca,
  };
}

/** GET /api/partners/getTerms (spec §3 "Terms"): the current terms of use, rendered, per country and language. */
export async function getTerms(deps: ContentDeps, now: Date): Promise<TermsResponse> {
  const legal = await currentLegal(deps, 'terms', now);
  if (!legal) throw noLegal('terms');
  return {
    term_en_ca: legal.en_ca,
    term_en_us: legal.en_us,
    term_fr_ca: legal.fr_ca,
    version: legal.version,
    effective_on: legal.effective_on,
  };
}

/**
 * The privacy policy version in effect on `now`'s day, or null when none is (account asks it: sign-up
 * records it as accepted, the notice compares it). Read in the caller's transaction when it has one.
 */
export async function currentPrivacyVersion(db: Queryable, now: Date): Promise<number | null> {
  return (await repo.findCurrentLegal(db, 'privacy', legalDayOf(now)))?.version ?? null;
}

/** The same, through the content cache (a profile read asks it every time). */
export async function cachedPrivacyVersion(deps: ContentDeps, now: Date): Promise<number | null> {
  return (await currentLegal(deps, 'privacy', now))?.version ?? null;
}

export { isPolicyUpdateDue };

/** The renderer the public pages use, for the staff console's live preview (the same output, byte for byte). */
export { renderMarkdown };

// ---- Sitemap

/** The content's fixed pages (the web app's routes), listed whatever the tables hold. */
export const CONTENT_FIXED_PAGES = ['/faq-help', '/terms', '/privacy', '/careers', '/blogs'] as const;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The content's public pages for sitemap.xml, each once: the fixed pages (the legal texts dated by
 * their current version, the blog by its newest post), the company pages (/{slug}), the landing pages
 * (/landingcontest/{url}) and every published post (/blog/{slug}), with their last edit (epoch ms).
 */
export async function sitemapPages({ db }: Pick<Deps, 'db'>, now: Date): Promise<{ path: string; lastmod?: number }[]> {
  const today = legalDayOf(now);
  const [pages, posts, terms, privacy] = await Promise.all([
    repo.findPageEntries(db),
    repo.findBlogEntries(db, today),
    repo.findCurrentLegal(db, 'terms', today),
    repo.findCurrentLegal(db, 'privacy', today),
  ]);
  const postPages = posts.map((post) => ({
    path: `/blog/${post.slug}`,
    lastmod: Math.max(post.updatedAt.getTime(), dayMs(post.publishedOn)),
  }));
  const fixed: Record<(typeof CONTENT_FIXED_PAGES)[number], number | undefined> = {
    '/faq-help': undefined,
    '/terms': terms && dayMs(terms.effectiveOn),
    '/privacy': privacy && dayMs(privacy.effectiveOn),
    '/careers': undefined,
    '/blogs': postPages[0]?.lastmod,
  };
  const all = [
    ...CONTENT_FIXED_PAGES.map((path) => ({ path, lastmod: fixed[path] })),
    ...pages.map((page) => ({
      path: page.kind === 'landing' ? `/landingcontest/${page.slug}` : `/${page.slug}`,
      lastmod: page.updatedAt.getTime(),
    })),
    ...postPages,
  ];
  const seen = new Set<string>();
  return all
    .filter((page) => !seen.has(page.path) && seen.add(page.path))
    .map((page) => (page.lastmod === undefined ? { path: page.path } : { path: page.path, lastmod: page.lastmod }));
}

// ---- Contact

export type ContactDeps = Pick<Deps, 'db' | 'mail'> & {
  config: Pick<Deps['config'], 'supportEmail' | 'publicUrl'>;
  captcha: Captcha;
};

/**
 * POST /api/content/contact: the captcha's proof is checked (once), then the request is stored and two
 * e-mails are queued in the same transaction — the request to the support inbox, and an acknowledgement
 * to the sender in their language — so either all three land or none does.
 */
export async function submitContact(
  deps: ContactDeps,
  request: ContactRequest,
  { ip, now }: { ip: string; now: Date },
): Promise<{ request_id: string }> {
  const verdict = await deps.captcha.verify(request.captcha, { ip, now });
  if (!verdict.ok) {
    const status = verdict.reason === 'unavailable' ? 503 : 400;
    throw new HttpError(
      status,
      status === 503 ? 'CAPTCHA_UNAVAILABLE' : 'CAPTCHA_FAILED',
      CAPTCHA_MESSAGES[verdict.reason],
      'captcha',
    );
  }
  const id = randomUUID();
  const publicUrl = deps.config.publicUrl;
  const link = `${publicUrl}/faq-help`;
  const supportRequest = {
    id,
    name: request.name,
    email: request.email,
    topic: request.topic,
    message: request.message,
    language: request.language,
  };
  const ids = await deps.db.transaction(async (tx) => {
    await repo.insertSupportRequest(tx, { ...supportRequest, createdAt: now });
    const toInbox = renderMail('support-request', 'en', { link, publicUrl, supportRequest });
    const inbox = await deps.mail.send(
      {
        to: deps.config.supportEmail,
        kind: 'support-request',
        language: 'en',
        ...toInbox,
        link,
        metadata: { support_request_id: id },
      },
      { within: tx },
    );
    const toSender = renderMail('support-acknowledgement', request.language, {
      link,
      publicUrl,
      firstName: request.name,
      supportRequest,
    });
    const ack = await deps.mail.send(
      {
        to: request.email,
        kind: 'support-acknowledgement',
        language: request.language,
        ...toSender,
        link,
        metadata: { support_request_id: id },
      },
      { within: tx },
    );
    return [inbox.id, ack.id];
  });
  for (const mailId of ids) deps.mail.deliver(mailId);
  return { request_id: id };
}

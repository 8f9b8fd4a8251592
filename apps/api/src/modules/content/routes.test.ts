// The content model's reads (issue 17; docs/api-content.md): pages, landing pages, the FAQ, the blog
// (paged, by id or slug, nothing unpublished or future), careers carousels and openings, and the legal
// texts by version (the current one is the highest in effect today). Bodies reach the client as safe
// HTML; unknown names are 404, malformed ones 400.
import {
  BLOG_PAGE_SIZE,
  blogListResponseSchema,
  blogPostResponseSchema,
  carouselResponseSchema,
  contentPageResponseSchema,
  faqResponseSchema,
  jobOpeningsResponseSchema,
  legalDayOf,
  legalTextResponseSchema,
  termsResponseSchema,
} from '@spc/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  blogPosts,
  carouselItems,
  contentPages,
  faqEntries,
  faqGroups,
  jobOpenings,
  legalVersions,
} from '../../db/schema/index.ts';

let t: TestApp;

const day = (offsetDays: number) => legalDayOf(new Date(Date.now() + offsetDays * 86_400_000));
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(contentPages).values([
    {
      slug: 'about',
      kind: 'page',
      titleEn: 'About SPC',
      titleFr: 'À propos de SPC',
      descriptionEn: 'Since 1992.',
      descriptionFr: 'Depuis 1992.',
      bodyEn: '# Our story\n\nFounded in **1992**. <script>alert(1)</script>[FAQ](/faq-help)',
      bodyFr: 'Fondée en **1992**. <img src=x onerror="alert(1)">',
    },
    {
      slug: 'spring-draw',
      kind: 'landing',
      titleEn: 'Spring draw',
      titleFr: 'Tirage du printemps',
      descriptionEn: 'Win.',
      descriptionFr: 'Gagnez.',
      bodyEn: 'Enter [here](javascript:alert(1)).',
      bodyFr: 'Participez.',
    },
  ]);
  const [billing, buying] = await db
    .insert(faqGroups)
    .values([
      { key: 'billing', position: 1, titleEn: 'Billing', titleFr: 'Facturation' },
      { key: 'buying', position: 0, titleEn: 'Buying', titleFr: 'Achat' },
    ])
    .returning();
  await db.insert(faqEntries).values([
    { groupId: buying!.id, position: 1, questionEn: 'Second?', questionFr: 'Deuxième?', answerEn: 'B', answerFr: 'B' },
    { groupId: buying!.id, position: 0, questionEn: 'First?', questionFr: 'Première?', answerEn: '*A*', answerFr: 'A' },
    {
      groupId: billing!.id,
      position: 0,
      questionEn: 'Refund?',
      questionFr: 'Remboursement?',
      answerEn: 'No',
      answerFr: 'Non',
    },
  ]);
  const post = (n: number, overrides: Partial<typeof blogPosts.$inferInsert> = {}) => ({
    slug: `post-${n}`,
    titleEn: `Post ${n}`,
    titleFr: `Billet ${n}`,
    summaryEn: 'Summary',
    summaryFr: 'Résumé',
    bodyEn: `Body ${n} <iframe src="https://x"></iframe>`,
    bodyFr: `Texte ${n}`,
    author: 'Maya Chen',
    publishedOn: day(-n),
    tags: ['budget'],
    ...overrides,
  });
  await db
    .insert(blogPosts)
    .values([
      ...Array.from({ length: BLOG_PAGE_SIZE + 1 }, (_, i) => post(i + 1)),
      post(100, { slug: 'draft', published: false }),
      post(101, { slug: 'tomorrow', publishedOn: day(2) }),
    ]);
  await db.insert(carouselItems).values([
    {
      kind: 'perk',
      position: 1,
      textEn: 'Second',
      textFr: 'Deuxième',
      subtextEn: '',
      subtextFr: '',
      descriptionEn: '',
      descriptionFr: '',
    },
    {
      kind: 'perk',
      position: 0,
      textEn: 'Remote Fridays',
      textFr: 'Vendredis à distance',
      subtextEn: 'Work from anywhere',
      subtextFr: 'Travaillez d’où vous voulez',
      descriptionEn: 'd',
      descriptionFr: 'd',
      imageKey: 'team/perk-remote',
    },
  ]);
  await db.insert(jobOpenings).values([
    {
      titleEn: 'Partnerships lead',
      titleFr: 'Responsable des partenariats',
      teamEn: 'Partnerships',
      teamFr: 'Partenariats',
      locationEn: 'Montreal',
      locationFr: 'Montréal',
      employmentType: 'full-time',
      descriptionEn: 'You **sign** brands.',
      descriptionFr: 'Vous **signez** des marques.',
      postedOn: day(-3),
    },
    {
      titleEn: 'Closed role',
      titleFr: 'Poste pourvu',
      teamEn: 'x',
      teamFr: 'x',
      locationEn: 'x',
      locationFr: 'x',
      employmentType: 'internship',
      descriptionEn: 'x',
      descriptionFr: 'x',
      postedOn: day(-1),
      open: false,
    },
  ]);
  await db.insert(legalVersions).values([
    {
      kind: 'terms',
      version: 1,
      effectiveOn: day(-400),
      bodyEnCa: 'Old terms',
      bodyFrCa: 'Anciennes',
      bodyEnUs: 'Old US',
    },
    {
      kind: 'terms',
      version: 2,
      effectiveOn: day(-10),
      bodyEnCa: '## Terms CA',
      bodyFrCa: '## Conditions',
      bodyEnUs: '## Terms US',
    },
    { kind: 'terms', version: 3, effectiveOn: day(30), bodyEnCa: 'Future', bodyFrCa: 'Futur', bodyEnUs: 'Future US' },
    {
      kind: 'privacy',
      version: 1,
      effectiveOn: day(-400),
      bodyEnCa: 'Privacy 1',
      bodyFrCa: 'Confidentialité 1',
      bodyEnUs: null,
    },
    {
      kind: 'privacy',
      version: 2,
      effectiveOn: day(0),
      bodyEnCa: 'Privacy 2',
      bodyFrCa: 'Confidentialité 2',
      bodyEnUs: null,
    },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/content/pages/{slug} and /api/content/landing/{url}', () => {
  it('answers a page with its body rendered and sanitised, and no picture until media has one', async () => {
    const res = await get('/api/content/pages/about');
    expect(res.statusCode).toBe(200);
    const { page } = contentPageResponseSchema.parse(res.json());
    expect(page).toMatchObject({ slug: 'about', kind: 'page', title_fr: 'À propos de SPC', hero: null });
    expect(page.body_en_html).toContain('<h2>Our story</h2>');
    expect(page.body_en_html).toContain('<strong>1992</strong>');
    expect(page.body_en_html).toContain('<a href="/faq-help" rel="noopener">FAQ</a>');
    expect(page.body_en_html).not.toMatch(/script|alert/);
    expect(page.body_fr_html).not.toMatch(/onerror|<img/);
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('answers a landing page under its own kind, without its javascript: link', async () => {
    const { page } = contentPageResponseSchema.parse((await get('/api/content/landing/spring-draw')).json());
    expect(page.kind).toBe('landing');
    expect(page.body_en_html).not.toContain('javascript:');
    // A landing page is not a company page, and the other way round.
    expect((await get('/api/content/pages/spring-draw')).statusCode).toBe(404);
    expect((await get('/api/content/landing/about')).statusCode).toBe(404);
  });

  it('404 with a clear message for an unknown slug; 400 for one that can name nothing', async () => {
    const unknown = await get('/api/content/pages/nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'NOT_FOUND', message: 'No page is named "nowhere".' });
    for (const bad of ['About', 'a_b', 'x--y', '%00']) {
      const res = await get(`/api/content/pages/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'slug' });
    }
  });
});

describe('GET /api/content/faq', () => {
  it('answers the groups and their entries in their order, answers as HTML', async () => {
    const { groups } = faqResponseSchema.parse((await get('/api/content/faq')).json());
    expect(groups.map((group) => group.key)).toEqual(['buying', 'billing']);
    expect(groups[0]!.entries.map((entry) => entry.question_en)).toEqual(['First?', 'Second?']);
    expect(groups[0]!.entries[0]!.answer_en_html).toBe('<p><em>A</em></p>');
  });
});

describe('GET /api/content/blog', () => {
  it('pages the published posts newest first; drafts and future posts are not listed', async () => {
    const first = blogListResponseSchema.parse((await get('/api/content/blog')).json());
    expect(first).toMatchObject({ current_page: 1, page_size: BLOG_PAGE_SIZE, total_count: 10, total_pages: 2 });
    expect(first.posts.map((post) => post.slug)).toEqual(Array.from({ length: 9 }, (_, i) => `post-${i + 1}`));
    expect(first.posts[0]).toMatchObject({ cover: null, tags: ['budget'], author: 'Maya Chen', published_on: day(-1) });
    const second = blogListResponseSchema.parse((await get('/api/content/blog?current_page=2')).json());
    expect(second.posts.map((post) => post.slug)).toEqual(['post-10']);
    expect(blogListResponseSchema.parse((await get('/api/content/blog?current_page=3')).json()).posts).toEqual([]);
  });

  it.each(['0', '-1', 'two', '1.5', '10001'])('400 naming current_page for %s', async (page) => {
    const res = await get(`/api/content/blog?current_page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'current_page' });
  });

  it('answers a post by slug or by id, body sanitised', async () => {
    const bySlug = blogPostResponseSchema.parse((await get('/api/content/blog/post-2')).json());
    expect(bySlug.post.body_en_html).toBe('<p>Body 2 </p>'); // the iframe is gone, its space stays
    const byId = blogPostResponseSchema.parse((await get(`/api/content/blog/${bySlug.post.id}`)).json());
    expect(byId.post.slug).toBe('post-2');
  });

  it('404 for an unknown, draft or future post; 400 for an identifier that can name nothing', async () => {
    for (const identifier of ['nothing-here', 'draft', 'tomorrow', '999999']) {
      const res = await get(`/api/content/blog/${identifier}`);
      expect(res.statusCode, identifier).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(`No blog post is named "${identifier}".`);
    }
    for (const identifier of ['0', '2147483648', 'Post_2']) {
      const res = await get(`/api/content/blog/${identifier}`);
      expect(res.statusCode, identifier).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'identifier' });
    }
  });
});

describe('careers', () => {
  it('GET /api/careers/getCarousel/{kind}: the items in order, pictures null until media has them', async () => {
    const res = carouselResponseSchema.parse((await get('/api/careers/getCarousel/perk')).json());
    expect(res.kind).toBe('perk');
    expect(res.items.map((item) => item.text_en)).toEqual(['Remote Fridays', 'Second']);
    expect(res.items[0]).toMatchObject({
      image_en: null,
      image_fr: null,
      image: null,
      subtext_fr: 'Travaillez d’où vous voulez',
    });
    expect(carouselResponseSchema.parse((await get('/api/careers/getCarousel/team')).json()).items).toEqual([]);
  });

  it('404 naming the kinds for an unknown carousel', async () => {
    const res = await get('/api/careers/getCarousel/robots');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(
      'No carousel is named "robots" (one of hero, timeline, team, perk, value, principle, partner).',
    );
  });

  it('GET /api/careers/openings: the open positions only, descriptions as HTML', async () => {
    const { openings } = jobOpeningsResponseSchema.parse((await get('/api/careers/openings')).json());
    expect(openings.map((job) => job.title_en)).toEqual(['Partnerships lead']);
    expect(openings[0]!.description_fr_html).toBe('<p>Vous <strong>signez</strong> des marques.</p>');
  });

  it('still answers the holiday events (the other careers routes)', async () => {
    expect((await get('/api/careers/holiday/active')).statusCode).toBe(200);
  });
});

describe('legal texts', () => {
  it('answers the highest version in effect today, never a future one, per country', async () => {
    const ca = legalTextResponseSchema.parse((await get('/api/content/legal/terms')).json());
    expect(ca).toMatchObject({ kind: 'terms', version: 2, effective_on: day(-10), body_en_html: '<h2>Terms CA</h2>' });
    expect(ca.body_fr_html).toBe('<h2>Conditions</h2>');
    const us = legalTextResponseSchema.parse((await get('/api/content/legal/terms?country=us')).json());
    expect(us.body_en_html).toBe('<h2>Terms US</h2>');
    // Privacy v2 takes effect today; it has no US edition, so the Canadian English text applies.
    const privacy = legalTextResponseSchema.parse((await get('/api/content/legal/privacy?country=us')).json());
    expect(privacy).toMatchObject({ version: 2, body_en_html: '<p>Privacy 2</p>' });
  });

  it('404 for an unknown kind, 400 for an unknown country', async () => {
    const unknown = await get('/api/content/legal/cookies');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('No legal text is named "cookies" (terms or privacy).');
    const country = await get('/api/content/legal/terms?country=fr');
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({ field: 'country' });
  });

  it('GET /api/partners/getTerms: the spec’s three texts of the current terms, rendered', async () => {
    const terms = termsResponseSchema.parse((await get('/api/partners/getTerms')).json());
    expect(terms).toEqual({
      term_en_ca: '<h2>Terms CA</h2>',
      term_en_us: '<h2>Terms US</h2>',
      term_fr_ca: '<h2>Conditions</h2>',
      version: 2,
      effective_on: day(-10),
    });
  });
});

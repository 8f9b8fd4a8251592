// The content editor's API (issue 20 item 3): every route refuses members (403 STAFF_ONLY) and support
// (403 STAFF_FORBIDDEN), walked from the staff plugin's own route table; each resource is created, read,
// listed, edited and deleted by an editor with its audit row; bad input is 400 naming the field and a
// taken address 409; the preview never lets a script through; a new privacy version raises the
// member's policy-update notice exactly once, and the public site shows edits at once.
import {
  blogPostResponseSchema,
  carouselResponseSchema,
  contentPageResponseSchema,
  faqResponseSchema,
  jobOpeningsResponseSchema,
  legalDayOf,
} from '@spc/domain/content';
import { errorResponseSchema } from '@spc/domain/errors';
import { websiteMenuResponseSchema } from '@spc/domain/menu';
import {
  staffBlogPostSchema,
  staffFaqEntrySchema,
  staffFaqGroupSchema,
  staffLegalVersionSchema,
  staffListResponseSchema,
  staffMarkdownPreviewResponseSchema,
  staffPageSchema,
} from '@spc/domain/staff-content';
import { profileSchema } from '@spc/domain/users';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify } from '../../../test/auth-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import { staffAudit } from '../../db/schema/index.ts';

let t: TestApp;
let editor: StaffSession;
let admin: StaffSession;
let support: StaffSession;
let member: { cookie: string; headers: Record<string, string> };

const BASE = '/api/staff/content';
const day = (offsetDays: number) => legalDayOf(new Date(Date.now() + offsetDays * 86_400_000));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (s: { headers: Record<string, string> }, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload !== undefined && { payload: payload as object }) });

const errorOf = (res: LightMyRequestResponse) => errorResponseSchema.parse(res.json()).error;
const idOf = (res: LightMyRequestResponse) => z.object({ id: z.number().int() }).parse(res.json()).id;
const itemsOf = <T extends z.ZodType>(res: LightMyRequestResponse, item: T) =>
  staffListResponseSchema(item).parse(res.json()).items as z.infer<T>[];

async function lastAudit(entity: string, entityId: number | string) {
  const [row] = await t.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity, entity), eq(staffAudit.entityId, String(entityId))))
    .orderBy(desc(staffAudit.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  [editor, admin, support] = await Promise.all([
    staffSession(t, 'editor'),
    staffSession(t, 'admin'),
    staffSession(t, 'support'),
  ]);
  const signedUp = await signUpAndVerify(t, { email: `member-${Date.now()}@spc.test` });
  member = { cookie: signedUp.cookie, headers: authHeaders(t, signedUp.cookie) };
});

afterAll(async () => {
  await t.close();
});

const page = {
  slug: 'press',
  kind: 'page',
  title_en: 'Press',
  title_fr: 'Presse',
  description_en: 'News and media kit.',
  description_fr: 'Nouvelles et trousse média.',
  body_en: '## Media enquiries\n\nWrite to press@spc.test.',
  body_fr: '## Demandes des médias\n\nÉcrivez à press@spc.test.',
  image_key: '',
};

const post = {
  slug: 'exam-season-deals',
  title_en: 'Exam season deals',
  title_fr: 'Rabais de la période d’examens',
  summary_en: 'Coffee, food and quiet places to study.',
  summary_fr: 'Café, bouffe et endroits calmes pour étudier.',
  body_en: 'Stay **fuelled**.',
  body_fr: 'Restez **en forme**.',
  cover_image_key: null,
  author: 'SPC team',
  published_on: day(0),
  tags: ['exams'],
  published: false,
};

const opening = {
  title_en: 'Partnerships coordinator',
  title_fr: 'Coordonnateur ou coordonnatrice des partenariats',
  team_en: 'Partnerships',
  team_fr: 'Partenariats',
  location_en: 'Montréal (hybrid)',
  location_fr: 'Montréal (hybride)',
  employment_type: 'full-time',
  description_en: 'Sign the brands students love.',
  description_fr: 'Signez les marques que les étudiants adorent.',
  posted_on: day(0),
  open: true,
};

const menuEntry = {
  area: 'footer',
  column: 2,
  position: 99,
  text_en: 'Press',
  text_fr: 'Presse',
  route: '/press',
  link: '',
  force_link: false,
};

const version = {
  kind: 'privacy',
  effective_on: day(0),
  body_en_ca: '## What we collect\n\nYour name and school.',
  body_fr_ca: '## Ce que nous recueillons\n\nVotre nom et votre établissement.',
  body_en_us: null,
};

const carouselItem = {
  kind: 'team',
  position: 5,
  text_en: 'Ana Tremblay',
  text_fr: 'Ana Tremblay',
  subtext_en: 'Partnerships lead',
  subtext_fr: 'Responsable des partenariats',
  description_en: 'Ana signs the brands students ask for.',
  description_fr: 'Ana signe les marques que les étudiants demandent.',
  image_key: null,
};

const validBodies: Record<string, unknown> = {
  [`${BASE}/preview`]: { markdown: 'Hello' },
  [`${BASE}/pages`]: page,
  [`${BASE}/pages/:id`]: page,
  [`${BASE}/faq-groups`]: { key: 'x', position: 1, title_en: 'X', title_fr: 'X' },
  [`${BASE}/faq-groups/:id`]: { key: 'x', position: 1, title_en: 'X', title_fr: 'X' },
  [`${BASE}/faq-groups/:id/order`]: { entry_ids: [1] },
  [`${BASE}/faq-entries`]: {
    group_id: 1,
    position: 1,
    question_en: 'Q',
    question_fr: 'Q',
    answer_en: 'A',
    answer_fr: 'R',
  },
  [`${BASE}/faq-entries/:id`]: {
    group_id: 1,
    position: 1,
    question_en: 'Q',
    question_fr: 'Q',
    answer_en: 'A',
    answer_fr: 'R',
  },
  [`${BASE}/blog-posts`]: post,
  [`${BASE}/blog-posts/:id`]: post,
  [`${BASE}/blog-posts/:id/published`]: { published: true },
  [`${BASE}/job-openings`]: opening,
  [`${BASE}/job-openings/:id`]: opening,
  [`${BASE}/carousel-items`]: carouselItem,
  [`${BASE}/carousel-items/:id`]: carouselItem,
  [`${BASE}/legal-versions`]: version,
  [`${BASE}/legal-versions/:id`]: version,
  [`${BASE}/menu-entries`]: menuEntry,
  [`${BASE}/menu-entries/:id`]: menuEntry,
};

describe('permissions', () => {
  it('every content route names content.read or content.write', () => {
    const routes = t.app.staffRoutes.filter((route) => route.url.startsWith(BASE));
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const route of routes) {
      expect(['content.read', 'content.write']).toContain(route.permission);
      expect(route.permission === 'content.read').toBe(route.method === 'GET');
    }
  });

  it('a member gets 403 STAFF_ONLY and support 403 STAFF_FORBIDDEN on every route', async () => {
    const routes = t.app.staffRoutes.filter((route) => route.url.startsWith(BASE));
    for (const route of routes) {
      const url = route.url.replace(':id', '1');
      // A body the route would take: the refusal must come from the role, not from the input.
      const payload = route.method === 'POST' || route.method === 'PUT' ? validBodies[route.url] : undefined;
      const asMember = await call(member, route.method as Method, url, payload);
      expect(asMember.statusCode, `${route.method} ${url}`).toBe(403);
      expect(errorOf(asMember)).toBe('STAFF_ONLY');
      const asSupport = await call(support, route.method as Method, url, payload);
      expect(asSupport.statusCode, `${route.method} ${url}`).toBe(403);
      expect(errorOf(asSupport)).toBe('STAFF_FORBIDDEN');
    }
  });

  it('a visitor gets 403 STAFF_ONLY', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/pages` });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe('STAFF_ONLY');
  });
});

describe('pages', () => {
  it('creates, lists, reads, edits and deletes a page, each write audited, the public page current at once', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/content/pages/press' });
    expect(missing.statusCode).toBe(404); // cached as missing until the edit empties the caches

    const created = await call(editor, 'POST', `${BASE}/pages`, page);
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    expect(created.json()).toMatchObject({ slug: 'press', image_key: null });
    const audit = await lastAudit('content-page', id);
    expect(audit).toMatchObject({ action: 'create', staffEmail: editor.email, staffRole: 'editor' });
    expect(audit?.after).toMatchObject({ slug: 'press', title_fr: 'Presse' });

    const shown = await t.app.inject({ method: 'GET', url: '/api/content/pages/press' });
    expect(shown.statusCode).toBe(200);
    expect(contentPageResponseSchema.parse(shown.json()).page.body_en_html).toContain('<h2>Media enquiries</h2>');

    const list = await call(editor, 'GET', `${BASE}/pages?q=pres&sort=-slug&per_page=10`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, per_page: 10 });
    expect(staffPageSchema.parse((await call(editor, 'GET', `${BASE}/pages/${id}`)).json()).title_en).toBe('Press');

    const edited = await call(admin, 'PUT', `${BASE}/pages/${id}`, { ...page, title_en: 'Press room' });
    expect(edited.statusCode, edited.body).toBe(200);
    const editAudit = await lastAudit('content-page', id);
    expect(editAudit).toMatchObject({ action: 'update', staffRole: 'admin' });
    expect(editAudit?.before).toMatchObject({ title_en: 'Press' });
    expect(editAudit?.after).toMatchObject({ title_en: 'Press room' });
    const reshown = await t.app.inject({ method: 'GET', url: '/api/content/pages/press' });
    expect(contentPageResponseSchema.parse(reshown.json()).page.title_en).toBe('Press room');

    const deleted = await call(editor, 'DELETE', `${BASE}/pages/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await lastAudit('content-page', id))?.action).toBe('delete');
    expect((await call(editor, 'GET', `${BASE}/pages/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/pages/press' })).statusCode).toBe(404);
  });

  it('400 names the field; a taken address is 409 SLUG_TAKEN; an unknown picture 400; an unknown sort 400', async () => {
    const bad = await call(editor, 'POST', `${BASE}/pages`, { ...page, slug: 'Press Room' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'slug' });
    const empty = await call(editor, 'POST', `${BASE}/pages`, { ...page, title_fr: '  ' });
    expect(empty.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'title_fr' });

    expect((await call(editor, 'POST', `${BASE}/pages`, { ...page, slug: 'media' })).statusCode).toBe(201);
    const taken = await call(editor, 'POST', `${BASE}/pages`, { ...page, slug: 'media' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'SLUG_TAKEN', field: 'slug' });
    // The same slug as a landing page is another address.
    expect((await call(editor, 'POST', `${BASE}/pages`, { ...page, slug: 'media', kind: 'landing' })).statusCode).toBe(
      201,
    );

    const picture = await call(editor, 'POST', `${BASE}/pages`, {
      ...page,
      slug: 'kit',
      image_key: 'hero/nothing-here',
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json()).toMatchObject({ error: 'IMAGE_NOT_FOUND', field: 'image_key' });

    const sort = await call(editor, 'GET', `${BASE}/pages?sort=password`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ field: 'sort' });

    expect((await call(editor, 'PUT', `${BASE}/pages/999999`, page)).statusCode).toBe(404);
    expect((await call(editor, 'GET', `${BASE}/pages/abc`)).json()).toMatchObject({ field: 'id' });
  });
});

describe('FAQ', () => {
  it('groups and questions: create, reorder, edit, and a group with questions is not deleted', async () => {
    const group = await call(editor, 'POST', `${BASE}/faq-groups`, {
      key: 'cards',
      position: 1,
      title_en: 'Your card',
      title_fr: 'Votre carte',
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = idOf(group);
    expect((await lastAudit('faq-group', groupId))?.action).toBe('create');
    const dup = await call(editor, 'POST', `${BASE}/faq-groups`, {
      key: 'cards',
      position: 2,
      title_en: 'A',
      title_fr: 'B',
    });
    expect(dup.json()).toMatchObject({ error: 'SLUG_TAKEN', field: 'key' });

    const question = (n: number) => ({
      group_id: groupId,
      position: n,
      question_en: `Question ${n}?`,
      question_fr: `Question ${n} ?`,
      answer_en: `Answer **${n}**.`,
      answer_fr: `Réponse **${n}**.`,
    });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await call(editor, 'POST', `${BASE}/faq-entries`, question(n));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(idOf(res));
    }
    const noGroup = await call(editor, 'POST', `${BASE}/faq-entries`, { ...question(4), group_id: 999999 });
    expect(noGroup.json()).toMatchObject({ error: 'FAQ_GROUP_NOT_FOUND', field: 'group_id' });
    const noAnswer = await call(editor, 'POST', `${BASE}/faq-entries`, { ...question(4), answer_fr: '' });
    expect(noAnswer.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'answer_fr' });

    const order = [ids[2]!, ids[0]!, ids[1]!];
    const reordered = await call(editor, 'PUT', `${BASE}/faq-groups/${groupId}/order`, { entry_ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const faq = await t.app.inject({ method: 'GET', url: '/api/content/faq' });
    const publicGroup = faqResponseSchema.parse(faq.json()).groups.find((g) => g.key === 'cards')!;
    expect(publicGroup.entries.map((entry) => entry.id)).toEqual(order);
    expect(publicGroup.entries[0]?.answer_en_html).toBe('<p>Answer <strong>3</strong>.</p>');
    const partial = await call(editor, 'PUT', `${BASE}/faq-groups/${groupId}/order`, { entry_ids: [ids[0]] });
    expect(partial.json()).toMatchObject({ error: 'FAQ_ORDER_MISMATCH', field: 'entry_ids' });

    const listed = await call(editor, 'GET', `${BASE}/faq-entries?group_id=${groupId}`);
    expect(itemsOf(listed, staffFaqEntrySchema).map((entry) => entry.id)).toEqual(order);
    expect(itemsOf(await call(editor, 'GET', `${BASE}/faq-groups`), staffFaqGroupSchema)[0]).toMatchObject({
      key: 'cards',
      entry_count: 3,
    });

    const edited = await call(editor, 'PUT', `${BASE}/faq-entries/${ids[0]}`, {
      ...question(1),
      question_en: 'Lost card?',
    });
    expect(edited.json()).toMatchObject({ question_en: 'Lost card?', group_key: 'cards' });

    const refused = await call(editor, 'DELETE', `${BASE}/faq-groups/${groupId}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe('FAQ_GROUP_NOT_EMPTY');
    for (const id of ids) expect((await call(editor, 'DELETE', `${BASE}/faq-entries/${id}`)).statusCode).toBe(204);
    expect((await lastAudit('faq-entry', ids[0]!))?.action).toBe('delete');
    expect((await call(editor, 'DELETE', `${BASE}/faq-groups/${groupId}`)).statusCode).toBe(204);
  });
});

describe('blog posts', () => {
  it('a draft stays off the blog until published; unpublishing takes it back', async () => {
    const created = await call(editor, 'POST', `${BASE}/blog-posts`, post);
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    expect((await lastAudit('blog-post', id))?.action).toBe('create');
    const publicUrl = `/api/content/blog/${post.slug}`;
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);

    const published = await call(editor, 'PUT', `${BASE}/blog-posts/${id}/published`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(await lastAudit('blog-post', id)).toMatchObject({ action: 'publish', after: { published: true } });
    const shown = await t.app.inject({ method: 'GET', url: publicUrl });
    expect(shown.statusCode).toBe(200);
    expect(blogPostResponseSchema.parse(shown.json()).post.body_en_html).toBe('<p>Stay <strong>fuelled</strong>.</p>');

    const edited = await call(editor, 'PUT', `${BASE}/blog-posts/${id}`, {
      ...post,
      published: true,
      published_on: day(3),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404); // scheduled

    await call(editor, 'PUT', `${BASE}/blog-posts/${id}`, { ...post, published: true });
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(200);
    await call(editor, 'PUT', `${BASE}/blog-posts/${id}/published`, { published: false });
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);

    const list = await call(editor, 'GET', `${BASE}/blog-posts?sort=-published_on`);
    expect(itemsOf(list, staffBlogPostSchema).some((item) => item.id === id)).toBe(true);
    expect((await call(editor, 'DELETE', `${BASE}/blog-posts/${id}`)).statusCode).toBe(204);
  });

  it('refuses an all-digit slug, a bad date and a taken slug', async () => {
    const digits = await call(editor, 'POST', `${BASE}/blog-posts`, { ...post, slug: '2026' });
    expect(digits.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'slug' });
    const date = await call(editor, 'POST', `${BASE}/blog-posts`, { ...post, published_on: '2026-13-40' });
    expect(date.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'published_on' });
    expect((await call(editor, 'POST', `${BASE}/blog-posts`, { ...post, slug: 'twice' })).statusCode).toBe(201);
    const taken = await call(editor, 'POST', `${BASE}/blog-posts`, { ...post, slug: 'twice' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'SLUG_TAKEN', field: 'slug' });
  });
});

describe('Markdown preview', () => {
  it('renders with the public pages’ renderer and never lets a script or an event handler through', async () => {
    const markdown = [
      '# Title',
      '',
      'Hello **there** <script>alert(1)</script>',
      '',
      '<img src=x onerror="alert(2)">',
      '',
      '<a href="javascript:alert(3)" onclick="alert(4)">click</a> [x](javascript:alert(5))',
      '',
      '<div onmouseover="alert(6)">hover</div><iframe src="https://evil.test"></iframe>',
    ].join('\n');
    const res = await call(editor, 'POST', `${BASE}/preview`, { markdown });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = staffMarkdownPreviewResponseSchema.parse(res.json());
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>there</strong>');
    expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<img|<iframe|alert\(1\)/i);
  });

  it('refuses a text over the limit, naming the field', async () => {
    const res = await call(editor, 'POST', `${BASE}/preview`, { markdown: 'a'.repeat(100_001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'markdown' });
  });
});

describe('job openings', () => {
  it('posts, closes and deletes an opening; the careers page follows', async () => {
    const created = await call(editor, 'POST', `${BASE}/job-openings`, opening);
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    const openings = async () =>
      jobOpeningsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/careers/openings' })).json())
        .openings;
    expect((await openings()).some((row) => row.id === id)).toBe(true);
    const closed = await call(editor, 'PUT', `${BASE}/job-openings/${id}`, { ...opening, open: false });
    expect(closed.statusCode).toBe(200);
    expect((await lastAudit('job-opening', id))?.action).toBe('update');
    expect((await openings()).some((row) => row.id === id)).toBe(false);
    const bad = await call(editor, 'POST', `${BASE}/job-openings`, { ...opening, employment_type: 'gig' });
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'employment_type' });
    expect((await call(editor, 'DELETE', `${BASE}/job-openings/${id}`)).statusCode).toBe(204);
  });
});

describe('careers carousels', () => {
  it('adds, edits and removes an item; the careers carousel follows', async () => {
    const created = await call(editor, 'POST', `${BASE}/carousel-items`, carouselItem);
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    const team = async () =>
      carouselResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/careers/getCarousel/team' })).json())
        .items;
    expect((await team()).map((item) => item.id)).toContain(id);
    const edited = await call(editor, 'PUT', `${BASE}/carousel-items/${id}`, {
      ...carouselItem,
      subtext_fr: 'Directrice',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await team()).find((item) => item.id === id)?.subtext_fr).toBe('Directrice');
    expect((await lastAudit('carousel-item', id))?.action).toBe('update');
    const bad = await call(editor, 'POST', `${BASE}/carousel-items`, { ...carouselItem, kind: 'mascot' });
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'kind' });
    expect((await call(editor, 'DELETE', `${BASE}/carousel-items/${id}`)).statusCode).toBe(204);
    expect((await team()).map((item) => item.id)).not.toContain(id);
  });
});

describe('menus', () => {
  it('adds, edits and removes a footer entry; the site menu follows', async () => {
    const created = await call(editor, 'POST', `${BASE}/menu-entries`, menuEntry);
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    expect(created.json()).toMatchObject({ route: '/press', link: null });
    const menu = async () =>
      websiteMenuResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/website-menu' })).json());
    expect((await menu()).footer.second_column).toContainEqual(expect.objectContaining({ text_fr: 'Presse' }));
    const edited = await call(editor, 'PUT', `${BASE}/menu-entries/${id}`, {
      ...menuEntry,
      text_fr: 'Salle de presse',
    });
    expect(edited.statusCode).toBe(200);
    expect((await menu()).footer.second_column).toContainEqual(expect.objectContaining({ text_fr: 'Salle de presse' }));

    const both = await call(editor, 'POST', `${BASE}/menu-entries`, { ...menuEntry, link: 'https://spc.test' });
    expect(both.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'route' });
    const header = await call(editor, 'POST', `${BASE}/menu-entries`, { ...menuEntry, area: 'header' });
    expect(header.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'column' });
    const link = await call(editor, 'POST', `${BASE}/menu-entries`, {
      ...menuEntry,
      route: null,
      link: 'javascript:alert(1)',
    });
    expect(link.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'link' });

    expect((await call(editor, 'DELETE', `${BASE}/menu-entries/${id}`)).statusCode).toBe(204);
    expect((await lastAudit('menu-entry', id))?.action).toBe('delete');
  });
});

describe('legal versions and the policy-update notice', () => {
  const profile = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/v2/user/profile', headers: member.headers });
    expect(res.statusCode, res.body).toBe(200);
    return profileSchema.parse(res.json());
  };

  it('publishing a privacy version shows the member the notice once: after acknowledging, not again', async () => {
    // The public policy is read (and cached) before the edit: the edit must show at once anyway.
    expect((await t.app.inject({ method: 'GET', url: '/api/content/legal/privacy' })).statusCode).toBe(404);
    expect((await profile()).policy_update_due).toBe(false);

    const published = await call(admin, 'POST', `${BASE}/legal-versions`, version);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({ kind: 'privacy', version: 1, state: 'current' });
    const audit = await lastAudit('legal-version', idOf(published));
    expect(audit).toMatchObject({ action: 'publish', staffRole: 'admin' });
    expect(audit?.summary).toContain('privacy policy version 1');

    const shown = await t.app.inject({ method: 'GET', url: '/api/content/legal/privacy' });
    expect(shown.json()).toMatchObject({ version: 1 });
    expect(await profile()).toMatchObject({ policy_update_due: true, privacy_version_current: 1 });
    // Seen on every page until acknowledged.
    expect((await profile()).policy_update_due).toBe(true);

    const ack = await t.app.inject({
      method: 'PUT',
      url: '/api/users/user/alerts-policy',
      headers: member.headers,
      payload: { alerts_policy: 1 },
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(await profile()).toMatchObject({ policy_update_due: false, privacy_version: 1 });
    expect((await profile()).policy_update_due).toBe(false);

    // The next version raises it again, once.
    const second = await call(admin, 'POST', `${BASE}/legal-versions`, { ...version, body_en_ca: 'Version two.' });
    expect(second.json()).toMatchObject({ version: 2, state: 'current' });
    expect((await profile()).policy_update_due).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/user/alerts-policy',
      headers: member.headers,
      payload: { alerts_policy: 1 },
    });
    expect((await profile()).policy_update_due).toBe(false);

    const list = await call(editor, 'GET', `${BASE}/legal-versions?kind=privacy`);
    expect(itemsOf(list, staffLegalVersionSchema).map((row) => [row.version, row.state])).toEqual([
      [2, 'current'],
      [1, 'past'],
    ]);
  });

  it('a scheduled version can be corrected or withdrawn; one in effect cannot; dates only move forward', async () => {
    const past = await call(editor, 'POST', `${BASE}/legal-versions`, {
      ...version,
      kind: 'terms',
      effective_on: day(-2),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: 'LEGAL_VERSION_DATE', field: 'effective_on' });

    const scheduled = await call(editor, 'POST', `${BASE}/legal-versions`, {
      ...version,
      kind: 'terms',
      effective_on: day(10),
      body_en_us: 'United States terms.',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json()).toMatchObject({ version: 1, state: 'scheduled', body_en_us: 'United States terms.' });
    const id = idOf(scheduled);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/legal/terms' })).statusCode).toBe(404);

    const earlier = await call(editor, 'POST', `${BASE}/legal-versions`, {
      ...version,
      kind: 'terms',
      effective_on: day(5),
    });
    expect(earlier.json()).toMatchObject({ error: 'LEGAL_VERSION_DATE' });

    const corrected = await call(editor, 'PUT', `${BASE}/legal-versions/${id}`, {
      ...version,
      kind: 'terms',
      effective_on: day(12),
      body_en_ca: 'Corrected terms.',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ effective_on: day(12), body_en_ca: 'Corrected terms.' });
    const kind = await call(editor, 'PUT', `${BASE}/legal-versions/${id}`, { ...version, effective_on: day(12) });
    expect(kind.json()).toMatchObject({ field: 'kind' });
    expect((await call(editor, 'DELETE', `${BASE}/legal-versions/${id}`)).statusCode).toBe(204);

    const current = itemsOf(
      await call(editor, 'GET', `${BASE}/legal-versions?kind=privacy&sort=-version`),
      staffLegalVersionSchema,
    )[0]!;
    const locked = await call(editor, 'PUT', `${BASE}/legal-versions/${current.id}`, version);
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked)).toBe('LEGAL_VERSION_IN_EFFECT');
    expect((await call(editor, 'DELETE', `${BASE}/legal-versions/${current.id}`)).statusCode).toBe(409);
    const noBody = await call(editor, 'POST', `${BASE}/legal-versions`, { ...version, body_fr_ca: '' });
    expect(noBody.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'body_fr_ca' });
  });
});

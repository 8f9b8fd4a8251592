// The staff console's campaigns area (issue 20 item 3; decision 034): ads and e-mail opt modals (created,
// edited, disabled, and gone from the public answer at once), contests with their rules and eligibility,
// the winner draw (the contests module's, recorded, repeatable from its seed, refused twice the same day),
// campus code pools (generated, imported all-or-nothing, disabled), promo, school and VIP codes, the
// travel-photo queue; bad inputs name their field, members and support are refused, every write is audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders } from '../../../test/auth-helpers.ts';
import { newMember } from '../../../test/purchase-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import { campuses, contestEntries, schools, staffAudit, travelPhotos } from '../../db/schema/index.ts';

const BASE = '/api/staff/campaigns';
const DAY = 86_400_000;

let t: TestApp;
let editor: StaffSession;
let support: StaffSession;
let memberHeaders: Record<string, string>;

/** A row of a list answer (the fields these tests read). */
interface Row {
  id: number;
  code: string;
  campus_id: number;
  [field: string]: unknown;
}

/** The fields these answers carry. */
interface Body {
  id: number;
  error?: string;
  field?: string;
  active: boolean;
  text_fr: string;
  rows: Row[];
  total: number;
  created: string[];
  seed: string;
  winners: { user_id: string; email: string | null }[];
  draws: { id: number }[];
  valid_until: number | null;
  state: string;
}

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = editor.headers,
): Promise<{ status: number; body: Body }> {
  const response = await t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json<Body>() };
}

async function auditOf(entity: string, entityId?: string) {
  return t.database.db
    .select()
    .from(staffAudit)
    .where(
      entityId ? and(eq(staffAudit.entity, entity), eq(staffAudit.entityId, entityId)) : eq(staffAudit.entity, entity),
    );
}

const AD = {
  is_clickable: true,
  url_en: '/deals',
  url_fr: '/fr/deals',
  image_en: 'ad/90/en',
  image_fr: 'ad/90/fr',
  image_mobile_en: 'ad/90/en-mobile',
  image_mobile_fr: 'ad/90/fr-mobile',
  display_page: 'deals',
  is_spc_plus: false,
  display_count: 2,
  display_period: 24,
  display_cooldown_hours: 4,
};

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const CONTEST = {
  url_name: 'spring-break-2027',
  title_en: 'Spring Break Giveaway',
  title_fr: 'Concours de la relâche',
  description_en: 'Win a week of groceries for your spring break.',
  description_fr: 'Gagnez une semaine d’épicerie pour votre relâche.',
  rule_en: 'Open to SPC members 18 and over in Ontario and Quebec. One entry per day.',
  rule_fr: 'Ouvert aux membres SPC de 18 ans et plus en Ontario et au Québec. Une participation par jour.',
  start_date: iso(-3),
  end_date: iso(10),
  is_public: true,
  auto_login: false,
  kind: 'entry',
  requires_membership: true,
  min_age: 18,
  provinces: ['ON', 'QC'],
};

beforeAll(async () => {
  t = await createTestApp();
  editor = await staffSession(t, 'editor');
  support = await staffSession(t, 'support');
  const member = await newMember(t);
  memberHeaders = authHeaders(t, member.cookie);
});

afterAll(async () => {
  await t.close();
});

describe('who may use the campaigns area', () => {
  it('refuses visitors and members (STAFF_ONLY) and support (STAFF_FORBIDDEN), reads and writes alike', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: `${BASE}/ads` });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ error: 'STAFF_ONLY' });
    for (const [method, url, payload] of [
      ['GET', '/ads', undefined],
      ['POST', '/ads', AD],
      ['GET', '/contests', undefined],
      ['POST', '/contests/1/draws', { winners: 1 }],
      ['POST', '/vip-codes', { code: 'NOPE-123' }],
    ] as const) {
      expect(await call(method, url, payload, memberHeaders)).toMatchObject({
        status: 403,
        body: { error: 'STAFF_ONLY' },
      });
      expect(await call(method, url, payload, support.headers)).toMatchObject({
        status: 403,
        body: { error: 'STAFF_FORBIDDEN' },
      });
    }
  });

  it('names a permission on every route of the area', () => {
    const mine = t.app.staffRoutes.filter((route) => route.url.startsWith(BASE));
    expect(mine.length).toBeGreaterThan(25);
    for (const route of mine) {
      expect(['campaigns.read', 'campaigns.write', 'contests.draw']).toContain(route.permission);
      if (route.method === 'GET') expect(route.permission).toBe('campaigns.read');
    }
    expect(mine.find((route) => route.url.endsWith('/draws') && route.method === 'POST')?.permission).toBe(
      'contests.draw',
    );
  });
});

describe('ads modals', () => {
  it('creates, lists, edits and disables an ad; the public answer follows at once; each write is audited', async () => {
    const created = await call('POST', '/ads', AD);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ ...AD, id, active: true });

    const publicAds = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/ads-modal/all' }))
        .json<{ ads: Row[] }>()
        .ads.map((ad) => ad.id);
    expect(await publicAds()).toContain(id);

    const list = await call('GET', '/ads?sort=-id&per_page=5');
    expect(list.status).toBe(200);
    expect(list.body.rows[0]?.id).toBe(id);

    const edited = await call('PUT', `/ads/${id}`, { ...AD, display_page: 'search', is_clickable: false });
    expect(edited.body).toMatchObject({ display_page: 'search', is_clickable: false, url_en: null, url_fr: null });

    const disabled = await call('PUT', `/ads/${id}/active`, { active: false });
    expect(disabled.body.active).toBe(false);
    expect(await publicAds()).not.toContain(id);

    const audit = await auditOf('ad', String(id));
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(audit[0]).toMatchObject({ staffEmail: editor.email, staffRole: 'editor' });
    expect(audit[2]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('refuses bad display rules with 400 naming the field', async () => {
    expect(await call('POST', '/ads', { ...AD, display_count: 0 })).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_ERROR', field: 'display_count' },
    });
    expect(await call('POST', '/ads', { ...AD, url_en: null })).toMatchObject({
      status: 400,
      body: { field: 'url_en' },
    });
    expect(await call('POST', '/ads', { ...AD, display_cooldown_hours: 48 })).toMatchObject({
      status: 400,
      body: { field: 'display_cooldown_hours' },
    });
    expect(await call('POST', '/ads', { ...AD, image_fr: 'not a key' })).toMatchObject({
      status: 400,
      body: { field: 'image_fr' },
    });
    expect(await call('POST', '/ads', { ...AD, display_page: 'home' })).toMatchObject({
      status: 400,
      body: { field: 'display_page' },
    });
    expect(await call('PUT', '/ads/99999', AD)).toMatchObject({ status: 404 });
  });
});

describe('e-mail opt modals', () => {
  const MODAL = {
    title_en: 'Deals in your inbox',
    title_fr: 'Des rabais dans votre boîte de réception',
    description_en: 'One e-mail a week with the best student deals near you.',
    description_fr: 'Un courriel par semaine avec les meilleurs rabais étudiants près de chez vous.',
    text_en: 'Sign me up',
    text_fr: 'Je m’abonne',
    image_en: 'email-opt/9/en',
    image_fr: 'email-opt/9/fr',
    image_mobile_en: 'email-opt/9/en-mobile',
    image_mobile_fr: 'email-opt/9/fr-mobile',
    is_spc_plus: true,
  };

  it('creates, edits and disables a modal in both languages', async () => {
    const created = await call('POST', '/email-modals', MODAL);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const publicIds = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/emailopt/all' }))
        .json<{ modals: Row[] }>()
        .modals.map((m) => m.id);
    expect(await publicIds()).toContain(id);
    const edited = await call('PUT', `/email-modals/${id}`, { ...MODAL, text_fr: 'Oui, je veux les rabais' });
    expect(edited.body.text_fr).toBe('Oui, je veux les rabais');
    await call('PUT', `/email-modals/${id}/active`, { active: false });
    expect(await publicIds()).not.toContain(id);
    expect((await auditOf('email-modal', String(id))).length).toBe(3);
  });

  it('refuses a missing French title', async () => {
    expect(await call('POST', '/email-modals', { ...MODAL, title_fr: '  ' })).toMatchObject({
      status: 400,
      body: { field: 'title_fr' },
    });
  });
});

describe('contests and the winner draw', () => {
  let contestId: number;

  it('creates a contest with its rules in both languages and its eligibility', async () => {
    const created = await call('POST', '/contests', CONTEST);
    expect(created.status).toBe(201);
    contestId = created.body.id;
    expect(created.body).toMatchObject({
      url_name: CONTEST.url_name,
      min_age: 18,
      provinces: ['ON', 'QC'],
      requires_membership: true,
      entries_count: 0,
    });
    // The public site reads the same rules.
    const rules = await t.app.inject({ method: 'GET', url: `/api/partners/contestrules/${contestId}` });
    expect(rules.json()).toEqual({ rule_en: CONTEST.rule_en, rule_fr: CONTEST.rule_fr });
    const edited = await call('PUT', `/contests/${contestId}`, { ...CONTEST, provinces: null, min_age: null });
    expect(edited.body).toMatchObject({ provinces: null, min_age: null });
    expect((await auditOf('contest', String(contestId))).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses bad settings with the field, and a url name already used', async () => {
    expect(await call('POST', '/contests', { ...CONTEST, url_name: 'x', end_date: iso(-5) })).toMatchObject({
      status: 400,
      body: { field: 'url_name' },
    });
    expect(await call('POST', '/contests', { ...CONTEST, url_name: 'other-one', end_date: iso(-5) })).toMatchObject({
      status: 400,
      body: { field: 'end_date' },
    });
    expect(await call('POST', '/contests', { ...CONTEST, url_name: 'other-one', provinces: ['ZZ'] })).toMatchObject({
      status: 400,
      body: { field: 'provinces.0' },
    });
    expect(await call('POST', '/contests', { ...CONTEST, url_name: 'other-one', min_age: 12 })).toMatchObject({
      status: 400,
      body: { field: 'min_age' },
    });
    expect(await call('POST', '/contests', CONTEST)).toMatchObject({
      status: 409,
      body: { error: 'CONTEST_URL_NAME_TAKEN', field: 'url_name' },
    });
  });

  it('draws recorded winners, shows the seed, repeats them from it, and refuses a second draw the same day', async () => {
    // Nobody entered yet: nothing to draw.
    expect(await call('POST', `/contests/${contestId}/draws`, { winners: 1 })).toMatchObject({
      status: 409,
      body: { error: 'DRAW_NO_ENTRIES' },
    });
    const members = await Promise.all([newMember(t), newMember(t), newMember(t), newMember(t)]);
    let n = 0;
    for (const member of members) {
      for (const day of ['2027-03-01', '2027-03-02']) {
        n += 1;
        await t.database.db.insert(contestEntries).values({ contestId, userId: member.userId, entryDay: day });
      }
    }
    const listed = await call('GET', `/contests/${contestId}`);
    expect(listed.body).toMatchObject({ entries_count: n, entrants_count: 4 });

    expect(await call('POST', `/contests/${contestId}/draws`, { winners: 0 })).toMatchObject({
      status: 400,
      body: { field: 'winners' },
    });
    const draw = await call('POST', `/contests/${contestId}/draws`, { winners: 2 });
    expect(draw.status).toBe(201);
    expect(draw.body.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.body).toMatchObject({
      contest_id: contestId,
      entrant_count: 8,
      winner_count: 2,
      drawn_by: editor.email,
    });
    expect(draw.body.winners).toHaveLength(2);
    const ids = members.map((member) => member.userId);
    for (const winner of draw.body.winners) {
      expect(ids).toContain(winner.user_id);
      expect(winner.email).toMatch(/@example\.com$/);
    }

    // The record re-runs to the same winners.
    const verified = await call('GET', `/contests/${contestId}/draws/${draw.body.id}/verify`);
    expect(verified.body).toMatchObject({
      seed: draw.body.seed,
      same_entrants: true,
      reproduced: true,
      redrawn: draw.body.winners.map((winner) => winner.user_id),
    });

    // Once per contest per Eastern day.
    expect(await call('POST', `/contests/${contestId}/draws`, { winners: 2 })).toMatchObject({
      status: 409,
      body: { error: 'DRAW_ALREADY_TODAY' },
    });

    const draws = await call('GET', `/contests/${contestId}/draws`);
    expect(draws.body.draws.map((item) => item.id)).toEqual([draw.body.id]);
    const [audit] = await auditOf('contest-draw', String(draw.body.id));
    expect(audit).toMatchObject({ action: 'draw', after: { seed: draw.body.seed, contest_id: contestId } });

    // A later entry changes the list: the re-run says so.
    await t.database.db.insert(contestEntries).values({ contestId, userId: members[0].userId, entryDay: '2027-03-03' });
    const changed = await call('GET', `/contests/${contestId}/draws/${draw.body.id}/verify`);
    expect(changed.body).toMatchObject({ same_entrants: false, reproduced: false });
    expect(await call('GET', `/contests/${contestId + 1}/draws/${draw.body.id}/verify`)).toMatchObject({
      status: 404,
    });
  });
});

describe('campus code pools', () => {
  let campusId: number;

  beforeAll(async () => {
    const [school] = await t.database.db
      .insert(schools)
      .values({
        nameEn: 'Carleton University',
        nameFr: 'Université Carleton',
        province: 'ON',
        schoolType: 'university',
      })
      .returning();
    const [campus] = await t.database.db
      .insert(campuses)
      .values({
        schoolId: school!.id,
        nameEn: 'Main campus',
        nameFr: 'Campus principal',
        city: 'Ottawa',
        province: 'ON',
        urlName: 'carleton-main',
      })
      .returning();
    campusId = campus!.id;
  });

  it('generates codes, counts what remains, imports all or nothing, disables a code', async () => {
    const generated = await call('POST', `/campus-pools/${campusId}/generate`, { prefix: 'carl', count: 5 });
    expect(generated.status).toBe(201);
    expect(generated.body.created).toHaveLength(5);
    for (const code of generated.body.created) expect(code).toMatch(/^CARL-[A-Z2-9]{8}$/);

    const pool = async () =>
      (await call('GET', '/campus-pools?q=carleton')).body.rows.find((row) => row.campus_id === campusId);
    expect(await pool()).toMatchObject({ total: 5, remaining: 5, redeemed: 0, school_name_fr: 'Université Carleton' });

    // Bad lines: nothing goes in, each is reported.
    const bad = await call('POST', `/campus-pools/${campusId}/import`, {
      codes: `code\nCARL-IMPORT-01\ncarl import 02\nx!\nCARL-IMPORT-01\n${generated.body.created[0]}\n`,
    });
    expect(bad.status).toBe(200);
    expect(bad.body).toEqual({
      imported: 0,
      dry_run: false,
      problems: [
        { line: 4, code: 'x!', problem: 'format' },
        { line: 5, code: 'CARL-IMPORT-01', problem: 'duplicate' },
        { line: 6, code: generated.body.created[0], problem: 'exists' },
      ],
    });
    expect((await pool())?.total).toBe(5);

    const dry = await call('POST', `/campus-pools/${campusId}/import`, {
      codes: 'CARL-IMPORT-01\ncarl import 02',
      dry_run: true,
    });
    expect(dry.body).toEqual({ imported: 0, dry_run: true, problems: [] });
    const good = await call('POST', `/campus-pools/${campusId}/import`, { codes: 'CARL-IMPORT-01\ncarl import 02' });
    expect(good.body).toEqual({ imported: 2, dry_run: false, problems: [] });
    expect(await pool()).toMatchObject({ total: 7, remaining: 7 });

    const codes = await call('GET', `/campus-pools/${campusId}/codes?q=IMPORT&sort=code`);
    expect(codes.body.rows.map((row) => row.code)).toEqual(['CARL-IMPORT-01', 'CARLIMPORT02']);
    const disabled = await call('POST', `/campus-codes/${codes.body.rows[0]!.id}/disable`);
    expect(disabled.body.state).toBe('expired');
    expect(await call('POST', `/campus-codes/${codes.body.rows[0]!.id}/disable`)).toMatchObject({
      status: 409,
      body: { error: 'CODE_NOT_AVAILABLE' },
    });
    expect(await pool()).toMatchObject({ total: 7, remaining: 6, expired: 1 });
    // The member's campus code modal no longer takes it.
    const redeem = await t.app.inject({
      method: 'POST',
      url: '/api/users/campus-code',
      headers: memberHeaders,
      payload: { code: 'CARL-IMPORT-01' },
    });
    expect(redeem.statusCode).toBe(404);

    const audit = await auditOf('campus-pool', String(campusId));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'import']);
    expect(await call('POST', `/campus-pools/999999/generate`, { prefix: 'carl', count: 1 })).toMatchObject({
      status: 404,
    });
    expect(await call('POST', `/campus-pools/${campusId}/generate`, { prefix: 'c', count: 9000 })).toMatchObject({
      status: 400,
      body: { field: 'prefix' },
    });
  });
});

describe('promo, school and VIP codes', () => {
  it('creates, generates and disables promo codes; the checkout refuses a disabled one', async () => {
    const created = await call('POST', '/promo-codes', { code: 'spring-27', kind: 'percent', value: 20 });
    expect(created).toMatchObject({
      status: 201,
      body: { code: 'SPRING-27', kind: 'percent', value: 20, redemptions: 0 },
    });
    expect(await call('POST', '/promo-codes', { code: 'SPRING-27', kind: 'percent', value: 20 })).toMatchObject({
      status: 409,
      body: { error: 'CODE_EXISTS', field: 'code' },
    });
    expect(await call('POST', '/promo-codes', { code: 'BIG', kind: 'percent', value: 150 })).toMatchObject({
      status: 400,
      body: { field: 'value' },
    });
    expect(
      await call('POST', '/promo-codes', {
        code: 'WIN',
        kind: 'amount',
        value: 500,
        valid_from: iso(2),
        valid_until: iso(1),
      }),
    ).toMatchObject({ status: 400, body: { field: 'valid_until' } });

    const generated = await call('POST', '/promo-codes/generate', {
      prefix: 'FROSH',
      count: 3,
      kind: 'amount',
      value: 500,
      max_redemptions: 1,
    });
    expect(generated.body.created).toHaveLength(3);
    const listed = await call('GET', '/promo-codes?q=FROSH');
    expect(listed.body.total).toBe(3);
    expect(listed.body.rows[0]).toMatchObject({ kind: 'amount', value: 500, max_redemptions: 1 });

    const valid = () =>
      t.app.inject({ method: 'GET', url: '/api/partners/validatePromoCode/SPRING-27' }).then((r) => r.statusCode);
    expect(await valid()).toBe(200);
    const disabled = await call('POST', '/promo-codes/spring-27/disable');
    expect(disabled.status).toBe(200);
    expect(disabled.body.valid_until).not.toBeNull();
    expect(await valid()).toBe(422);
    expect(await call('POST', '/promo-codes/NOPE-NOPE/disable')).toMatchObject({ status: 404 });
    expect((await auditOf('promo-code', 'SPRING-27')).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('creates and disables school codes', async () => {
    const created = await call('POST', '/school-codes', {
      code: 'UOTTAWA25',
      school_name: 'Université d’Ottawa',
      kind: 'amount',
      value: 300,
    });
    expect(created).toMatchObject({ status: 201, body: { code: 'UOTTAWA25', school_name: 'Université d’Ottawa' } });
    expect(
      await call('POST', '/school-codes', { code: 'U2', school_name: '', kind: 'amount', value: 300 }),
    ).toMatchObject({
      status: 400,
    });
    expect((await call('GET', '/school-codes?q=ottawa')).body.total).toBe(1);
    expect((await call('POST', '/school-codes/UOTTAWA25/disable')).status).toBe(200);
    expect(await call('POST', '/school-codes/UOTTAWA25/disable')).toMatchObject({
      status: 409,
      body: { error: 'CODE_ENDED' },
    });
  });

  it('creates, generates and disables VIP codes; a disabled code no longer verifies', async () => {
    expect(await call('POST', '/vip-codes', { code: 'vip-athletes-27', max_redemptions: 40 })).toMatchObject({
      status: 201,
      body: { code: 'VIP-ATHLETES-27', max_redemptions: 40, redemptions: 0 },
    });
    const generated = await call('POST', '/vip-codes/generate', { prefix: 'VIP', count: 4, valid_until: iso(30) });
    expect(generated.body.created).toHaveLength(4);
    const verify = () =>
      t.app
        .inject({ method: 'POST', url: '/api/vip/verifyCode', payload: { code: 'vip-athletes-27' } })
        .then((r) => r.statusCode);
    expect(await verify()).toBe(200);
    await call('POST', '/vip-codes/VIP-ATHLETES-27/disable');
    expect(await verify()).toBe(404);
    expect(await call('POST', '/vip-codes', { code: 'a b' })).toMatchObject({ status: 400, body: { field: 'code' } });
    expect((await auditOf('vip-code')).length).toBe(3);
  });
});

describe('travel photos', () => {
  it('lists the queue and records a decision', async () => {
    const member = await newMember(t);
    const [photo] = await t.database.db
      .insert(travelPhotos)
      .values({
        userId: member.userId,
        contestId: 4,
        storageKey: 'travel-photos/4/none.jpg',
        contentType: 'image/jpeg',
        bytes: 1234,
        sha256: 'ab'.repeat(32),
        caption: 'Sunrise over Percé Rock',
        status: 'pending',
        createdAt: new Date(),
      })
      .returning();
    const queue = await call('GET', '/travel-photos');
    expect(queue.body.rows.map((row) => row.id)).toContain(photo!.id);
    expect((await call('GET', '/travel-photos?q=perc')).body.total).toBe(1);
    expect((await call('GET', '/travel-photos?q=banff')).body.total).toBe(0);
    expect(await call('POST', `/travel-photos/${photo!.id}/decision`, { decision: 'maybe' })).toMatchObject({
      status: 400,
      body: { field: 'decision' },
    });
    const decided = await call('POST', `/travel-photos/${photo!.id}/decision`, { decision: 'approved' });
    expect(decided.body).toEqual({ id: photo!.id, status: 'approved' });
    expect((await call('GET', '/travel-photos')).body.rows.map((row) => row.id)).not.toContain(photo!.id);
    expect((await call('GET', '/travel-photos?status=approved')).body.total).toBe(1);
    const [row] = await t.database.db.select().from(travelPhotos).where(eq(travelPhotos.id, photo!.id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: editor.email });
    const [audit] = await auditOf('travel-photo', String(photo!.id));
    expect(audit).toMatchObject({ action: 'review', before: { status: 'pending' }, after: { status: 'approved' } });
  });
});

// The catalogue editor's staff API (issue 20 item 3): partners with geocoded stores, offers with their
// rules and states (scheduled, delisted, preview), code pools from CSV (preview, all-or-nothing commit,
// remaining counts, the low-pool e-mail through the one alert job), the audit row of every write, the
// public listing showing an edit at once, and the refusals of members and of the wrong role.
import { and, eq } from 'drizzle-orm';
import { offersSummaryResponseSchema } from '@spc/domain/offers';
import {
  codeUploadReportSchema,
  offerListResponseSchema,
  offerPreviewResponseSchema,
  partnerListResponseSchema,
  staffOfferSchema,
  staffPartnerSchema,
  type OfferInput,
  type PartnerInput,
} from '@spc/domain/staff-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, mailsTo, signUpAndVerify } from '../../../test/auth-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import { categories, offerCodes, offers, staffAudit, subcategories } from '../../db/schema/index.ts';
import { runCodeAlerts } from '../redeem/service.ts';

const STAFF_ALERTS = 'catalogue-alerts@example.com';
const CATEGORY_ID = 910_001;
const SUBCATEGORY_ID = 910_011;
const OTHER_SUBCATEGORY_ID = 910_012;
const DAY = 86_400_000;

let t: TestApp;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ STAFF_ALERT_EMAIL: STAFF_ALERTS });
  editor = await staffSession(t, 'editor');
  const db = t.database.db;
  await db.insert(categories).values([
    { id: CATEGORY_ID, urlName: 'food', nameEn: 'Food', nameFr: 'Restos', sortOrder: 1 },
    { id: CATEGORY_ID + 1, urlName: 'tech-mobile', nameEn: 'Tech', nameFr: 'Techno', sortOrder: 2 },
  ]);
  await db.insert(subcategories).values([
    { id: SUBCATEGORY_ID, categoryId: CATEGORY_ID, urlName: 'pizza', nameEn: 'Pizza', nameFr: 'Pizza' },
    {
      id: OTHER_SUBCATEGORY_ID,
      categoryId: CATEGORY_ID + 1,
      urlName: 'phones',
      nameEn: 'Phones',
      nameFr: 'Cellulaires',
    },
  ]);
});

afterAll(async () => {
  await t.close();
});

const BASE = '/api/staff/catalogue';

function call(
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let partnerCount = 0;
function partnerInput(overrides: Partial<PartnerInput> = {}): PartnerInput {
  partnerCount += 1;
  return {
    partner_name: `Maple Slice ${partnerCount}`,
    url_name: `maple-slice-${partnerCount}`,
    website_url: `https://www.mapleslice${partnerCount}.example`,
    category: 'food',
    logo_media_key: null,
    description_en: 'Wood-fired pizza by the slice.',
    description_fr: 'Pizza cuite au four à bois, à la pointe.',
    locations: [{ address: '123 Rue Sainte-Catherine O', postal_code: 'h3b 1a7' }],
    ...overrides,
  };
}

function offerInput(partnerId: number, overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    partner_id: partnerId,
    category_id: CATEGORY_ID,
    subcategory_ids: [SUBCATEGORY_ID],
    title_en: '20% off any large pizza',
    title_fr: '20 % de rabais sur toute grande pizza',
    description_en: 'Show your SPC card at the counter.',
    description_fr: 'Présentez votre carte SPC au comptoir.',
    legal_en: 'One per visit. Not valid with other offers.',
    legal_fr: 'Une fois par visite. Non valide avec d’autres offres.',
    tags: ['pizza', 'lunch'],
    online: true,
    in_store: true,
    is_spc_plus: false,
    verified_students_only: false,
    is_new_offer: true,
    is_new_partner: false,
    is_limited_time: false,
    lto_start_date: null,
    lto_end_date: null,
    start_date: Date.now() - DAY,
    end_date: null,
    code_type: 'static',
    display_kind: 'static',
    static_code: 'SPC20',
    website_url: null,
    value_cents: 500,
    discount_rank: 20,
    cover_media_key: null,
    ...overrides,
  };
}

async function createPartner(overrides: Partial<PartnerInput> = {}) {
  const response = await call(editor, 'POST', '/partners', partnerInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return staffPartnerSchema.parse(response.json());
}

async function createOffer(partnerId: number, overrides: Partial<OfferInput> = {}) {
  const response = await call(editor, 'POST', '/offers', offerInput(partnerId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return staffOfferSchema.parse(response.json());
}

async function auditOf(entity: string, entityId: number) {
  return t.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity, entity), eq(staffAudit.entityId, String(entityId))))
    .orderBy(staffAudit.id);
}

async function publicOfferIds(): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/partners/v5/offers/summary?per_page=100&sort_by=new',
  });
  expect(response.statusCode, response.body).toBe(200);
  return offersSummaryResponseSchema.parse(response.json()).offers.map((offer) => offer.offer_id);
}

describe('partners', () => {
  it('creates a partner with its stores geocoded, lists, reads and edits it, each write audited', async () => {
    const partner = await createPartner({ partner_name: 'Pizzéria Nova', url_name: 'pizzeria-nova' });
    expect(partner.url_name).toBe('pizzeria-nova');
    expect(partner.locations).toEqual([expect.objectContaining({ postal_code: 'H3B 1A7', province: 'QC' })]);
    expect(partner.logo_url).toBe(`/api/partners/v2/partners/${partner.partner_id}/logo.svg`);

    const list = partnerListResponseSchema.parse(
      (await call(editor, 'GET', '/partners?q=nova&sort=-partner_name')).json(),
    );
    expect(list.rows.map((row) => row.partner_id)).toEqual([partner.partner_id]);
    expect(list.rows[0]).toMatchObject({ locations: 1, offers: 0, live_offers: 0 });

    const edited = await call(editor, 'PUT', `/partners/${partner.partner_id}`, {
      ...partnerInput(),
      partner_name: 'Pizzéria Nova Centre-ville',
      url_name: 'pizzeria-nova',
      locations: [
        { address: '123 Rue Sainte-Catherine O', postal_code: 'H3B 1A7' },
        { address: '10 King St W', postal_code: 'M5H 1A1' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(staffPartnerSchema.parse(edited.json()).locations.map((l) => l.province)).toEqual(['QC', 'ON']);

    const audit = await auditOf('partner', partner.partner_id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ staffEmail: editor.email, staffRole: 'editor' });
    expect(audit[1]!.before).toMatchObject({ partner_name: 'Pizzéria Nova', locations: [expect.any(Object)] });
    expect(audit[1]!.after).toMatchObject({ partner_name: 'Pizzéria Nova Centre-ville' });
  });

  it('refuses bad input with the field: url name rules, a taken url name, a bad or unknown postal code, a website', async () => {
    await createPartner({ url_name: 'taken-name' });
    const cases: [Partial<PartnerInput>, number, string][] = [
      [{ url_name: 'Has Spaces' }, 400, 'url_name'],
      [{ url_name: '12345' }, 400, 'url_name'],
      [{ url_name: 'taken-name' }, 409, 'url_name'],
      [{ partner_name: '  ' }, 400, 'partner_name'],
      [{ website_url: 'javascript:alert(1)' }, 400, 'website_url'],
      [{ locations: [{ address: '1 Main St', postal_code: 'ABC' }] }, 400, 'locations.0.postal_code'],
      // Well formed, but no such area (Canadian codes never start with D, Z or W).
      [{ locations: [{ address: '1 Main St', postal_code: '00000' }] }, 400, 'locations.0.postal_code'],
      [{ logo_media_key: 'partner/nobody/logo' }, 400, 'logo_media_key'],
    ];
    for (const [overrides, status, field] of cases) {
      const response = await call(editor, 'POST', '/partners', partnerInput(overrides));
      expect(response.statusCode, `${JSON.stringify(overrides)} ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ field });
    }
    const unknown = await call(
      editor,
      'POST',
      '/partners',
      partnerInput({ locations: [{ address: '1 Main St', postal_code: '00000' }] }),
    );
    expect(unknown.json<{ error: string; message: string }>().error).toBe('POSTAL_CODE_UNKNOWN');
    expect(unknown.json<{ message: string }>().message).toContain('00000');
  });
});

describe('offers', () => {
  it('creates an offer that /deals lists at once, edits it (seen at once too), delists and relists it', async () => {
    const partner = await createPartner();
    const offer = await createOffer(partner.partner_id);
    expect(offer).toMatchObject({
      state: 'live',
      tags: ['lunch', 'pizza'],
      legal_en: 'One per visit. Not valid with other offers.',
    });
    expect(await publicOfferIds()).toContain(offer.offer_id);

    const edited = await call(
      editor,
      'PUT',
      `/offers/${offer.offer_id}`,
      offerInput(partner.partner_id, { title_en: '25% off any large pizza' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const summary = offersSummaryResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/partners/v5/offers/summary?per_page=100&sort_by=new' })).json(),
    );
    expect(summary.offers.find((o) => o.offer_id === offer.offer_id)?.title_en).toBe('25% off any large pizza');

    const delisted = await call(editor, 'POST', `/offers/${offer.offer_id}/delist`);
    expect(staffOfferSchema.parse(delisted.json()).state).toBe('delisted');
    expect(await publicOfferIds()).not.toContain(offer.offer_id);
    const page = await t.app.inject({ method: 'GET', url: `/api/partners/v2/offers/${offer.offer_id}` });
    expect(page.statusCode).toBe(410);

    await call(editor, 'POST', `/offers/${offer.offer_id}/relist`);
    expect(await publicOfferIds()).toContain(offer.offer_id);

    const audit = await auditOf('offer', offer.offer_id);
    expect(audit.map((row) => row.summary)).toEqual([
      expect.stringMatching(/^Created offer/),
      expect.stringMatching(/^Edited offer/),
      expect.stringMatching(/^Delisted offer/),
      expect.stringMatching(/^Relisted offer/),
    ]);
    expect(audit[1]!.before).toMatchObject({ title_en: '20% off any large pizza' });
    expect(audit[1]!.after).toMatchObject({ title_en: '25% off any large pizza' });
    expect(audit[2]).toMatchObject({ before: { status: 'active' }, after: { status: 'delisted' } });
  });

  it('schedules an offer: not visible until its start, listed as scheduled, previewed as a member would see it', async () => {
    const partner = await createPartner();
    const offer = await createOffer(partner.partner_id, {
      start_date: Date.now() + 7 * DAY,
      title_en: 'Back-to-school combo',
    });
    expect(offer.state).toBe('scheduled');
    expect(await publicOfferIds()).not.toContain(offer.offer_id);
    expect((await t.app.inject({ method: 'GET', url: `/api/partners/v2/offers/${offer.offer_id}` })).statusCode).toBe(
      404,
    );

    const scheduled = offerListResponseSchema.parse(
      (await call(editor, 'GET', `/offers?state=scheduled&partner_id=${partner.partner_id}`)).json(),
    );
    expect(scheduled.rows.map((row) => row.offer_id)).toEqual([offer.offer_id]);
    const partners = partnerListResponseSchema.parse(
      (await call(editor, 'GET', `/partners?q=${partner.url_name}`)).json(),
    );
    expect(partners.rows).toEqual([
      expect.objectContaining({ partner_id: partner.partner_id, offers: 1, live_offers: 0, locations: 1 }),
    ]);
    const live = offerListResponseSchema.parse(
      (await call(editor, 'GET', `/offers?state=live&partner_id=${partner.partner_id}`)).json(),
    );
    expect(live.total).toBe(0);

    const preview = offerPreviewResponseSchema.parse(
      (await call(editor, 'GET', `/offers/${offer.offer_id}/preview`)).json(),
    );
    expect(preview).toMatchObject({ state: 'scheduled', page: { offer: { title_en: 'Back-to-school combo' } } });
    expect(preview.page.legal.legal_en).toContain('One per visit');
    expect(preview.public_path).toBe(`/deals/${partner.url_name}/offer/${offer.offer_id}`);
  });

  it('lists expired offers by their end date', async () => {
    const partner = await createPartner();
    const offer = await createOffer(partner.partner_id, {
      start_date: Date.now() - 30 * DAY,
      end_date: Date.now() - DAY,
    });
    expect(offer.state).toBe('expired');
    const expired = offerListResponseSchema.parse(
      (await call(editor, 'GET', `/offers?state=expired&partner_id=${partner.partner_id}`)).json(),
    );
    expect(expired.rows.map((row) => row.state)).toEqual(['expired']);
  });

  it('refuses each bad input with its field', async () => {
    const partner = await createPartner();
    const now = Date.now();
    const cases: [Partial<OfferInput>, string][] = [
      [{ title_en: '' }, 'title_en'],
      [{ title_fr: '   ' }, 'title_fr'],
      [{ online: false, in_store: false }, 'online'],
      [{ start_date: now, end_date: now - DAY }, 'end_date'],
      [{ is_limited_time: true, lto_start_date: now, lto_end_date: null }, 'lto_end_date'],
      [{ is_limited_time: true, lto_start_date: now, lto_end_date: now - DAY }, 'lto_end_date'],
      [{ code_type: 'upload_unique', display_kind: 'static', static_code: null }, 'display_kind'],
      [{ code_type: 'static', display_kind: 'static', static_code: null }, 'static_code'],
      [{ code_type: 'upload_unique', display_kind: 'unique', static_code: 'X' }, 'static_code'],
      [{ tags: ['pizza', 'Pizza'] }, 'tags'],
      [{ partner_id: 987_654 }, 'partner_id'],
      [{ category_id: 987_654 }, 'category_id'],
      [{ subcategory_ids: [OTHER_SUBCATEGORY_ID] }, 'subcategory_ids'],
      [{ website_url: 'https://elsewhere.example/deal' }, 'website_url'],
      [{ cover_media_key: 'offer/0/cover' }, 'cover_media_key'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(editor, 'POST', '/offers', offerInput(partner.partner_id, overrides));
      expect(response.statusCode, `${JSON.stringify(overrides)} ${response.body}`).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ field });
    }
    expect((await call(editor, 'GET', '/offers/987654')).statusCode).toBe(404);
  });
});

describe('code pools', () => {
  async function pooledOffer() {
    const partner = await createPartner();
    return createOffer(partner.partner_id, {
      code_type: 'upload_unique',
      display_kind: 'unique',
      static_code: null,
      in_store: false,
    });
  }

  it('previews a CSV with bad rows and duplicates by line, and a commit of it adds nothing', async () => {
    const offer = await pooledOffer();
    await call(editor, 'POST', `/offers/${offer.offer_id}/codes/commit`, { csv: 'code\nEXIST-1\n' });
    const csv = [
      'code',
      'GOOD-1',
      'GOOD-2',
      '',
      'GOOD-1',
      'has space',
      'EXIST-1',
      '"QUOTED-3",extra',
      'X'.repeat(70),
    ].join('\n');
    const preview = await call(editor, 'POST', `/offers/${offer.offer_id}/codes/preview`, { csv });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = codeUploadReportSchema.parse(preview.json());
    expect(report).toMatchObject({
      rows: 7,
      accepted: 3,
      duplicates_in_file: 1,
      already_in_pool: 1,
      bad_rows: 2,
      can_commit: false,
    });
    expect(report.problems).toEqual([
      { line: 5, value: 'GOOD-1', problem: 'duplicate_in_file' },
      { line: 6, value: 'has space', problem: 'bad_characters' },
      { line: 7, value: 'EXIST-1', problem: 'already_in_pool' },
      { line: 9, value: 'X'.repeat(70), problem: 'too_long' },
    ]);

    const commit = await call(editor, 'POST', `/offers/${offer.offer_id}/codes/commit`, { csv });
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toMatchObject({ error: 'CODES_REJECTED', report: { accepted: 3 } });
    const rows = await t.database.db.select().from(offerCodes).where(eq(offerCodes.offerId, offer.offer_id));
    expect(rows.map((row) => row.code)).toEqual(['EXIST-1']);
  });

  it('commits a clean file in one go, shows remaining counts, and e-mails staff once when the pool falls under its threshold', async () => {
    const offer = await pooledOffer();
    const codes = Array.from({ length: 5 }, (_, i) => `POOL-${i + 1}`);
    const commit = await call(editor, 'POST', `/offers/${offer.offer_id}/codes/commit`, { csv: codes.join('\r\n') });
    expect(commit.statusCode, commit.body).toBe(200);
    expect(codeUploadReportSchema.parse(commit.json()).pool).toMatchObject({ total: 5, used: 0, remaining: 5 });
    const audit = await auditOf('code-pool', offer.offer_id);
    expect(audit.at(-1)).toMatchObject({ action: 'import', before: { total: 0 }, after: { total: 5, added: 5 } });

    const threshold = await call(editor, 'PUT', `/offers/${offer.offer_id}/codes/threshold`, { low_threshold: 3 });
    expect(threshold.json()).toMatchObject({ low_threshold: 3, remaining: 5 });
    expect(
      (await call(editor, 'PUT', `/offers/${offer.offer_id}/codes/threshold`, { low_threshold: -1 })).json(),
    ).toMatchObject({ field: 'low_threshold' });

    // Three codes handed out: 2 left, under 3.
    const member = await signUpAndVerify(t, { email: `pool-${Date.now()}@example.com` });
    for (const code of codes.slice(0, 3)) {
      await t.database.db
        .update(offerCodes)
        .set({ assignedUserId: member.userId, assignedAt: new Date() })
        .where(and(eq(offerCodes.offerId, offer.offer_id), eq(offerCodes.code, code)));
    }
    const list = offerListResponseSchema.parse((await call(editor, 'GET', `/offers?q=${offer.offer_id}`)).json());
    expect(list.rows.find((row) => row.offer_id === offer.offer_id)?.codes_remaining).toBe(2);

    const deps = { db: t.database.db, config: t.config, mail: t.app.mail };
    expect(await runCodeAlerts(deps)).toBe(1);
    expect(await runCodeAlerts(deps)).toBe(0);
    const mails = (await mailsTo(t, STAFF_ALERTS, 'code-pool-low')).filter((mail) =>
      mail.subject.includes(offer.title_en),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Only 2 unused codes');
    // In French too (the staff address has no language of its own), with the offer's French title.
    expect(mails[0]!.subject).toContain(` / `);
    expect(mails[0]!.subject).toContain(offer.title_fr);
    expect(mails[0]!.html).toMatch(/lang="fr-CA"/);

    // Refilled over the threshold: the next fall e-mails again.
    await call(editor, 'POST', `/offers/${offer.offer_id}/codes/commit`, { csv: 'MORE-1\nMORE-2' });
    const pool = await call(editor, 'GET', `/offers/${offer.offer_id}/codes`);
    expect(pool.json()).toMatchObject({ total: 7, remaining: 4, low_alerted_at: null });
  });

  it('has no pool for an offer without uploaded codes', async () => {
    const partner = await createPartner();
    const offer = await createOffer(partner.partner_id);
    const response = await call(editor, 'POST', `/offers/${offer.offer_id}/codes/preview`, { csv: 'A' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'NOT_A_POOL' });
    const rows = await t.database.db
      .select({ id: offers.offerId })
      .from(offers)
      .where(eq(offers.offerId, offer.offer_id));
    expect(rows).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('refuses members (STAFF_ONLY) and support staff (STAFF_FORBIDDEN) on reads and writes; admins may', async () => {
    const member = await signUpAndVerify(t, { email: `member-${Date.now()}@example.com` });
    const memberCall = { headers: authHeaders(t, member.cookie) };
    const support = await staffSession(t, 'support');
    const admin = await staffSession(t, 'admin');
    const requests: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', '/partners'],
      ['POST', '/partners', partnerInput()],
      ['GET', '/offers'],
      ['POST', '/offers/1/delist'],
      ['POST', '/offers/1/codes/commit', { csv: 'A' }],
    ];
    for (const [method, url, payload] of requests) {
      const asMember = await call(memberCall, method, url, payload);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json()).toMatchObject({ error: 'STAFF_ONLY' });
      const asSupport = await call(support, method, url, payload);
      expect(asSupport.statusCode, `${method} ${url}`).toBe(403);
      expect(asSupport.json()).toMatchObject({ error: 'STAFF_FORBIDDEN' });
    }
    expect((await call(admin, 'GET', '/partners')).statusCode).toBe(200);
    const visitor = await t.app.inject({ method: 'GET', url: `${BASE}/partners` });
    expect(visitor.statusCode).toBe(403);
  });
});

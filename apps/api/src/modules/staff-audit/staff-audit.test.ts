// The audit trail viewer (issue 20 item 4): admins list, filter, page, open and export the trail; other
// staff roles get 403 STAFF_FORBIDDEN and members 403 STAFF_ONLY; the database itself refuses to change
// or delete an entry (migration 0024's trigger), and no route does either.
import { auditEntrySchema, auditListResponseSchema } from '@spc/domain/staff';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify } from '../../../test/auth-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import { staffAudit } from '../../db/schema/index.ts';

let t: TestApp;
let admin: StaffSession;
const ids: number[] = [];

async function addEntry(values: Partial<typeof staffAudit.$inferInsert> & { at: Date }) {
  const [row] = await t.database.db
    .insert(staffAudit)
    .values({
      staffUserId: 'user-1',
      staffEmail: 'editor.one@staff.spc.test',
      staffRole: 'editor',
      action: 'update',
      entity: 'offer',
      entityId: '1200',
      summary: 'Changed offer 1200',
      before: { title_en: 'Two for one', status: 'active' },
      after: { title_en: 'Two for one pizzas', status: 'active' },
      requestId: 'req-1',
      ...values,
    })
    .returning({ id: staffAudit.id });
  if (!row) throw new Error('not inserted');
  ids.push(row.id);
  return row.id;
}

const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, 'admin');
  // 2026-03-10 03:30 UTC is 2026-03-09 in Toronto (EST, UTC-5): the filters count Eastern days.
  await addEntry({ at: new Date('2026-03-10T03:30:00Z') });
  await addEntry({
    at: new Date('2026-03-10T15:00:00Z'),
    staffEmail: 'admin.two@staff.spc.test',
    staffRole: 'admin',
    action: 'delete',
    entity: 'partner',
    entityId: '77',
    summary: 'Deleted partner 77 (Café Olimpico)',
    before: { name: 'Café Olimpico' },
    after: null,
  });
  await addEntry({ at: new Date('2026-03-12T12:00:00Z'), action: 'create', entityId: '1201', before: null });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/staff/audit', () => {
  it('lists every entry newest first with the total', async () => {
    const response = await get('/api/staff/audit');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = auditListResponseSchema.parse(response.json());
    expect(body.total).toBe(3);
    expect(body.entries.map((entry) => entry.id)).toEqual([...ids].reverse());
    expect(body.entries[2]).toMatchObject({
      staff_email: 'editor.one@staff.spc.test',
      action: 'update',
      before: { title_en: 'Two for one' },
      after: { title_en: 'Two for one pizzas' },
    });
  });

  it('filters by staff (part of the e-mail, any case), entity, entity id and action', async () => {
    const by = async (query: string) =>
      auditListResponseSchema.parse((await get(`/api/staff/audit?${query}`)).json()).entries.map((row) => row.id);
    expect(await by('staff=ADMIN.TWO')).toEqual([ids[1]]);
    expect(await by('entity=offer')).toEqual([ids[2], ids[0]]);
    expect(await by('entity=offer&entity_id=1201')).toEqual([ids[2]]);
    expect(await by('action=delete')).toEqual([ids[1]]);
    expect(await by('staff=%25')).toEqual([]); // a % is a character, not a wildcard
  });

  it('filters by Eastern days, both ends included', async () => {
    const by = async (query: string) =>
      auditListResponseSchema.parse((await get(`/api/staff/audit?${query}`)).json()).entries.map((row) => row.id);
    expect(await by('from=2026-03-09&to=2026-03-09')).toEqual([ids[0]]);
    expect(await by('from=2026-03-10&to=2026-03-10')).toEqual([ids[1]]);
    expect(await by('from=2026-03-10')).toEqual([ids[2], ids[1]]);
    expect(await by('to=2026-03-11')).toEqual([ids[1], ids[0]]);
  });

  it('pages', async () => {
    const body = auditListResponseSchema.parse((await get('/api/staff/audit?per_page=2&page=2')).json());
    expect(body).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(body.entries.map((row) => row.id)).toEqual([ids[0]]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['action=explode', 'entity=Offer!', 'from=2026-13-01', 'page=0', 'per_page=500']) {
      const response = await get(`/api/staff/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });
});

describe('GET /api/staff/audit/:id and the CSV', () => {
  it('answers one entry with before and after, 404 for an unknown id, 400 for a bad one', async () => {
    const response = await get(`/api/staff/audit/${ids[1]}`);
    expect(response.statusCode).toBe(200);
    expect(auditEntrySchema.parse(response.json())).toMatchObject({
      entity: 'partner',
      before: { name: 'Café Olimpico' },
      after: null,
    });
    expect((await get('/api/staff/audit/999999')).statusCode).toBe(404);
    expect((await get('/api/staff/audit/abc')).statusCode).toBe(400);
  });

  it('exports the filtered trail as CSV', async () => {
    const response = await get('/api/staff/audit/export.csv?entity=partner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,staff_email,staff_role,action,entity,entity_id,summary,before,after,request_id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Deleted partner 77 (Café Olimpico)"'.replaceAll('"', ''));
    expect(lines[1]).toContain('"{""name"":""Café Olimpico""}"');
  });
});

describe('permissions', () => {
  it('refuses editors and support with 403 STAFF_FORBIDDEN, members and visitors with 403 STAFF_ONLY', async () => {
    const member = await signUpAndVerify(t, {
      email: `member-${Date.now()}@spc.test`,
      firstName: 'Mo',
      lastName: 'Member',
    });
    const urls = ['/api/staff/audit', `/api/staff/audit/${ids[0]}`, '/api/staff/audit/export.csv'];
    for (const role of ['editor', 'support'] as const) {
      const staff = await staffSession(t, role);
      for (const url of urls) {
        const response = await get(url, staff.headers);
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ error: 'STAFF_FORBIDDEN' });
      }
    }
    for (const headers of [authHeaders(t, member.cookie), { origin: t.config.publicUrl }]) {
      for (const url of urls) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ error: 'STAFF_ONLY' });
      }
    }
  });

  it('has no route that changes or deletes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const response = await t.app.inject({ method, url: `/api/staff/audit/${ids[0]}`, headers: admin.headers });
      expect(response.statusCode, method).toBe(404);
    }
    expect(t.app.staffRoutes.filter((route) => route.url.startsWith('/api/staff/audit')).map((r) => r.method)).toEqual(
      expect.arrayContaining(['GET']),
    );
    expect(
      t.app.staffRoutes.filter((route) => route.url.startsWith('/api/staff/audit') && route.method !== 'GET'),
    ).toEqual([]);
  });
});

describe('the database keeps the trail append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on staff_audit', async () => {
    const id = ids[0] ?? 0;
    // Drizzle wraps the database's refusal; its cause is PostgreSQL's own error.
    const refusal = async (work: Promise<unknown>) => {
      const error: unknown = await work.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      const cause = (error as { cause?: { message?: string } } | undefined)?.cause;
      return cause?.message ?? (error instanceof Error ? error.message : 'no error');
    };
    expect(
      await refusal(t.database.db.update(staffAudit).set({ summary: 'rewritten' }).where(eq(staffAudit.id, id))),
    ).toMatch(/append-only/);
    expect(await refusal(t.database.db.delete(staffAudit).where(eq(staffAudit.id, id)))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`truncate staff_audit`))).toMatch(/append-only/);
    const [row] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.id, id));
    expect(row?.summary).toBe('Changed offer 1200');
  });
});

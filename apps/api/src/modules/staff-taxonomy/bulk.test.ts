// The bulk CSV routes against the seeded catalogue: the export's format (BOM, header, quoting, every
// row), the round trip that changes nothing, a dry run that writes nothing, an import that writes
// everything or nothing, bad rows reported by line, bad files refused with 400, the audit row and the
// permissions.
import {
  OFFER_CSV_COLUMNS,
  PARTNER_CSV_COLUMNS,
  bulkImportReportSchema,
  csvLine,
  parseCsv,
} from '@spc/domain/staff-csv';
import { count, desc, eq } from 'drizzle-orm';
import type { ErrorResponse } from '@spc/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify } from '../../../test/auth-helpers.ts';
import { staffSession, type StaffSession } from '../../../test/staff.ts';
import { offers, partners, staffAudit } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';

let t: TestApp;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  editor = await staffSession(t, 'editor');
});

afterAll(async () => {
  await t.close();
});

async function exportCsv(entity: 'offers' | 'partners') {
  const res = await t.app.inject({ method: 'GET', url: `/api/staff/bulk/${entity}/export`, headers: editor.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

function importCsv(entity: 'offers' | 'partners', csv: string, dryRun: boolean) {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/bulk/${entity}/import`,
    headers: editor.headers,
    payload: { csv, dry_run: dryRun },
  });
}

async function auditCount() {
  const [row] = await t.database.db.select({ n: count() }).from(staffAudit);
  return row!.n;
}

/** The CSV's records as objects by column, and a way to write them back. */
function table(csv: string) {
  const [header, ...rows] = parseCsv(csv);
  const columns = header!.fields;
  const records = rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row.fields[i]!])));
  const write = (list: Record<string, string>[]) =>
    csvLine(columns) + list.map((record) => csvLine(columns.map((column) => record[column] ?? ''))).join('');
  return { columns, records, write };
}

describe('export', () => {
  it('streams every offer as UTF-8 CSV with a BOM, the header and English and French columns', async () => {
    const res = await exportCsv('offers');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="spc-offers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { columns, records } = table(res.body);
    expect(columns).toEqual(OFFER_CSV_COLUMNS);
    expect(columns).toEqual(expect.arrayContaining(['title_en', 'title_fr', 'legal_en', 'legal_fr']));
    const [total] = await t.database.db.select({ n: count() }).from(offers);
    expect(records).toHaveLength(total!.n);
    expect(records.some((record) => /[éèàç]/.test(record.title_fr!))).toBe(true);
    expect(res.body.includes('\r\n')).toBe(true);
  });

  it('exports partners', async () => {
    const { columns, records } = table((await exportCsv('partners')).body);
    expect(columns).toEqual(PARTNER_CSV_COLUMNS);
    const [total] = await t.database.db.select({ n: count() }).from(partners);
    expect(records).toHaveLength(total!.n);
  });
});

describe('round trip', () => {
  for (const entity of ['offers', 'partners'] as const) {
    it(`an exported ${entity} file imported again changes nothing`, async () => {
      const first = (await exportCsv(entity)).body;
      const audits = await auditCount();
      const dry = bulkImportReportSchema.parse((await importCsv(entity, first, true)).json());
      expect(dry.counts.error, JSON.stringify(dry.rows.filter((row) => row.outcome === 'error').slice(0, 3))).toBe(0);
      expect(dry.counts.created + dry.counts.updated).toBe(0);
      expect(dry.counts.unchanged).toBe(dry.rows.length);
      const real = await importCsv(entity, first, false);
      expect(real.statusCode, real.body).toBe(200);
      expect(bulkImportReportSchema.parse(real.json())).toMatchObject({ applied: false, counts: dry.counts });
      expect(await auditCount()).toBe(audits);
      expect((await exportCsv(entity)).body).toBe(first);
    });
  }
});

describe('import', () => {
  it('a dry run reports created, updated and unchanged rows and writes nothing; the real run writes them all', async () => {
    const { records, write } = table((await exportCsv('offers')).body);
    const edited = { ...records[0]!, title_fr: 'Rabais « spécial », 2 pour 1\nsur tout' };
    const added = {
      ...records[1]!,
      offer_id: '',
      title_en: 'Ten percent off, "everything"',
      title_fr: '10 % sur tout',
      tags: 'new-tag-from-csv|coffee',
    };
    const csv = write([edited, added, records[2]!]);

    const dry = await importCsv('offers', csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = bulkImportReportSchema.parse(dry.json());
    expect(report).toMatchObject({
      dry_run: true,
      applied: false,
      counts: { created: 1, updated: 1, unchanged: 1, error: 0 },
    });
    expect(report.rows[0]).toMatchObject({
      line: 2,
      outcome: 'updated',
      changed: ['title_fr'],
      id: Number(records[0]!.offer_id),
    });
    // The edited title spans two lines of the file: the next row starts on line 4.
    expect(report.rows[1]).toMatchObject({ line: 4, outcome: 'created', id: null });
    const [unchanged] = await t.database.db
      .select()
      .from(offers)
      .where(eq(offers.offerId, Number(records[0]!.offer_id)));
    expect(unchanged!.titleFr).toBe(records[0]!.title_fr);

    const audits = await auditCount();
    const real = await importCsv('offers', csv, false);
    expect(real.statusCode, real.body).toBe(200);
    const applied = bulkImportReportSchema.parse(real.json());
    expect(applied.applied).toBe(true);
    const newId = applied.rows[1]!.id!;
    expect(newId).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select()
      .from(offers)
      .where(eq(offers.offerId, Number(records[0]!.offer_id)));
    expect(row!.titleFr).toBe('Rabais « spécial », 2 pour 1\nsur tout');
    const [created] = await t.database.db.select().from(offers).where(eq(offers.offerId, newId));
    expect(created!.titleEn).toBe('Ten percent off, "everything"');

    expect(await auditCount()).toBe(audits + 1);
    const [audit] = await t.database.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'import', entity: 'offer', staffEmail: editor.email });
    expect(audit!.summary).toBe('Imported offers from CSV: 1 created, 1 updated, 1 unchanged');
    expect((audit!.before as Record<string, { title_fr: string }>)[records[0]!.offer_id!]!.title_fr).toBe(
      records[0]!.title_fr,
    );
    expect((audit!.after as Record<string, { tags: string }>)[String(newId)]!.tags).toBe('coffee|new-tag-from-csv');

    // Quoted as CSV wants it, and read back the same.
    const again = await exportCsv('offers');
    expect(again.body).toContain('"Rabais « spécial », 2 pour 1\nsur tout"');
    expect(again.body).toContain('"Ten percent off, ""everything"""');
    const dryAgain = bulkImportReportSchema.parse((await importCsv('offers', again.body, true)).json());
    expect(dryAgain.counts).toMatchObject({ created: 0, updated: 0, error: 0 });
  });

  it('reports each bad row with its line and reason; the real run then refuses the whole file (422)', async () => {
    const { records, write } = table((await exportCsv('offers')).body);
    const good: Record<string, string> = { ...records[3]!, title_en: 'Changed but never written' };
    const bad = [
      { ...records[4]!, category: 'gardening' },
      { ...records[5]!, online: 'yes' },
      { ...records[6]!, title_fr: '' },
      { ...records[7]!, is_limited_time: 'true', lto_start_date: '', lto_end_date: '' },
      { ...records[8]!, offer_id: '99999999' },
      { ...records[9]!, offer_id: records[3]!.offer_id! },
      { ...records[10]!, start_date: 'next Monday' },
      { ...records[11]!, partner_id: '424242' },
      { ...records[12]!, online: 'false', in_store: 'false' },
      { ...records[13]!, subcategories: 'not-a-subcategory' },
    ];
    const csv = write([good, ...bad]);
    const report = bulkImportReportSchema.parse((await importCsv('offers', csv, true)).json());
    const reasons = report.rows.map((row) => `${row.line} ${row.outcome} ${row.reason ?? ''}`);
    expect(reasons[0]).toMatch(/^2 error offer_id: offer \d+ is on more than one row/);
    expect(reasons.slice(1)).toEqual([
      expect.stringMatching(/^3 error category: no category has the url name "gardening"/),
      expect.stringMatching(/^4 error online: is true or false/),
      expect.stringMatching(/^5 error title_fr: is required/),
      expect.stringMatching(/^6 error a limited-time offer needs lto_start_date and lto_end_date/),
      expect.stringMatching(/^7 error offer_id: no offer has the id 99999999/),
      expect.stringMatching(/^8 error offer_id: offer \d+ is on more than one row/),
      expect.stringMatching(/^9 error start_date: is a date in ISO 8601/),
      expect.stringMatching(/^10 error partner_id: no partner has the id 424242/),
      expect.stringMatching(/^11 error online or in_store must be true/),
      expect.stringMatching(/^12 error subcategories: "not-a-subcategory" is not a subcategory of/),
    ]);

    const audits = await auditCount();
    const real = await importCsv('offers', write([good, bad[0]!]), false);
    expect(real.statusCode).toBe(422);
    expect(real.json()).toMatchObject({
      error: 'IMPORT_HAS_ERRORS',
      report: { applied: false, counts: { updated: 1, error: 1 } },
    });
    const [row] = await t.database.db
      .select()
      .from(offers)
      .where(eq(offers.offerId, Number(good.offer_id)));
    expect(row!.titleEn).toBe(records[3]!.title_en);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a row with the wrong number of cells', async () => {
    const { columns, records, write } = table((await exportCsv('partners')).body);
    const csv = `${write([records[0]!])}${csvLine(columns.slice(1))}`;
    const report = bulkImportReportSchema.parse((await importCsv('partners', csv, true)).json());
    expect(report.rows[1]).toMatchObject({
      line: 3,
      outcome: 'error',
      reason: 'the row has 6 cells; the header has 7',
    });
  });

  it('creates a partner with a generated logo, and refuses a url name another partner has', async () => {
    const { records, write } = table((await exportCsv('partners')).body);
    const added = {
      ...records[0]!,
      partner_id: '',
      partner_name: 'Librairie Le Carré',
      url_name: 'librairie-le-carre',
    };
    const clash = { ...records[1]!, url_name: records[2]!.url_name! };
    const refused = bulkImportReportSchema.parse((await importCsv('partners', write([added, clash]), true)).json());
    expect(refused.rows[1]!.reason).toMatch(/url_name: ".+" is already partner \d+'s/);
    const created = await importCsv('partners', write([added]), false);
    expect(created.statusCode, created.body).toBe(200);
    const id = bulkImportReportSchema.parse(created.json()).rows[0]!.id!;
    const [row] = await t.database.db.select().from(partners).where(eq(partners.partnerId, id));
    expect(row).toMatchObject({
      partnerName: 'Librairie Le Carré',
      sortName: 'librairie le carre',
      urlName: 'librairie-le-carre',
    });
    expect(row!.logoSvg).toMatch(/^<svg/);
  });

  it('refuses a bad file with 400 and says why', async () => {
    const { records, write } = table((await exportCsv('partners')).body);
    const wrongHeader = write([records[0]!]).replace('url_name', 'slug');
    const header = await importCsv('partners', wrongHeader, true);
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({ error: 'CSV_HEADER' });
    expect(header.json<ErrorResponse>().message).toContain('missing url_name; unknown slug');

    const offersHeader = await importCsv('partners', (await exportCsv('offers')).body, true);
    expect(offersHeader.statusCode).toBe(400);

    const quoting = await importCsv('partners', `${write([records[0]!])}1,Pizza "Nova",pizza-nova,,,,false\r\n`, true);
    expect(quoting.statusCode).toBe(400);
    expect(quoting.json()).toMatchObject({ error: 'CSV_SYNTAX' });
    expect(quoting.json<ErrorResponse>().message).toMatch(/^Line 3: a quote inside an unquoted field/);

    const unclosed = await importCsv('partners', `${write([records[0]!])}1,"Pizza Nova,pizza-nova\r\n`, true);
    expect(unclosed.json<ErrorResponse>().error).toBe('CSV_SYNTAX');
    expect(unclosed.json<ErrorResponse>().message).toMatch(/never closed/);

    const tooLarge = await importCsv('partners', 'x'.repeat(5_000_001), true);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<ErrorResponse>().message).toMatch(/too large/);

    expect((await importCsv('partners', '', true)).statusCode).toBe(400);
    expect((await importCsv('partners', '\r\n\r\n', true)).json()).toMatchObject({ error: 'CSV_EMPTY' });
    const noDryRun = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bulk/partners/import',
      headers: editor.headers,
      payload: { csv: 'a' },
    });
    expect(noDryRun.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/bulk/codes/export', headers: editor.headers })).statusCode,
    ).toBe(400);
  });
});

describe('permissions', () => {
  it('a member gets 403 STAFF_ONLY and support 403 STAFF_FORBIDDEN on export and import', async () => {
    const support = await staffSession(t, 'support');
    const signedUp = await signUpAndVerify(t, { email: `bulk-member-${Date.now()}@example.com` });
    const member = authHeaders(t, signedUp.cookie);
    for (const [headers, code] of [
      [member, 'STAFF_ONLY'],
      [support.headers, 'STAFF_FORBIDDEN'],
    ] as const) {
      const exported = await t.app.inject({ method: 'GET', url: '/api/staff/bulk/offers/export', headers });
      expect(exported.statusCode).toBe(403);
      expect(exported.json<ErrorResponse>().error).toBe(code);
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/staff/bulk/partners/import',
        headers,
        payload: { csv: 'partner_id\r\n', dry_run: true },
      });
      expect(imported.statusCode).toBe(403);
      expect(imported.json<ErrorResponse>().error).toBe(code);
    }
    const bulk = t.app.staffRoutes.filter((route) => route.url.startsWith('/api/staff/bulk'));
    expect(bulk.map((route) => route.permission)).toEqual(['catalogue.bulk', 'catalogue.bulk']);
  });
});

// The bulk CSV of offers and partners (issue 20 item 3): the export streams the rows a batch at a time;
// the import reads a whole file, checks every row (each one created, updated, unchanged or refused, with
// its line and reason), and — unless it is a dry run or a row is refused — writes them all in one
// transaction with one audit row. A row is compared with the exported form of what is stored, read back
// through the same schema, so an exported file imported again is all "unchanged" and writes nothing.
import {
  BULK_ENTITIES,
  CSV_BOM,
  CSV_COLUMNS,
  CSV_ERRORS,
  CSV_MAX_ROWS,
  CsvSyntaxError,
  cell,
  csvLine,
  headerProblem,
  offerCsvRowSchema,
  offerRowIssues,
  parseCsv,
  partnerCsvRowSchema,
  type BulkEntity,
  type BulkImportReport,
  type ImportRowReport,
  type OfferCsvRow,
  type PartnerCsvRow,
} from '@spc/domain/staff-csv';
import { partnerSortKey } from '@spc/domain/offers';
import type { z } from 'zod';
import { partnerLogoSvg } from '../../db/seed/logos.ts';
import { transaction, type Queryable } from '../../db/queryable.ts';
import { HttpError } from '../../errors.ts';
import * as repo from './repository.ts';
import type { RecordChange, TaxonomyDeps } from './taxonomy.ts';

export { BULK_ENTITIES };

const EXPORT_BATCH = 500;

type Cells = Record<string, string>;

function offerCells(offer: repo.OfferEntity): Cells {
  const cells: Record<keyof OfferCsvRow, string> = {
    offer_id: cell.number(offer.offerId),
    partner_id: cell.number(offer.partnerId),
    partner_name: offer.partnerName,
    category: offer.categoryUrlName,
    subcategories: cell.list(offer.subcategoryUrlNames),
    tags: cell.list(offer.tagNames),
    title_en: offer.titleEn,
    title_fr: offer.titleFr,
    description_en: offer.descriptionEn,
    description_fr: offer.descriptionFr,
    legal_en: offer.legalEn,
    legal_fr: offer.legalFr,
    online: cell.bool(offer.online),
    in_store: cell.bool(offer.inStore),
    is_spc_plus: cell.bool(offer.isSpcPlus),
    verified_students_only: cell.bool(offer.verifiedStudentsOnly),
    is_limited_time: cell.bool(offer.isLimitedTime),
    lto_start_date: cell.date(offer.ltoStartDate),
    lto_end_date: cell.date(offer.ltoEndDate),
    is_new_offer: cell.bool(offer.isNewOffer),
    is_new_partner: cell.bool(offer.isNewPartner),
    discount_rank: cell.number(offer.discountRank),
    start_date: cell.date(offer.startDate),
    end_date: cell.date(offer.endDate),
    status: offer.status,
    code_type: offer.codeType,
    display_kind: offer.displayKind,
    static_code: cell.text(offer.staticCode),
    website_url: cell.text(offer.websiteUrl),
    value_cents: cell.number(offer.valueCents),
  };
  return cells;
}

function partnerCells(partner: repo.PartnerRow): Cells {
  const cells: Record<keyof PartnerCsvRow, string> = {
    partner_id: cell.number(partner.partnerId),
    partner_name: partner.partnerName,
    url_name: partner.urlName,
    description_en: partner.descriptionEn,
    description_fr: partner.descriptionFr,
    website_url: cell.text(partner.websiteUrl),
    is_bank: cell.bool(partner.isBank),
  };
  return cells;
}

/** The export: a byte-order mark and the header, then the rows in id order, a batch at a time. */
export async function* exportCsv({ db }: TaxonomyDeps, entity: BulkEntity): AsyncGenerator<string> {
  const columns = CSV_COLUMNS[entity];
  yield CSV_BOM + csvLine(columns);
  for (let afterId = 0; ;) {
    const batch =
      entity === 'offers'
        ? (await repo.findOfferEntities(db, { afterId, limit: EXPORT_BATCH })).map((offer) => ({
            id: offer.offerId,
            cells: offerCells(offer),
          }))
        : (await repo.findPartnerEntities(db, { afterId, limit: EXPORT_BATCH })).map((partner) => ({
            id: partner.partnerId,
            cells: partnerCells(partner),
          }));
    if (batch.length === 0) return;
    yield batch.map((row) => csvLine(columns.map((column) => row.cells[column] ?? ''))).join('');
    afterId = batch.at(-1)!.id;
  }
}

// ---------------------------------------------------------------------------------------------------
// The import

interface ParsedRow<T> {
  line: number;
  values?: T;
  /** Why the row is refused. */
  problems: string[];
}

function issuesText(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`);
}

/** The file's rows, each read through the entity's schema; a bad file is a 400 that says why. */
function readRows<T>(
  csv: string,
  entity: BulkEntity,
  schema: z.ZodType<T>,
  rowIssues: (row: T) => string[],
): ParsedRow<T>[] {
  let records;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new HttpError(400, 'CSV_SYNTAX', error.message, 'csv');
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new HttpError(400, 'CSV_EMPTY', CSV_ERRORS.CSV_EMPTY, 'csv');
  const problem = headerProblem(header.fields, CSV_COLUMNS[entity]);
  if (problem) throw new HttpError(400, 'CSV_HEADER', problem, 'csv');
  if (data.length > CSV_MAX_ROWS) throw new HttpError(400, 'CSV_TOO_MANY_ROWS', CSV_ERRORS.CSV_TOO_MANY_ROWS, 'csv');
  const names = header.fields.map((name) => name.trim());
  return data.map(({ line, fields }) => {
    if (fields.length !== names.length) {
      return { line, problems: [`the row has ${fields.length} cells; the header has ${names.length}`] };
    }
    const parsed = schema.safeParse(Object.fromEntries(names.map((name, index) => [name, fields[index]!])));
    if (!parsed.success) return { line, problems: issuesText(parsed.error) };
    return { line, values: parsed.data, problems: rowIssues(parsed.data) };
  });
}

/** The columns whose values differ (the stored row read back through the same schema). */
function changedColumns<T extends object>(
  stored: T | undefined,
  incoming: T,
  ignore: readonly string[] = [],
): string[] {
  return Object.keys(incoming).filter(
    (key) =>
      !ignore.includes(key) &&
      JSON.stringify((stored as Record<string, unknown> | undefined)?.[key]) !==
        JSON.stringify((incoming as Record<string, unknown>)[key]),
  );
}

/** Stored values as the import reads them, or undefined when they do not read (then every column differs). */
function storedValues<T>(schema: z.ZodType<T>, cells: Cells): T | undefined {
  const parsed = schema.safeParse(cells);
  return parsed.success ? parsed.data : undefined;
}

interface Plan {
  rows: ImportRowReport[];
  /** The writes, in file order. */
  writes: ((tx: Queryable, id: number) => Promise<void>)[];
  writeRows: { report: ImportRowReport; before: Cells | undefined; create: boolean }[];
}

function emptyPlan(): Plan {
  return { rows: [], writes: [], writeRows: [] };
}

function refused(line: number, problems: string[]): ImportRowReport {
  return { line, outcome: 'error', id: null, changed: [], reason: problems.join('; ') };
}

/** Repeated ids in the file: each of those rows is refused. */
function repeatedIds(rows: { id: number | null }[]): Set<number> {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const { id } of rows) {
    if (id === null) continue;
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return repeated;
}

async function planOffers(db: Queryable, parsed: ParsedRow<OfferCsvRow>[]): Promise<Plan> {
  const plan = emptyPlan();
  const { categoryRows, subcategoryRows, partnerRows } = await repo.importReferences(db);
  const categoryByUrl = new Map(categoryRows.map((row) => [row.urlName, row.id]));
  const partnerIds = new Set(partnerRows.map((row) => row.partnerId));
  const ids = parsed.flatMap((row) => (row.values?.offer_id ? [row.values.offer_id] : []));
  const stored = new Map((await repo.findOfferEntities(db, { ids })).map((offer) => [offer.offerId, offer]));
  const repeated = repeatedIds(parsed.map((row) => ({ id: row.values?.offer_id ?? null })));
  for (const row of parsed) {
    const values = row.values;
    const problems = [...row.problems];
    if (!values) {
      plan.rows.push(refused(row.line, problems));
      continue;
    }
    const categoryId = categoryByUrl.get(values.category);
    if (categoryId === undefined) problems.push(`category: no category has the url name "${values.category}"`);
    const subcategoryIds = values.subcategories.map((urlName) => {
      const sub = subcategoryRows.find(
        (candidate) => candidate.categoryId === categoryId && candidate.urlName === urlName,
      );
      if (!sub && categoryId !== undefined) {
        problems.push(`subcategories: "${urlName}" is not a subcategory of ${values.category}`);
      }
      return sub?.id ?? 0;
    });
    if (!partnerIds.has(values.partner_id)) problems.push(`partner_id: no partner has the id ${values.partner_id}`);
    const existing = values.offer_id === null ? undefined : stored.get(values.offer_id);
    if (values.offer_id !== null && !existing) {
      problems.push(`offer_id: no offer has the id ${values.offer_id} (leave it empty to add an offer)`);
    }
    if (values.offer_id !== null && repeated.has(values.offer_id)) {
      problems.push(`offer_id: offer ${values.offer_id} is on more than one row`);
    }
    if (problems.length > 0 || categoryId === undefined) {
      plan.rows.push(refused(row.line, problems));
      continue;
    }
    const before = existing ? offerCells(existing) : undefined;
    const changed = existing
      ? changedColumns(storedValues(offerCsvRowSchema, before!), values, ['offer_id', 'partner_name'])
      : [];
    const report: ImportRowReport = {
      line: row.line,
      outcome: existing ? (changed.length > 0 ? 'updated' : 'unchanged') : 'created',
      id: existing?.offerId ?? null,
      changed,
      reason: null,
    };
    plan.rows.push(report);
    if (report.outcome === 'unchanged') continue;
    plan.writeRows.push({ report, before, create: !existing });
    plan.writes.push(async (tx, id) => {
      const fields: repo.OfferFields = {
        partnerId: values.partner_id,
        categoryId,
        titleEn: values.title_en,
        titleFr: values.title_fr,
        descriptionEn: values.description_en,
        descriptionFr: values.description_fr,
        online: values.online,
        inStore: values.in_store,
        isSpcPlus: values.is_spc_plus,
        verifiedStudentsOnly: values.verified_students_only,
        isLimitedTime: values.is_limited_time,
        ltoStartDate: values.lto_start_date === null ? null : new Date(values.lto_start_date),
        ltoEndDate: values.lto_end_date === null ? null : new Date(values.lto_end_date),
        isNewOffer: values.is_new_offer,
        isNewPartner: values.is_new_partner,
        discountRank: values.discount_rank,
        startDate: new Date(values.start_date),
        endDate: values.end_date === null ? null : new Date(values.end_date),
        status: values.status,
        codeType: values.code_type,
        displayKind: values.display_kind,
        staticCode: values.static_code,
        websiteUrl: values.website_url,
        valueCents: values.value_cents,
      };
      if (existing) await repo.updateOffer(tx, id, fields);
      else await repo.insertOffer(tx, id, fields);
      await repo.replaceOfferSubcategories(tx, id, subcategoryIds);
      await repo.replaceOfferTags(tx, id, values.tags);
      await repo.writeOfferLegal(tx, id, values.legal_en, values.legal_fr);
    });
  }
  return plan;
}

async function planPartners(db: Queryable, parsed: ParsedRow<PartnerCsvRow>[]): Promise<Plan> {
  const plan = emptyPlan();
  const { partnerRows } = await repo.importReferences(db);
  const ids = parsed.flatMap((row) => (row.values?.partner_id ? [row.values.partner_id] : []));
  const stored = new Map((await repo.findPartnerEntities(db, { ids })).map((partner) => [partner.partnerId, partner]));
  const repeated = repeatedIds(parsed.map((row) => ({ id: row.values?.partner_id ?? null })));
  // Who has each url name once the file is applied: the stored partners, then the file's rows.
  const urlOwner = new Map(partnerRows.map((row) => [row.urlName, `partner ${row.partnerId}`]));
  for (const row of parsed) {
    if (row.values?.partner_id) {
      const previous = stored.get(row.values.partner_id)?.urlName;
      if (previous && urlOwner.get(previous) === `partner ${row.values.partner_id}`) urlOwner.delete(previous);
    }
  }
  for (const row of parsed) {
    const values = row.values;
    const problems = [...row.problems];
    if (!values) {
      plan.rows.push(refused(row.line, problems));
      continue;
    }
    const existing = values.partner_id === null ? undefined : stored.get(values.partner_id);
    if (values.partner_id !== null && !existing) {
      problems.push(`partner_id: no partner has the id ${values.partner_id} (leave it empty to add a partner)`);
    }
    if (values.partner_id !== null && repeated.has(values.partner_id)) {
      problems.push(`partner_id: partner ${values.partner_id} is on more than one row`);
    }
    const owner = urlOwner.get(values.url_name);
    const self = values.partner_id === null ? `line ${row.line}` : `partner ${values.partner_id}`;
    if (owner !== undefined && owner !== self) problems.push(`url_name: "${values.url_name}" is already ${owner}'s`);
    else urlOwner.set(values.url_name, self);
    if (problems.length > 0) {
      plan.rows.push(refused(row.line, problems));
      continue;
    }
    const before = existing ? partnerCells(existing) : undefined;
    const changed = existing ? changedColumns(storedValues(partnerCsvRowSchema, before!), values, ['partner_id']) : [];
    const report: ImportRowReport = {
      line: row.line,
      outcome: existing ? (changed.length > 0 ? 'updated' : 'unchanged') : 'created',
      id: existing?.partnerId ?? null,
      changed,
      reason: null,
    };
    plan.rows.push(report);
    if (report.outcome === 'unchanged') continue;
    plan.writeRows.push({ report, before, create: !existing });
    plan.writes.push(async (tx, id) => {
      const fields: repo.PartnerFields = {
        partnerName: values.partner_name,
        sortName: partnerSortKey(values.partner_name),
        urlName: values.url_name,
        descriptionEn: values.description_en,
        descriptionFr: values.description_fr,
        websiteUrl: values.website_url,
        isBank: values.is_bank,
      };
      if (existing) await repo.updatePartner(tx, id, fields);
      else await repo.insertPartner(tx, id, { ...fields, logoSvg: partnerLogoSvg(values.partner_name) });
    });
  }
  return plan;
}

function countOutcomes(rows: ImportRowReport[]): BulkImportReport['counts'] {
  const counts = { created: 0, updated: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/**
 * Reads a CSV of `entity`, reports every row, and writes them (one transaction, one audit row) unless
 * this is a dry run or a row is refused. `applied` says whether anything was written.
 */
export async function importCsv(
  { db }: TaxonomyDeps,
  entity: BulkEntity,
  input: { csv: string; dry_run: boolean },
  record: RecordChange,
): Promise<BulkImportReport> {
  const plan = (q: Queryable) =>
    entity === 'offers'
      ? planOffers(q, readRows(input.csv, entity, offerCsvRowSchema, offerRowIssues))
      : planPartners(
          q,
          readRows(input.csv, entity, partnerCsvRowSchema, () => []),
        );
  const report = (rows: ImportRowReport[], applied: boolean): BulkImportReport => ({
    entity,
    dry_run: input.dry_run,
    applied,
    counts: countOutcomes(rows),
    rows,
  });
  if (input.dry_run) return report((await plan(db)).rows, false);
  // The real import checks again inside its transaction: what the dry run saw may have changed.
  return transaction(db, async (tx) => {
    const { rows, writes, writeRows } = await plan(tx);
    const counts = countOutcomes(rows);
    if (counts.error > 0 || writes.length === 0) return report(rows, false);
    const table = entity === 'offers' ? 'offers' : 'partners';
    let nextNew = writeRows.some((row) => row.create) ? await repo.nextIdOf(tx, table) : 0;
    const after: Record<string, Cells> = {};
    const before: Record<string, Cells> = {};
    for (const [index, write] of writes.entries()) {
      const { report: row, before: stored, create } = writeRows[index]!;
      const id = create ? nextNew++ : row.id!;
      row.id = id;
      await write(tx, id);
      if (stored) before[id] = stored;
    }
    const written = writeRows.map((row) => row.report.id!);
    if (entity === 'offers') {
      for (const offer of await repo.findOfferEntities(tx, { ids: written })) after[offer.offerId] = offerCells(offer);
    } else {
      for (const partner of await repo.findPartnerEntities(tx, { ids: written })) {
        after[partner.partnerId] = partnerCells(partner);
      }
    }
    const noun = entity === 'offers' ? 'offers' : 'partners';
    await record(
      {
        action: 'import',
        entity: entity === 'offers' ? 'offer' : 'partner',
        entityId: null,
        summary: `Imported ${noun} from CSV: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`,
        before,
        after,
      },
      tx,
    );
    return report(rows, true);
  });
}

// The staff console's bulk CSV of offers and partners (issue 20 item 3 "bulk"): the columns, how each
// value is written and read back, the RFC 4180 reader and writer, and the import's request and report.
// One format both ways, so an exported file imported again changes nothing. The file is UTF-8 with a
// byte-order mark (Excel then reads accents right), CRLF line ends, fields quoted when they hold a comma,
// a quote or a line break; lists (tags, subcategories) are `|`-separated; dates are ISO 8601 in UTC;
// booleans `true` / `false`; an empty cell is "none" where the field may be empty.
import { z } from 'zod';
import { CODE_TYPES, DISPLAY_KINDS, OFFER_STATUSES } from './offer-rules.ts';
import { INT4_MAX, isSafeText } from './input-rules.ts';
import { URL_NAME_MESSAGE, URL_NAME_PATTERN } from './staff-taxonomy.ts';

export const CSV_BOM = '\uFEFF';
/** The largest file the import reads (characters of CSV text). */
export const CSV_MAX_CHARS = 5_000_000;
/** The most data rows one import takes. */
export const CSV_MAX_ROWS = 20_000;
export const CSV_LIST_SEPARATOR = '|';

// ---------------------------------------------------------------------------------------------------
// Reading and writing CSV text

/** One field as CSV writes it: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(
    /** The file's line (1-based) where the problem is. */
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CsvRecord {
  /** The file line the record starts on (1-based; the header is line 1). */
  line: number;
  fields: string[];
}

/**
 * The records of a CSV text (RFC 4180; a leading byte-order mark and blank lines are skipped, LF or
 * CRLF ends lines). A quote inside an unquoted field, text after a closing quote or a quote never closed
 * is a `CsvSyntaxError` naming the line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let afterQuote = false;
  let quoteLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    afterQuote = false;
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === ',') {
      fields.push(field);
      field = '';
      afterQuote = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else if (afterQuote) {
      throw new CsvSyntaxError(line, `Line ${line}: text after a closing quote; a quoted field ends at its quote.`);
    } else if (char === '"') {
      if (field !== '') {
        throw new CsvSyntaxError(line, `Line ${line}: a quote inside an unquoted field; quote the whole field.`);
      }
      quoted = true;
      quoteLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, `Line ${quoteLine}: a quoted field is never closed.`);
  if (field !== '' || fields.length > 0 || afterQuote) endRecord();
  return records;
}

// ---------------------------------------------------------------------------------------------------
// Values

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, false: false };
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const text = (max: number) =>
  z
    .string()
    .max(max, `at most ${max.toLocaleString('en-CA')} characters`)
    .refine(isSafeText, 'contains a character a text cannot hold');
const required = (max: number) => text(max).refine((value) => value.trim() !== '', 'is required');
const optionalText = (max: number) => text(max).transform((value) => (value === '' ? null : value));
const bool = z
  .string()
  .transform((value) => BOOLEAN_WORDS[value.trim().toLowerCase()])
  .refine((value) => value !== undefined, 'is true or false')
  .transform((value) => value === true);
const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'is a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `is from ${min} to ${max}`);
/** An id cell: empty for a new row. */
const newOrId = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= INT4_MAX), {
    message: 'is empty (a new row) or an id',
  })
  .transform((value) => (value === '' ? null : Number(value)));
const id = whole(1, INT4_MAX);
const date = z
  .string()
  .trim()
  .refine((value) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'is a date in ISO 8601 (2026-11-23T05:00:00.000Z)',
  })
  .transform((value) => Date.parse(value));
const optionalDate = z.union([
  z
    .string()
    .trim()
    .length(0)
    .transform(() => null),
  date,
]);
const list = (item: z.ZodType<string, string>, what: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(CSV_LIST_SEPARATOR)
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item).max(100, `holds at most 100 ${what}`))
    // A set: the order and repeats carry no meaning, so they never make a row "changed".
    .transform((values) => [...new Set(values)].toSorted());
const slug = z.string().regex(URL_NAME_PATTERN, URL_NAME_MESSAGE);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .refine((value) => (values as readonly string[]).includes(value), `is one of ${values.join(', ')}`)
    .transform((value) => value as T[number]);

/** Writes a boolean, a number, a date (epoch ms), a list or a text as its cell. */
export const cell = {
  text: (value: string | null | undefined) => value ?? '',
  bool: (value: boolean) => (value ? 'true' : 'false'),
  number: (value: number) => String(value),
  date: (value: number | Date | null | undefined) =>
    value === null || value === undefined ? '' : new Date(value).toISOString(),
  list: (values: readonly string[]) => [...new Set(values)].toSorted().join(CSV_LIST_SEPARATOR),
};

// ---------------------------------------------------------------------------------------------------
// The two files

/** Offers: one row an offer. `partner_name` is written for people and ignored on import. */
export const offerCsvRowSchema = z.object({
  offer_id: newOrId,
  partner_id: id,
  partner_name: z.string().transform(() => undefined),
  category: slug,
  subcategories: list(slug, 'subcategories'),
  tags: list(z.string().max(80, 'a tag is at most 80 characters'), 'tags'),
  title_en: required(300),
  title_fr: required(300),
  description_en: text(4000),
  description_fr: text(4000),
  legal_en: text(20_000),
  legal_fr: text(20_000),
  online: bool,
  in_store: bool,
  is_spc_plus: bool,
  verified_students_only: bool,
  is_limited_time: bool,
  lto_start_date: optionalDate,
  lto_end_date: optionalDate,
  is_new_offer: bool,
  is_new_partner: bool,
  discount_rank: whole(0, 1_000_000),
  start_date: date,
  end_date: optionalDate,
  status: choice(OFFER_STATUSES),
  code_type: choice(CODE_TYPES),
  display_kind: choice(DISPLAY_KINDS),
  static_code: optionalText(200),
  website_url: optionalText(2000),
  value_cents: whole(0, 100_000_000),
});
export type OfferCsvRow = z.infer<typeof offerCsvRowSchema>;
export const OFFER_CSV_COLUMNS = Object.keys(offerCsvRowSchema.shape) as (keyof OfferCsvRow)[];

/** Partners: one row a partner (their logos and store locations are edited in the console). */
export const partnerCsvRowSchema = z.object({
  partner_id: newOrId,
  partner_name: required(200),
  url_name: slug.max(80, 'is at most 80 characters'),
  description_en: text(4000),
  description_fr: text(4000),
  website_url: optionalText(2000),
  is_bank: bool,
});
export type PartnerCsvRow = z.infer<typeof partnerCsvRowSchema>;
export const PARTNER_CSV_COLUMNS = Object.keys(partnerCsvRowSchema.shape) as (keyof PartnerCsvRow)[];

/** The rules across cells of one offer row (the database's own checks, said in words). */
export function offerRowIssues(row: OfferCsvRow): string[] {
  const issues: string[] = [];
  if (!row.online && !row.in_store) issues.push('online or in_store must be true');
  if (row.is_limited_time) {
    if (row.lto_start_date === null || row.lto_end_date === null) {
      issues.push('a limited-time offer needs lto_start_date and lto_end_date');
    } else if (row.lto_start_date > row.lto_end_date) {
      issues.push('lto_end_date is before lto_start_date');
    }
  }
  if (row.end_date !== null && row.end_date < row.start_date) issues.push('end_date is before start_date');
  if (row.code_type === 'static' && row.static_code === null) issues.push('a static code type needs static_code');
  return issues;
}

export const BULK_ENTITIES = ['offers', 'partners'] as const;
export type BulkEntity = (typeof BULK_ENTITIES)[number];

export const CSV_COLUMNS: Record<BulkEntity, readonly string[]> = {
  offers: OFFER_CSV_COLUMNS,
  partners: PARTNER_CSV_COLUMNS,
};

// ---------------------------------------------------------------------------------------------------
// The import

/** POST /api/staff/bulk/{offers|partners}/import. */
export const bulkImportBodySchema = z.object({
  csv: z
    .string({ error: 'Send the CSV file’s text as `csv`.' })
    .min(1, 'The file is empty.')
    .max(
      CSV_MAX_CHARS,
      `The file is too large: at most ${CSV_MAX_CHARS.toLocaleString('en-CA')} characters. Split it into smaller files.`,
    ),
  /** True: report what the import would do, write nothing. */
  dry_run: z.boolean(),
});
export type BulkImportBody = z.infer<typeof bulkImportBodySchema>;

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const importRowReportSchema = z.object({
  /** The file line of the row. */
  line: z.number().int(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** The row's id: the existing one, or the one it gets (real import) — null for an error or a dry-run creation. */
  id: z.number().int().nullable(),
  /** The columns that change (updated rows). */
  changed: z.array(z.string()),
  /** Why the row is refused (error rows): "title_fr: is required; …". */
  reason: z.string().nullable(),
});
export type ImportRowReport = z.infer<typeof importRowReportSchema>;

export const bulkImportReportSchema = z.object({
  entity: z.enum(BULK_ENTITIES),
  dry_run: z.boolean(),
  /** True once the rows are written (a real import without errors). */
  applied: z.boolean(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  rows: z.array(importRowReportSchema),
});
export type BulkImportReport = z.infer<typeof bulkImportReportSchema>;

/** A refused import (400 bad file, 422 rows in error) still carries its report when it has one. */
export const bulkImportErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  report: bulkImportReportSchema.optional(),
});

export const CSV_ERRORS = {
  CSV_EMPTY: 'The file has no header line.',
  CSV_TOO_MANY_ROWS: `The file has more than ${CSV_MAX_ROWS.toLocaleString('en-CA')} rows. Split it into smaller files.`,
  IMPORT_HAS_ERRORS: 'Some rows have errors, so nothing was imported. Fix them and run the dry run again.',
} as const;

/** The header's problems against the expected columns (any order), or undefined when it is right. */
export function headerProblem(header: readonly string[], expected: readonly string[]): string | undefined {
  const names = header.map((name) => name.trim());
  const missing = expected.filter((name) => !names.includes(name));
  const unknown = names.filter((name) => !expected.includes(name));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  const parts = [
    missing.length > 0 ? `missing ${missing.join(', ')}` : '',
    unknown.length > 0 ? `unknown ${unknown.map((name) => name || '(empty)').join(', ')}` : '',
    repeated.length > 0 ? `repeated ${repeated.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0
    ? `The header line does not match the export's columns (${parts.join('; ')}). Start from an exported file.`
    : undefined;
}

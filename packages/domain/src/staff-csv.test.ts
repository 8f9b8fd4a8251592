// The bulk CSV's reader and writer: any record written is read back the same (property), Excel's
// byte-order mark and line ends are accepted, bad quoting is refused with its line, and the header check
// names what is missing or unknown.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  CsvSyntaxError,
  csvField,
  csvLine,
  headerProblem,
  offerCsvRowSchema,
  offerRowIssues,
  parseCsv,
} from './staff-csv.ts';

describe('csvLine and parseCsv', () => {
  it('read back every record they write, whatever its text', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\n', '\r\n', ' ', '|', '=', 'x') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = CSV_BOM + rows.map((row) => csvLine(row)).join('');
        expect(parseCsv(text).map((record) => record.fields)).toEqual(rows);
      }),
    );
  });

  it('quotes only what needs it', () => {
    expect(csvField('Pizza Nova')).toBe('Pizza Nova');
    expect(csvField('2 pour 1, sur tout')).toBe('"2 pour 1, sur tout"');
    expect(csvField('Le "meilleur"')).toBe('"Le ""meilleur"""');
    expect(csvField('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(csvField(' espace')).toBe('" espace"');
  });

  it('accepts LF line ends, skips blank lines and numbers records by their first line', () => {
    const records = parseCsv('a,b\n\n"x\ny",2\n3,4');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['x\ny', '2'] },
      { line: 5, fields: ['3', '4'] },
    ]);
  });

  it('refuses a stray quote, text after a closing quote and a quote never closed, naming the line', () => {
    expect(() => parseCsv('a,b\r\n1,Pizza "Nova"\r\n')).toThrow(
      new CsvSyntaxError(2, 'Line 2: a quote inside an unquoted field; quote the whole field.'),
    );
    expect(() => parseCsv('a,b\r\n"1"x,2\r\n')).toThrow(/Line 2: text after a closing quote/);
    expect(() => parseCsv('a,b\r\n1,2\r\n3,"never\r\nclosed')).toThrow(/Line 3: a quoted field is never closed/);
  });
});

describe('headerProblem', () => {
  it('accepts the columns in any order and names the missing, unknown and repeated ones', () => {
    expect(headerProblem(['b', 'a'], ['a', 'b'])).toBeUndefined();
    expect(headerProblem(['a', 'c', 'c'], ['a', 'b'])).toMatch(/missing b; unknown c, c; repeated c/);
  });
});

describe('an offer row', () => {
  const row = {
    offer_id: '',
    partner_id: '3',
    partner_name: 'ignored',
    category: 'food',
    subcategories: 'pizza| burgers |pizza',
    tags: '',
    title_en: 'Two for one',
    title_fr: 'Deux pour un',
    description_en: '',
    description_fr: '',
    legal_en: '',
    legal_fr: '',
    online: 'TRUE',
    in_store: 'false',
    is_spc_plus: 'false',
    verified_students_only: 'false',
    is_limited_time: 'false',
    lto_start_date: '',
    lto_end_date: '',
    is_new_offer: 'false',
    is_new_partner: 'false',
    discount_rank: '0',
    start_date: '2026-11-23T05:00:00.000Z',
    end_date: '',
    status: 'active',
    code_type: 'static',
    display_kind: 'static',
    static_code: 'SPC10',
    website_url: '',
    value_cents: '500',
  };

  it('reads lists as sets, booleans in any case, empty cells as none', () => {
    const parsed = offerCsvRowSchema.parse(row);
    expect(parsed).toMatchObject({
      offer_id: null,
      subcategories: ['burgers', 'pizza'],
      online: true,
      end_date: null,
      website_url: null,
      start_date: Date.UTC(2026, 10, 23, 5),
    });
    expect(offerRowIssues(parsed)).toEqual([]);
  });

  it('says what is wrong across cells', () => {
    const parsed = offerCsvRowSchema.parse({ ...row, online: 'false', static_code: '', is_limited_time: 'true' });
    expect(offerRowIssues(parsed)).toEqual([
      'online or in_store must be true',
      'a limited-time offer needs lto_start_date and lto_end_date',
      'a static code type needs static_code',
    ]);
  });
});

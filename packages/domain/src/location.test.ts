// Postal codes (spec §5) and the haversine distance, with fast-check properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePostalCode } from './location-rules.ts';
import { haversineKm, isValidPostalCode, normalisePostal, postalCodeParam, postalCodeSchema } from './location.ts';

const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXYabceghjklmnprstvxy'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
const canadian = fc
  .tuple(letter, digit, letter, fc.constantFrom('', ' '), digit, letter, digit)
  .map((parts) => parts.join(''));
const zip = fc.array(digit, { minLength: 5, maxLength: 5 }).map((digits) => digits.join(''));
const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('postal codes', () => {
  it('accepts every Canadian code with or without its space, and every 5-digit ZIP', () => {
    fc.assert(fc.property(fc.oneof(canadian, zip), (code) => isValidPostalCode(code)));
  });

  it('normalises Canadian codes to "A1B 2C3" and is idempotent', () => {
    fc.assert(
      fc.property(canadian, (code) => {
        const normal = normalisePostal(code);
        expect(normal).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
        expect(normalisePostal(normal)).toBe(normal);
        expect(normal.replace(' ', '')).toBe(code.replace(' ', '').toUpperCase());
      }),
    );
  });

  it('refuses anything longer than 7 characters or of another shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const valid = isValidPostalCode(text);
        if (valid) expect(text.length).toBeLessThanOrEqual(7);
        if (text.length > 7) expect(valid).toBe(false);
      }),
    );
    for (const bad of ['A1B  2C3', 'A1B-2C3', '1A2 B3C', '1234', '123456', 'ABCDE', '']) {
      expect(isValidPostalCode(bad)).toBe(false);
    }
  });

  it('parses through the schemas: trimmed and normalised; the query form keeps an empty value', () => {
    expect(postalCodeSchema.parse(' h2x1y4 ')).toBe('H2X 1Y4');
    expect(postalCodeSchema.safeParse('').success).toBe(false);
    expect(postalCodeParam.parse('')).toBe('');
    expect(postalCodeParam.parse('90210')).toBe('90210');
    expect(postalCodeParam.safeParse('H2X-1Y4').success).toBe(false);
  });

  it('parses without zod exactly as postalCodeSchema does (the in-store search page reads codes so)', () => {
    const padded = (code: fc.Arbitrary<string>) =>
      fc.tuple(fc.constantFrom('', ' ', '  '), code, fc.constantFrom('', ' ')).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(padded(canadian), padded(zip), fc.string({ maxLength: 12 })), (text) => {
        const schema = postalCodeSchema.safeParse(text);
        expect(parsePostalCode(text)).toBe(schema.success ? schema.data : undefined);
      }),
    );
    expect(parsePostalCode(' h2x1y4 ')).toBe('H2X 1Y4');
    expect(parsePostalCode('')).toBeUndefined();
    expect(parsePostalCode('H2X 1Y45')).toBeUndefined();
  });
});

describe('haversineKm', () => {
  it('is zero from a point to itself', () => {
    fc.assert(fc.property(point, (p) => haversineKm(p, p) === 0));
  });

  it('is symmetric', () => {
    fc.assert(fc.property(point, point, (a, b) => Math.abs(haversineKm(a, b) - haversineKm(b, a)) < 1e-6));
  });

  it('obeys the triangle inequality and never exceeds half the circumference', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // 1e-4 km (10 cm) of floating-point slack: asin near 1 loses about 1e-5 km on antipodal points.
        expect(haversineKm(a, c)).toBeLessThanOrEqual(haversineKm(a, b) + haversineKm(b, c) + 1e-4);
        expect(haversineKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-4);
      }),
    );
  });

  it('puts Montréal about 504 km from Toronto', () => {
    const km = haversineKm({ lat: 45.5019, lon: -73.5674 }, { lat: 43.6532, lon: -79.3832 });
    expect(Math.abs(km - 504)).toBeLessThanOrEqual(10);
  });
});

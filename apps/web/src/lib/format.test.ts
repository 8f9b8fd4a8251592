import { describe, expect, it } from 'vitest';
import { formatCad, formatDate, formatKm } from './format.ts';

describe('format', () => {
  it('writes money per locale (spec §9: French comma and trailing $)', () => {
    expect(formatCad(1199, 'en')).toBe('$11.99');
    expect(formatCad(1199, 'fr').replace(/\s/g, ' ')).toBe('11,99 $');
  });

  it('writes dates per locale', () => {
    const date = new Date(2026, 2, 5, 12).getTime();
    expect(formatDate(date, 'en')).toBe('March 5, 2026');
    expect(formatDate(date, 'fr')).toBe('5 mars 2026');
  });

  it('writes distances per locale', () => {
    expect(formatKm(2.44, 'en')).toBe('2.4 km');
    expect(formatKm(2.44, 'fr').replace(/\s/g, ' ')).toBe('2,4 km');
    expect(formatKm(12.6, 'en')).toBe('13 km');
  });
});

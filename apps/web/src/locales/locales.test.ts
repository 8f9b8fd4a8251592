// Catalogue parity (house rule 6): every namespace exists in both languages with the same keys, and
// no value is empty.
import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function byLanguage(language: string): Map<string, Record<string, unknown>> {
  const result = new Map<string, Record<string, unknown>>();
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) result.set(match[2], catalogue);
  }
  return result;
}

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

const en = byLanguage('en');
const fr = byLanguage('fr');

describe('locales', () => {
  it('has the same namespaces in en and fr', () => {
    expect(en.size).toBeGreaterThan(0);
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const namespace of en.keys()) {
    it(`has the same keys in en and fr for "${namespace}"`, () => {
      const enKeys = [...leaves(en.get(namespace)).keys()].sort();
      const frKeys = [...leaves(fr.get(namespace)).keys()].sort();
      expect(frKeys).toEqual(enKeys);
    });
  }

  for (const [language, namespaces] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`has no empty or non-text value in ${language}`, () => {
      const bad: string[] = [];
      for (const [namespace, catalogue] of namespaces) {
        for (const [key, value] of leaves(catalogue)) {
          if (typeof value !== 'string' || value.trim() === '') bad.push(`${namespace}:${key}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});

// Catalogue parity (house rule 6), over every catalogue this package holds: each namespace exists in
// both languages with the same keys (plural forms aside: French and English pluralise alike today), no
// value is empty, and every {{placeholder}} of an English text is in its French text too.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('./', import.meta.url);
const LANGUAGES = ['en', 'fr'] as const;

function catalogues(language: string): Map<string, unknown> {
  const dir = new URL(`${language}/`, root);
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown]),
  );
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

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = catalogues('en');
const fr = catalogues('fr');

describe('catalogues', () => {
  it('has the same namespaces in en and fr', () => {
    expect(en.size).toBeGreaterThan(0);
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const namespace of en.keys()) {
    it(`has the same keys and placeholders in en and fr for "${namespace}"`, () => {
      const enLeaves = leaves(en.get(namespace));
      const frLeaves = leaves(fr.get(namespace));
      expect([...frLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
      for (const [key, text] of enLeaves) expect(placeholders(frLeaves.get(key)), key).toEqual(placeholders(text));
    });
  }

  for (const language of LANGUAGES) {
    it(`has no empty or non-text value in ${language}`, () => {
      const bad: string[] = [];
      for (const [namespace, catalogue] of language === 'en' ? en : fr) {
        for (const [key, value] of leaves(catalogue)) {
          if (typeof value !== 'string' || value.trim() === '') bad.push(`${namespace}:${key}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});

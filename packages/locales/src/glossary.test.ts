// One French term per concept (issue 23 item 13): the membership is « abonnement » everywhere (never
// « adhésion », nor « adhérer » for taking one), what a member saves is « sauvegardé » (the menu entry and the page both say « Mes
// sauvegardes »; « enregistrer » is for registering a card and saving a form, so it never names the
// saved offers), and a trial « a commencé » (never « est commencé »). Read off every French catalogue,
// e-mails included, so a new string cannot bring a second word back.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('fr/', import.meta.url);

function texts(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) texts(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

const french = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    texts(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown, file.replace(/\.json$/, ''), []),
  );

const RETIRED: [RegExp, string][] = [
  [/adhésion|adhérer/i, 'abonnement'],
  [/\benregistrements\b/i, 'sauvegardes'],
  [/\best commencée?/i, 'a commencé'],
];

describe('French glossary', () => {
  it('reads every French catalogue', () => {
    expect(french.length).toBeGreaterThan(500);
  });

  it.each(RETIRED)('never says %s (the word is « %s »)', (retired) => {
    expect(french.filter(([, text]) => retired.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('names the saved page as the menu does', () => {
    const text = (path: string) => french.find(([key]) => key === path)?.[1];
    expect(text('nav.header.saved')).toBe('Mes sauvegardes');
    expect(text('saved.favourites.title')).toBe('Mes sauvegardes');
  });

  it('says « sauvegarder », never « enregistrer », for putting an offer in a list', () => {
    const savingOffers = french.filter(
      ([path]) => path.startsWith('saved.chooser.') || path.startsWith('saved.list.') || path.startsWith('deals.save.'),
    );
    expect(savingOffers.length).toBeGreaterThan(10);
    expect(savingOffers.filter(([, text]) => /enregistr/i.test(text)).map(([path]) => path)).toEqual([]);
  });
});

// Properties of the favourites and saved-list rules (spec §2 chooser, §4 "Updates", "Choosing a list",
// §5 list name): the favourites merge keeps both sides' changes, the chooser's truncation counts
// characters, a list name is trimmed and never empty, and choosing a list twice adds the offer once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendOffer,
  displayListName,
  LIST_NAME_DISPLAY_LIMIT,
  LIST_NAME_MAX_LENGTH,
  LIST_NAME_TRUNCATED_LENGTH,
  listItemCount,
  listNameKey,
  mergeFavourites,
  normaliseListName,
  toggleId,
} from './saved-rules.ts';

/** Small ids, so the server's, the before and the after lists overlap often. */
const ids = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 15 });
const id = fc.integer({ min: 1, max: 30 });
/** Any text, astral characters (emoji) included. */
const text = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: 'binary', ...constraints });
const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003'), maxLength: 6 });

describe('mergeFavourites', () => {
  it('keeps the local additions, drops the local removals and keeps what only the server had', () => {
    fc.assert(
      fc.property(ids, ids, ids, (server, before, after) => {
        const merged = mergeFavourites(server, before, after);
        const added = after.filter((value) => !before.includes(value));
        const removed = before.filter((value) => !after.includes(value));
        for (const value of added) expect(merged).toContain(value);
        for (const value of removed) expect(merged).not.toContain(value);
        for (const value of server.filter((entry) => !removed.includes(entry))) expect(merged).toContain(value);
        // Nothing comes from nowhere.
        for (const value of merged) expect([...server, ...added]).toContain(value);
      }),
    );
  });

  it('never holds an id twice', () => {
    fc.assert(
      fc.property(ids, ids, fc.array(id, { maxLength: 15 }), (server, before, after) => {
        const merged = mergeFavourites(server, before, after);
        expect(new Set(merged).size).toBe(merged.length);
      }),
    );
  });

  it("keeps the server's order and appends the additions in the order they were made", () => {
    fc.assert(
      fc.property(ids, ids, ids, (server, before, after) => {
        const merged = mergeFavourites(server, before, after);
        const removed = new Set(before.filter((value) => !after.includes(value)));
        const kept = server.filter((value) => !removed.has(value));
        expect(merged.slice(0, kept.length)).toEqual(kept);
        const appended = after.filter((value) => !before.includes(value) && !kept.includes(value));
        expect(merged.slice(kept.length)).toEqual(appended);
      }),
    );
  });

  it('gives the local list (as a set) when nobody else changed the server meanwhile', () => {
    fc.assert(
      fc.property(ids, ids, (before, after) => {
        expect(new Set(mergeFavourites(before, before, after))).toEqual(new Set(after));
      }),
    );
  });

  it('changes nothing when there is no local change', () => {
    fc.assert(
      fc.property(ids, ids, (server, local) => {
        expect(mergeFavourites(server, local, local)).toEqual(server);
      }),
    );
  });

  it('merges a toggle made in one tab with one made in another', () => {
    // Tab A showed [1, 2] and removed 1; tab B had meanwhile added 3.
    expect(mergeFavourites([1, 2, 3], [1, 2], toggleId([1, 2], 1, false))).toEqual([2, 3]);
    expect(mergeFavourites([1, 2, 3], [1, 2], toggleId([1, 2], 4, true))).toEqual([1, 2, 3, 4]);
  });
});

describe('toggleId', () => {
  it('adds the id once at the end or removes it, the others keeping their order', () => {
    fc.assert(
      fc.property(ids, id, fc.boolean(), (list, value, on) => {
        const toggled = toggleId(list, value, on);
        const others = list.filter((entry) => entry !== value);
        expect(toggled).toEqual(on ? [...others, value] : others);
      }),
    );
  });
});

describe('displayListName', () => {
  it(`shows a name of up to ${LIST_NAME_DISPLAY_LIMIT} characters unchanged`, () => {
    fc.assert(
      fc.property(text({ maxLength: LIST_NAME_DISPLAY_LIMIT }), (name) => {
        expect(displayListName(name)).toEqual({ text: name, truncated: false });
      }),
    );
  });

  it(`shows a longer name as its first ${LIST_NAME_TRUNCATED_LENGTH} characters and an ellipsis`, () => {
    fc.assert(
      fc.property(text({ minLength: LIST_NAME_DISPLAY_LIMIT + 1, maxLength: 120 }), (name) => {
        const shown = displayListName(name);
        expect(shown.truncated).toBe(true);
        expect(shown.text).toBe(`${[...name].slice(0, LIST_NAME_TRUNCATED_LENGTH).join('')}…`);
        expect([...shown.text]).toHaveLength(LIST_NAME_TRUNCATED_LENGTH + 1);
        expect(name.startsWith(shown.text.slice(0, -1))).toBe(true);
      }),
    );
  });

  it('counts characters, not UTF-16 units: emoji are neither counted twice nor cut in half', () => {
    const emoji45 = '🎉'.repeat(LIST_NAME_DISPLAY_LIMIT);
    expect(emoji45).toHaveLength(LIST_NAME_DISPLAY_LIMIT * 2);
    expect(displayListName(emoji45)).toEqual({ text: emoji45, truncated: false });
    const shown = displayListName(`${'🎉'.repeat(LIST_NAME_DISPLAY_LIMIT)}🍁`);
    expect(shown).toEqual({ text: `${'🎉'.repeat(LIST_NAME_TRUNCATED_LENGTH)}…`, truncated: true });
    expect(shown.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('cuts at the boundaries the spec names', () => {
    expect(displayListName('a'.repeat(45))).toEqual({ text: 'a'.repeat(45), truncated: false });
    expect(displayListName('a'.repeat(46))).toEqual({ text: `${'a'.repeat(40)}…`, truncated: true });
    expect(displayListName('')).toEqual({ text: '', truncated: false });
  });
});

describe('normaliseListName', () => {
  it('trims and folds runs of spaces, or answers null when nothing is left or it is too long', () => {
    fc.assert(
      fc.property(whitespace, text({ maxLength: 120 }), whitespace, (lead, body, trail) => {
        const name = normaliseListName(`${lead}${body}${trail}`);
        const expected = body.trim().replace(/\s+/g, ' ');
        if (expected.length === 0 || expected.length > LIST_NAME_MAX_LENGTH) expect(name).toBeNull();
        else expect(name).toBe(expected);
      }),
    );
  });

  it('answers a name that is trimmed, not empty, and already normal', () => {
    fc.assert(
      fc.property(text({ maxLength: 120 }), (raw) => {
        const name = normaliseListName(raw);
        if (name === null) return;
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(LIST_NAME_MAX_LENGTH);
        expect(name).toBe(name.trim());
        expect(name).not.toMatch(/\s\s/);
        expect(normaliseListName(name)).toBe(name);
      }),
    );
  });

  it("gives null for an empty or blank name ('Enter valid list name')", () => {
    fc.assert(
      fc.property(whitespace, (blank) => {
        expect(normaliseListName(blank)).toBeNull();
      }),
    );
    expect(normaliseListName('')).toBeNull();
    expect(normaliseListName('  Road   trip ')).toBe('Road trip');
    expect(normaliseListName('x'.repeat(LIST_NAME_MAX_LENGTH))).toBe('x'.repeat(LIST_NAME_MAX_LENGTH));
    expect(normaliseListName('x'.repeat(LIST_NAME_MAX_LENGTH + 1))).toBeNull();
  });
});

describe('listNameKey', () => {
  it('makes names that differ only in case or spacing the same list', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéèàç '), minLength: 1 });
    fc.assert(
      fc.property(letters, whitespace, (name, pad) => {
        expect(listNameKey(`${pad}${name.toUpperCase()}${pad}`)).toBe(listNameKey(name.toLowerCase()));
        const normal = normaliseListName(name);
        if (normal !== null) expect(listNameKey(normal)).toBe(listNameKey(name));
      }),
    );
    expect(listNameKey('Summer deals')).not.toBe(listNameKey('Summer deal'));
  });
});

describe('appendOffer', () => {
  it('appends the offer once, keeps the rest, and choosing the same list again changes nothing', () => {
    fc.assert(
      fc.property(ids, id, (list, offer) => {
        const once = appendOffer(list, offer);
        expect(once.slice(0, list.length)).toEqual(list);
        expect(once.filter((value) => value === offer)).toHaveLength(1);
        expect(once).toHaveLength(list.includes(offer) ? list.length : list.length + 1);
        expect(appendOffer(once, offer)).toEqual(once);
      }),
    );
  });

  it('starts a list whose offers are absent, and never changes the list it was given', () => {
    expect(appendOffer(undefined, 7)).toEqual([7]);
    expect(appendOffer(null, 7)).toEqual([7]);
    const list = Object.freeze([1, 2]);
    expect(appendOffer(list, 2)).not.toBe(list);
    expect(appendOffer(list, 3)).toEqual([1, 2, 3]);
    expect(list).toEqual([1, 2]);
  });
});

describe('listItemCount', () => {
  it('counts absent offers as zero items (spec §3)', () => {
    expect(listItemCount({})).toBe(0);
    expect(listItemCount({ offer_ids: null })).toBe(0);
    expect(listItemCount({ offer_ids: [4, 5] })).toBe(2);
  });
});

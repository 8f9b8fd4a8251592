import { describe, expect, it } from 'vitest';
import { diffFields } from './diff.ts';

describe('diffFields', () => {
  it('lists changed, added, removed and unchanged fields, nested ones by their dotted path', () => {
    expect(
      diffFields(
        { title: 'Two for one', status: 'active', tags: ['pizza'], location: { city: 'Montréal' }, old: 1 },
        { title: 'Two for one pizzas', status: 'active', tags: ['pizza', 'food'], location: { city: 'Laval' } },
      ),
    ).toEqual([
      { path: 'title', before: 'Two for one', after: 'Two for one pizzas', kind: 'changed' },
      { path: 'status', before: 'active', after: 'active', kind: 'unchanged' },
      { path: 'tags.0', before: 'pizza', after: 'pizza', kind: 'unchanged' },
      { path: 'location.city', before: 'Montréal', after: 'Laval', kind: 'changed' },
      { path: 'old', before: '1', after: undefined, kind: 'removed' },
      { path: 'tags.1', before: undefined, after: 'food', kind: 'added' },
    ]);
  });

  it('treats a creation (no before) as every field added, and a deletion as every field removed', () => {
    expect(diffFields(null, { name: 'Café' })).toEqual([
      { path: 'name', before: undefined, after: 'Café', kind: 'added' },
    ]);
    expect(diffFields({ name: 'Café' }, null)).toEqual([
      { path: 'name', before: 'Café', after: undefined, kind: 'removed' },
    ]);
    expect(diffFields(null, null)).toEqual([]);
  });
});

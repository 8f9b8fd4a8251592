import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds canonical /deals URLs, leaving defaults out', () => {
    expect(paths.deals()).toBe('/deals');
    expect(paths.deals({ page: 1, sort_by: 'views', offer_filters: [] })).toBe('/deals');
    expect(paths.deals({ offer_filters: ['new', 'online'], sort_by: 'alphabetical', page: 3, category: 'food' })).toBe(
      '/deals?category=food&offer_filters=online,new&sort_by=alphabetical&page=3',
    );
  });

  it('encodes the partner in offer links', () => {
    expect(paths.offer('café lumière', 42)).toBe('/deals/caf%C3%A9%20lumi%C3%A8re/offer/42');
  });
});

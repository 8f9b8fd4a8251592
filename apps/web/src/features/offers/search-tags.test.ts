import { describe, expect, it } from 'vitest';
import { searchTags } from './search-tags.ts';

describe('searchTags', () => {
  it('asks for one tag as it is, case folded', () => {
    expect(searchTags('Pizza')).toEqual(['pizza']);
  });

  it('splits on commas and also asks for the words of a phrase', () => {
    expect(searchTags(' running  shoes, Coffee ,,')).toEqual(['running shoes', 'coffee', 'running', 'shoes']);
  });

  it('normalises quotes, drops duplicates and sends at most 10 tags', () => {
    expect(searchTags("women’s, women's")).toEqual(["women's"]);
    expect(searchTags('a,b,c,d,e,f,g,h,i,j,k,l')).toHaveLength(10);
  });

  it('sends nothing for an empty query', () => {
    expect(searchTags(' , ')).toEqual([]);
  });
});

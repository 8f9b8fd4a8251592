// The canonical and alternate addresses of a page: French under /fr, only the listing parameters kept.
import { describe, expect, it } from 'vitest';
import { localizedUrl, pageUrls } from './page-urls.ts';

const ORIGIN = 'https://spc.example';

describe('localizedUrl', () => {
  it('puts French under the /fr prefix, the home page at /fr itself', () => {
    expect(localizedUrl(ORIGIN, '/', 'en')).toBe('https://spc.example/');
    expect(localizedUrl(ORIGIN, '/', 'fr')).toBe('https://spc.example/fr');
    expect(localizedUrl(ORIGIN, '/deals/category/food', 'fr')).toBe('https://spc.example/fr/deals/category/food');
  });

  it('keeps category and a page after the first, and drops sorts, filters and tracking', () => {
    expect(localizedUrl(ORIGIN, '/deals', 'en', '?sort_by=new&category=food&page=3&utm_source=x&source=home')).toBe(
      'https://spc.example/deals?category=food&page=3',
    );
    expect(localizedUrl(ORIGIN, '/deals', 'en', '?page=1')).toBe('https://spc.example/deals');
    expect(localizedUrl(ORIGIN, '/deals', 'en', '?page=')).toBe('https://spc.example/deals');
  });

  it('keeps an encoded path as it is', () => {
    expect(localizedUrl(ORIGIN, '/search/running%20shoes', 'fr')).toBe('https://spc.example/fr/search/running%20shoes');
  });
});

describe('pageUrls', () => {
  it('makes the canonical the page in its own language, and x-default the English page', () => {
    expect(pageUrls(ORIGIN, '/deals', '?page=2', 'fr')).toEqual({
      canonical: 'https://spc.example/fr/deals?page=2',
      en: 'https://spc.example/deals?page=2',
      fr: 'https://spc.example/fr/deals?page=2',
      xDefault: 'https://spc.example/deals?page=2',
    });
    expect(pageUrls(ORIGIN, '/deals', '', 'en').canonical).toBe('https://spc.example/deals');
  });
});

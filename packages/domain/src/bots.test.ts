import { describe, expect, it } from 'vitest';
import { isSearchEngineBot } from './bots.ts';

describe('isSearchEngineBot', () => {
  it('recognises the major crawlers whatever the case', () => {
    expect(isSearchEngineBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isSearchEngineBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isSearchEngineBot('DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)')).toBe(true);
    expect(isSearchEngineBot('facebookexternalhit/1.1')).toBe(true);
  });

  it('does not flag browsers or a missing header', () => {
    expect(
      isSearchEngineBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isSearchEngineBot('')).toBe(false);
    expect(isSearchEngineBot(undefined)).toBe(false);
  });
});

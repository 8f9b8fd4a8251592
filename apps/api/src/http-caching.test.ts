// The HTTP caching helpers of decision 018: Cache-Control values, strong ETags, If-None-Match, session cookies.
import { describe, expect, it } from 'vitest';
import { contentHash, hasSessionCookie, matchesIfNoneMatch, publicCacheControl, strongEtag } from './http-caching.ts';

describe('http caching', () => {
  it('lets a shared cache keep a public answer as long as the server does, browsers revalidating', () => {
    expect(publicCacheControl(30_000)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(publicCacheControl(200)).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=60');
  });

  it('gives each encoding of a body its own strong ETag, and another body another', () => {
    const hash = contentHash('<html>a</html>');
    expect(strongEtag(hash, undefined)).toBe(`"${hash}"`);
    expect(strongEtag(hash, 'br')).toBe(`"${hash}-br"`);
    expect(contentHash(Buffer.from('<html>a</html>'))).toBe(hash);
    expect(contentHash('<html>b</html>')).not.toBe(hash);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const etag = '"abc-br"';
    expect(matchesIfNoneMatch('"abc-br"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-br"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });

  it('knows a signed-in browser by its Better Auth session cookie only', () => {
    expect(hasSessionCookie('better-auth.session_token=t.s')).toBe(true);
    expect(hasSessionCookie('spc_language=fr; __Secure-better-auth.session_token=t')).toBe(true);
    expect(hasSessionCookie('spc_language=fr')).toBe(false);
    expect(hasSessionCookie('my-better-auth.session_token=t')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

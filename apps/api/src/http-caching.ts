// HTTP caching shared by the page cache (plugins/spa.ts) and the response cache
// (plugins/response-cache.ts), decision 018: strong ETags, If-None-Match, and the Cache-Control of
// public and personal answers, so a CDN in front can serve the public ones.
import { createHash } from 'node:crypto';

/** Anything that depends on the session: never stored by a browser or a shared cache (issue 16 item 9). */
export const PERSONAL_CACHE_CONTROL = 'no-store';

/**
 * A public answer: browsers revalidate it every time (max-age=0, cheap with the ETag's 304), a shared
 * cache keeps it as long as the server's own cache does and may serve it stale for a minute while it
 * fetches the next one.
 */
export function publicCacheControl(ttlMs: number): string {
  return `public, max-age=0, s-maxage=${Math.max(1, Math.round(ttlMs / 1000))}, stale-while-revalidate=60`;
}

/** The hash part of the strong ETags of one body (its encodings' tags add a suffix). */
export function contentHash(body: Buffer | string): string {
  return createHash('sha1').update(body).digest('base64url').slice(0, 22);
}

/** A strong ETag for a representation: each content encoding is a representation of its own. */
export function strongEtag(hash: string, encoding: string | undefined): string {
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether an If-None-Match header names this ETag (or `*`): the client's copy is current, answer 304. */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value.split(',').some((tag) => {
    const trimmed = tag.trim();
    // A weak comparison, as If-None-Match asks (RFC 9110 §13.1.2): W/"x" matches "x".
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Whether the request carries a Better Auth session cookie (plain or __Secure-): a signed-in browser. */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookie);
}

// The serving contract over HTTP against the production server: cache and security headers, JSON 404
// for unknown API paths, 404 for unknown pages, history fallback for deep links. Headers do not depend on the viewport, so
// only the desktop project runs this file.
import { expect, test } from '@playwright/test';

test.describe('serving contract', () => {
  test('pages are revalidated by browsers and carry a CSP; hashed assets are immutable', async ({ request }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expect(home.headers()['content-type']).toContain('text/html');
    // A browser asks again every time (max-age=0, with the page's strong ETag); a CDN may keep it briefly
    // (s-maxage, decision 018).
    expect(home.headers()['cache-control']).toMatch(/(^|, )max-age=0(,|$)/);
    expect(home.headers()['etag']).toMatch(/^"/);
    expect(home.headers()['content-security-policy']).toBeTruthy();

    const html = await home.text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'index.html references a script under /assets/').toBeTruthy();
    const script = await request.get(asset ?? '');
    expect(script.status()).toBe(200);
    const cacheControl = script.headers()['cache-control'] ?? '';
    expect(cacheControl).toContain('immutable');
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  test('unknown API paths answer a JSON 404', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    expect(body.error).toBe('NOT_FOUND');
    expect(typeof body.message).toBe('string');
  });

  test('a path no route lists answers 404 with the 404 page', async ({ request }) => {
    for (const url of ['/this/page/does-not-exist', '/this-page-does-not-exist']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain('Page not found');
    }
  });

  test('deep links are served the page (history fallback), revalidated by browsers', async ({ request }) => {
    const response = await request.get('/deals?sort_by=new');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toMatch(/(^|, )max-age=0(,|$)/);
    expect(await response.text()).toContain('<div id="root"');
  });
});

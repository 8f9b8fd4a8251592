// The console's pages on the server (issue 20 item 1; decision 030), against the real web build: a
// visitor or a member asking for /admin or any page under it gets the site's 404 page with status 404;
// staff get the app shell (the console is client-only), never cached or indexed; /admin/sign-in, the
// door, is the app shell for anyone, never cached by the page cache.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signUpAndVerify } from '../../../test/auth-helpers.ts';
import { staffSession } from '../../../test/staff.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../../../web/dist');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('console pages', () => {
  it('are the 404 page, status 404, for a visitor and a member', async () => {
    const member = await signUpAndVerify(t, { email: `member-${Date.now()}@pages.spc.test` });
    for (const url of ['/admin', '/admin/', '/admin/staff', '/admin/catalogue/offers/12']) {
      for (const cookie of [undefined, member.cookie]) {
        const response = await page(url, cookie);
        expect(response.statusCode, `${url} ${cookie ? 'member' : 'visitor'}`).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
        // The site's own 404 page, rendered on the server, in the public shell.
        expect(response.body).toContain('Page not found');
        expect(response.body).not.toContain('<div id="root"></div>');
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(String(response.headers['cache-control'])).not.toContain('public');
      }
    }
  });

  it('are the app shell for staff, never cached nor indexed', async () => {
    const editor = await staffSession(t, 'editor');
    const response = await page('/admin/staff', editor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The shell: nothing rendered in it (the console is client-only).
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('/admin/sign-in is the app shell for anyone, never cached', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await page('/admin/sign-in');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });
});

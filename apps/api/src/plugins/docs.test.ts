// /api/docs (issue 16 item 9): off in production unless API_DOCS=on; the document is built either way.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('/api/docs', () => {
  it('answers 404 in production by default, while app.swagger() still builds the document', async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect(t.app.swagger()).toHaveProperty('paths');
  });

  it('is served in production with API_DOCS=on', async () => {
    t = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('openapi');
  });
});

// Better Auth's per-IP limits: strict on the calls an attacker repeats, absent on reading the session,
// which every page load of every visitor behind one address (a campus network) does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('per-IP limits under /api/auth', () => {
  it('never limits reading the session', async () => {
    for (let i = 0; i < 400; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: '10.9.8.7' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits password-reset requests to 3 a minute per address, with Retry-After', async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '10.9.8.6',
        headers: { origin: t.config.publicUrl },
        payload: { email: 'nobody@example.com', redirectTo: '/__/auth/action' },
      });
    for (let i = 0; i < 3; i += 1) expect((await request()).statusCode).toBe(200);
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

// Issue 16 item 1: inputs that answered 500 — ids past int4, NUL characters and lone surrogates in
// stored strings, over-long page paths — each answered 4xx with the error shape naming the field.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './app.ts';
import { authHeaders, type SignedUp } from './auth-helpers.ts';
import { newMember } from './purchase-helpers.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR });
  member = await newMember(t);
});

afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(t, member.cookie),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

/** A refusal in the API's error shape, naming `field` when given. */
function expectRefusal(response: LightMyRequestResponse, status: number, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ error: string; message: string; field?: string }>();
  expect(body.error).toEqual(expect.any(String));
  expect(body.message).toEqual(expect.any(String));
  if (field) expect(body.field).toBe(field);
}

describe('ids past the int4 range', () => {
  it.each(['2147483648', '9999999999', '99999999999999999999'])(
    'GET /api/partners/v2/offers/partner/%s is 400',
    async (id) => {
      expectRefusal(await send('GET', `/api/partners/v2/offers/partner/${id}`), 400, 'id');
    },
  );

  it('GET /api/partners/v2/partners/2147483648/logo.svg is 400', async () => {
    expectRefusal(await send('GET', '/api/partners/v2/partners/2147483648/logo.svg'), 400, 'partnerId');
  });

  it('PUT /api/users/v2/user/profile with theme_id 2147483648 is 400', async () => {
    expectRefusal(await send('PUT', '/api/users/v2/user/profile', { theme_id: 2147483648 }), 400, 'theme_id');
  });

  it('the largest int4 id is a well-formed request (not found, not refused)', async () => {
    expect((await send('GET', '/api/partners/v2/offers/partner/2147483647')).statusCode).toBe(404);
    expect((await send('GET', '/api/partners/v2/partners/2147483647/logo.svg')).statusCode).toBe(404);
  });
});

describe('NUL characters and lone surrogates in stored strings', () => {
  const BAD = { nul: 'ab\u0000cd', surrogate: 'x\ud800', lowSurrogate: '\udc00y' };

  it.each(Object.entries(BAD))('POST /api/vip/verifyCode refuses %s with 400 naming code', async (_kind, value) => {
    expectRefusal(await send('POST', '/api/vip/verifyCode', { code: value }), 400, 'code');
  });

  it.each(Object.entries(BAD))('POST /api/vip/code refuses %s with 400', async (_kind, value) => {
    const response = await send('POST', '/api/vip/code', { code: value, email: 'vip@example.com', name: 'Vi P' });
    expectRefusal(response, 400, 'code');
    const named = await send('POST', '/api/vip/code', {
      code: 'VIP2024',
      email: 'vip@example.com',
      name: `Sam${value}`,
    });
    expectRefusal(named, 400, 'name');
  });

  it.each(Object.entries(BAD))('POST /api/users/redeemReferral refuses %s with 400', async (_kind, value) => {
    expectRefusal(
      await send('POST', '/api/users/redeemReferral', { referral_code: `abc${value}` }),
      400,
      'referral_code',
    );
  });

  it.each(Object.entries(BAD))('saved-list names refuse %s with 400 on create and rename', async (_kind, value) => {
    expectRefusal(await send('POST', '/api/partners/user/saved-list', { name: value }), 400, 'name');
    const created = await send('POST', '/api/partners/user/saved-list', { name: `plain ${_kind}` });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expectRefusal(
      await send('PUT', `/api/partners/user/saved-list/${id}`, { name: value, offer_ids: [] }),
      400,
      'name',
    );
  });

  it('a saved-list reference with a NUL is refused with 400', async () => {
    expectRefusal(await send('GET', '/api/partners/user/saved-list/ab%00cd'), 400, 'ref');
  });

  it.each(Object.entries(BAD))('PUT /api/users/v2/user/profile refuses %s in school_name', async (_kind, value) => {
    expectRefusal(await send('PUT', '/api/users/v2/user/profile', { school_name: value }), 400, 'school_name');
    expectRefusal(await send('PUT', '/api/users/v2/user/profile', { first_name: `Al${value}` }), 400, 'first_name');
  });

  it.each(Object.entries(BAD))('PUT /api/users/v2/user/register refuses %s in school_name', async (_kind, value) => {
    const response = await send('PUT', '/api/users/v2/user/register', {
      postal: 'M5V 2T6',
      school_type: 'university',
      school_name: value,
      international: false,
    });
    expectRefusal(response, 400, 'school_name');
  });

  it('a list name with a lone surrogate cannot be created twice nor renamed onto (no 500)', async () => {
    const first = await send('POST', '/api/partners/user/saved-list', { name: 'x\ud800' });
    expect(first.statusCode).toBe(400);
    const second = await send('POST', '/api/partners/user/saved-list', { name: 'x\ud800' });
    expect(second.statusCode).toBe(400);
  });
});

describe('path segments past the routing limit', () => {
  it('an API path segment over 100 characters is 414 in the error shape, without echoing the URL', async () => {
    const long = 'a'.repeat(101);
    const response = await send('GET', `/api/partners/v2/offers/partner/${long}`);
    expectRefusal(response, 414, 'path');
    expect(response.body).not.toContain(long);
  });

  it('an undecodable API path is 400 in the error shape', async () => {
    expectRefusal(await send('GET', '/api/partners/v2/offers/partner/%E0%A4%A'), 400, 'path');
  });
});

describe('page paths the API and the pages share rules for', () => {
  it.each([
    '/deals/2147483648',
    '/fr/deals/9999999999',
    '/deals/offer/2147483648',
    '/deals/some-partner/offer/2147483648',
    `/deals/category/${'c'.repeat(101)}`,
    `/deals/some-partner/offer/${'1'.repeat(101)}`,
    `/weekly-deals/${'w'.repeat(101)}`,
    `/search/${'s'.repeat(101)}`,
    `/${'h'.repeat(101)}`,
  ])('GET %s is answered below 500', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('GET /deals/2147483648 is a not-found page, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/deals/2147483648' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('GET /deals/ with 101 or more characters is a 4xx page, not a 500', async () => {
    for (const length of [101, 500, 5000]) {
      const response = await t.app.inject({ method: 'GET', url: `/deals/${'a'.repeat(length)}` });
      expect(response.statusCode, `length ${length}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `length ${length}`).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });
});

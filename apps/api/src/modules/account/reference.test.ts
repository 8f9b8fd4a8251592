// The public reference answers of the users service: GET /validate/postal/{postal} (spec §5 postal
// code rule, §8 'No postal code provided.') and GET /province (the 13 provinces and territories).
import { GEOCODING_ERRORS } from '@spc/domain/location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const validate = (postal: string) => t.app.inject({ method: 'GET', url: `/api/users/validate/postal/${postal}` });

describe('GET /api/users/validate/postal/{postal}', () => {
  it.each([
    ['h2x1y4', { valid: true, postal: 'H2X 1Y4', country: 'ca', province_code: 'QC' }],
    ['M5V%202T6', { valid: true, postal: 'M5V 2T6', country: 'ca', province_code: 'ON' }],
    ['%20x0a1h0%20', { valid: true, postal: 'X0A 1H0', country: 'ca', province_code: 'NU' }],
    ['X1A2P7', { valid: true, postal: 'X1A 2P7', country: 'ca', province_code: 'NT' }],
    ['90210', { valid: true, postal: '90210', country: 'us' }],
    // Well formed, but no province starts with D: valid by the spec's rule, with no province.
    ['D1A1A1', { valid: true, postal: 'D1A 1A1', country: 'ca' }],
    ['ABC123', { valid: false, postal: 'ABC123' }],
    ['1234', { valid: false, postal: '1234' }],
    ['123456', { valid: false, postal: '123456' }],
    ['H2X%20%201Y4', { valid: false, postal: 'H2X  1Y4' }],
  ])('%s → %j', async (postal, expected) => {
    const res = await validate(postal);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it.each(['', '%20', '%20%20%20'])(
    `a blank code (%j) is 400 '${GEOCODING_ERRORS.noPostalCodeProvided}'`,
    async (postal) => {
      const res = await validate(postal);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: GEOCODING_ERRORS.noPostalCodeProvided,
        field: 'postal',
      });
    },
  );

  it("no segment at all is the same 400 'No postal code provided.'", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/validate/postal' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: GEOCODING_ERRORS.noPostalCodeProvided, field: 'postal' });
  });

  it('a value far too long to be a postal code is 400 naming postal', async () => {
    const res = await validate('A'.repeat(40));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'postal' });
  });

  it('needs no session', async () => {
    expect((await validate('K1A0B1')).statusCode).toBe(200);
  });
});

describe('GET /api/users/province', () => {
  it('lists the 13 provinces and territories with their English and French names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/province' });
    expect(res.statusCode).toBe(200);
    const { provinces } = res.json<{ provinces: { code: string; name_en: string; name_fr: string }[] }>();
    expect(provinces.map((province) => province.code).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    for (const province of provinces) {
      expect(province.name_en).not.toBe('');
      expect(province.name_fr).not.toBe('');
    }
    const byCode = Object.fromEntries(provinces.map((province) => [province.code, province]));
    expect(byCode.QC).toEqual({ code: 'QC', name_en: 'Quebec', name_fr: 'Québec' });
    expect(byCode.BC?.name_fr).toBe('Colombie-Britannique');
    expect(byCode.PE?.name_fr).toBe('Île-du-Prince-Édouard');
    expect(byCode.NT?.name_en).toBe('Northwest Territories');
  });
});

describe('the OpenAPI document', () => {
  it('describes every users-service call of docs/api-accounts.md with its request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    type Operation = {
      requestBody?: unknown;
      parameters?: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    const { paths } = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    const calls = [
      ['get', '/userIsRegistered'],
      ['get', '/v2/user/register'],
      ['put', '/v2/user/register'],
      ['post', '/register'],
      ['get', '/register'],
      ['get', '/v2/user/profile'],
      ['put', '/v2/user/profile'],
      ['put', '/user/email'],
      ['put', '/user/password'],
      ['put', '/user/update_language'],
      ['put', '/user/alerts-policy'],
      ['post', '/passwordIsValid'],
      ['get', '/validate/postal/{postal}'],
      ['get', '/province'],
      ['post', '/user/verifyemail'],
      ['get', '/update/resendratelimit'],
      ['post', '/user/accesstoken'],
      ['post', '/isAllowedLogin'],
      ['post', '/updateLoginFailAttempt'],
      ['post', '/unlock-account'],
      ['delete', '/deleteUser'],
      ['post', '/deleteFirebaseUser'],
      ['get', '/v2/cardsForUser'],
    ] as const;
    for (const [method, path] of calls) {
      const operation = paths[`/api/users${path}`]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses), `${method} ${path}`).toContain(
        method === 'post' && path === '/register' ? '201' : '200',
      );
      if (method !== 'get') expect(operation!.requestBody, `${method} ${path}`).toBeDefined();
    }
    expect(paths['/api/users/register']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'firebase_uid', in: 'header' }),
    );
    expect(paths['/api/users/validate/postal/{postal}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'postal', in: 'path' }),
    );
  });
});

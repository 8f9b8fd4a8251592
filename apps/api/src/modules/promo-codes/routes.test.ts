// Promo and school codes (GET /api/partners/validatePromoCode/{code}, /school_code/{code}) and the
// product's price for a shopper (GET /api/promos/v2/product, /v2/product/guest), on the seeded codes.
import { productResponseSchema, promoCodeResponseSchema, schoolCodeResponseSchema } from '@spc/domain/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, socialSignIn } from '../../../test/auth-helpers.ts';
import { promoCodeHash } from '../../db/seed/store-data.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { promoCodes, schoolCodes } from '../../db/schema/index.ts';
import { newMember, purchase } from '../../../test/purchase-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the seeded codes', () => {
  it('are all there after seeding, and again after re-seeding', async () => {
    const codes = async () => ({
      promo: (await t.database.db.select().from(promoCodes)).map((row) => row.code).sort(),
      school: (await t.database.db.select().from(schoolCodes)).map((row) => row.code).sort(),
    });
    const expected = {
      promo: ['FREEYEAR', 'FUTURE25', 'LAUNCH50', 'STUDENT5', 'SUMMER2024', 'WELCOME10'],
      school: ['CONCORDIA', 'MCGILLFULL', 'UDEM2023'],
    };
    expect(await codes()).toEqual(expected);
    await seedDatabase(t.database.db);
    expect(await codes()).toEqual(expected);
  });
});

describe('GET /api/partners/validatePromoCode/{code}', () => {
  it('describes a valid code, in any case', async () => {
    const response = await get('/api/partners/validatePromoCode/welcome10');
    expect(response.statusCode).toBe(200);
    const body = promoCodeResponseSchema.parse(response.json());
    expect(body).toMatchObject({ code: 'WELCOME10', discount: { kind: 'percent', value: 10 } });
    expect(Date.parse(body.valid_until!)).toBeGreaterThan(Date.now());
    expect((await get('/api/partners/validatePromoCode/STUDENT5')).json()).toMatchObject({
      discount: { kind: 'amount', value: 500 },
    });
  });

  it('says why a code cannot be used', async () => {
    for (const [code, status, error] of [
      ['NOPE99', 404, 'PROMO_NOT_FOUND'],
      ['SUMMER2024', 422, 'PROMO_EXPIRED'],
      ['FUTURE25', 422, 'PROMO_NOT_STARTED'],
      ['LAUNCH50', 422, 'PROMO_USED_UP'],
      ['a!', 400, 'VALIDATION_ERROR'],
      [encodeURIComponent('x'.repeat(40)), 400, 'VALIDATION_ERROR'],
    ] as const) {
      const response = await get(`/api/partners/validatePromoCode/${code}`);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ error });
    }
  });

  it('tells a signed-in member a code they already used', async () => {
    const member = await newMember(t);
    expect((await purchase(t, member.cookie, { promo_code: 'STUDENT5' })).statusCode).toBe(201);
    const response = await get('/api/partners/validatePromoCode/STUDENT5', authHeaders(t, member.cookie));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'PROMO_ALREADY_USED' });
    expect((await get('/api/partners/validatePromoCode/STUDENT5')).statusCode).toBe(200);
  });
});

describe('GET /api/partners/school_code/{code}', () => {
  it('names the school of a valid code', async () => {
    const response = await get('/api/partners/school_code/concordia');
    expect(response.statusCode).toBe(200);
    expect(schoolCodeResponseSchema.parse(response.json())).toMatchObject({
      code: 'CONCORDIA',
      school_name: 'Concordia University',
      discount: { kind: 'percent', value: 20 },
    });
  });

  it('refuses a wrong, expired or used-up code', async () => {
    for (const [code, status, error] of [
      ['NOSCHOOL', 404, 'SCHOOL_CODE_NOT_FOUND'],
      ['UDEM2023', 422, 'SCHOOL_CODE_EXPIRED'],
      ['MCGILLFULL', 422, 'SCHOOL_CODE_USED_UP'],
    ] as const) {
      const response = await get(`/api/partners/school_code/${code}`);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ error });
    }
  });
});

describe('GET /api/promos/v2/product/guest', () => {
  it('prices the membership for a postal code, with a promo code', async () => {
    const response = await get(
      `/api/promos/v2/product/guest?postal=${encodeURIComponent('H2X 1Y4')}&promocode=welcome10`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = productResponseSchema.parse(response.json());
    expect(body.product).toEqual({
      id: 'spc-annual',
      description: '2019/20 Membership',
      price_cents: 1199,
      currency: 'CAD',
      duration_months: 12,
    });
    expect(body.promo?.code).toBe('WELCOME10');
    // 10.79 taxed in Quebec: GST 0.54 + QST 1.08.
    expect(body.quote).toMatchObject({ province: 'QC', discount_cents: 120, tax_cents: 162, total_cents: 1241 });
  });

  it('takes a hashed code (links in e-mails carry the SHA-256 of the code)', async () => {
    const response = await get(
      `/api/promos/v2/product/guest?postal=M5V2T6&promocode=${promoCodeHash('STUDENT5')}&is_hashed=true`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ promo: { code: 'STUDENT5' }, quote: { discount_cents: 500 } });
    const unknown = await get(`/api/promos/v2/product/guest?postal=M5V2T6&promocode=${'0'.repeat(64)}&is_hashed=true`);
    expect(unknown.statusCode).toBe(404);
    const malformed = await get('/api/promos/v2/product/guest?postal=M5V2T6&promocode=STUDENT5&is_hashed=true');
    expect(malformed.statusCode).toBe(400);
  });

  it('applies the better of a promo and a school code', async () => {
    const response = await get('/api/promos/v2/product/guest?postal=M5V2T6&promocode=WELCOME10&school_code=CONCORDIA');
    expect(response.json()).toMatchObject({
      promo: { code: 'WELCOME10' },
      school: { code: 'CONCORDIA' },
      quote: { discount_source: 'school', discount_cents: 240 },
    });
  });

  it('prices a US ZIP in US dollars, and needs a postal code', async () => {
    const us = await get('/api/promos/v2/product/guest?postal=10001');
    expect(us.json()).toMatchObject({ product: { currency: 'USD' }, quote: { currency: 'USD', tax_cents: 0 } });
    const none = await get('/api/promos/v2/product/guest');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'postal' });
  });

  it('answers code errors as the code calls do', async () => {
    const response = await get('/api/promos/v2/product/guest?postal=M5V2T6&promocode=SUMMER2024');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'PROMO_EXPIRED' });
  });
});

describe('GET /api/promos/v2/product (member)', () => {
  it("prices for the member's profile, and refuses visitors and unregistered users", async () => {
    const member = await newMember(t, { postal: 'B3H 4R2' });
    const response = await get('/api/promos/v2/product?promocode=STUDENT5', authHeaders(t, member.cookie));
    expect(response.statusCode, response.body).toBe(200);
    // 11.99 − 5.00 = 6.99, NS HST 14 % = 0.98.
    expect(response.json()).toMatchObject({
      quote: { province: 'NS', discount_cents: 500, tax_cents: 98, total_cents: 797 },
    });
    expect((await get('/api/promos/v2/product')).statusCode).toBe(401);
    const social = await socialSignIn(t, 'promo-unregistered@example.com');
    const unregistered = await get('/api/promos/v2/product', { cookie: social.cookie });
    expect(unregistered.statusCode).toBe(403);
  });

  it('prices without tax when the profile says nothing of where the member is', async () => {
    const member = await newMember(t, { postal: null });
    const response = await get('/api/promos/v2/product', authHeaders(t, member.cookie));
    expect(response.json()).toMatchObject({ quote: { province: null, tax_cents: 0, total_cents: 1199 } });
  });
});

describe('reservations', () => {
  it('counts a code used by a paid order, and never past its maximum', async () => {
    await t.database.db
      .update(promoCodes)
      .set({ maxRedemptions: 1, redemptions: 0 })
      .where(eq(promoCodes.code, 'FREEYEAR'));
    const a = await newMember(t);
    const b = await newMember(t);
    const [first, second] = await Promise.all([
      purchase(t, a.cookie, { promo_code: 'FREEYEAR' }, { nonce: null }),
      purchase(t, b.cookie, { promo_code: 'FREEYEAR' }, { nonce: null }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'FREEYEAR'));
    expect(row!.redemptions).toBe(1);
  });
});

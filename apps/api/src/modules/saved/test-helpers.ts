// Helpers of the favourites and saved-lists tests: a small catalogue with offers in every state
// (live, delisted, expired, not started), and requests as the web app sends them.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/app.ts';
import { authHeaders, type SignedUp } from '../../../test/auth-helpers.ts';
import { categories, offers, partners } from '../../db/schema/index.ts';

const DAY = 86_400_000;

export const CATEGORY_IDS = [901, 902, 903] as const;
export const PARTNER_ID = 901;
/** Offers by state; ids far above the seed's so the fixture stands alone. */
export const OFFER = {
  live1: 9101,
  live2: 9102,
  live3: 9103,
  delisted: 9104,
  expired: 9105,
  upcoming: 9106,
} as const;
export const LIVE_OFFERS = [OFFER.live1, OFFER.live2, OFFER.live3];

export async function seedCatalogue(t: TestApp, now = new Date()): Promise<void> {
  const { db } = t.database;
  await db.insert(categories).values(
    CATEGORY_IDS.map((id, index) => ({
      id,
      urlName: `saved-category-${id}`,
      nameEn: `Category ${id}`,
      nameFr: `Catégorie ${id}`,
      sortOrder: index,
    })),
  );
  await db.insert(partners).values({
    partnerId: PARTNER_ID,
    partnerName: 'Maple Books',
    sortName: 'maple books',
    urlName: 'maple-books',
    descriptionEn: 'Books.',
    descriptionFr: 'Des livres.',
    websiteUrl: 'https://maplebooks.example',
    logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const started = new Date(now.getTime() - 30 * DAY);
  const offer = (offerId: number, extra: Partial<typeof offers.$inferInsert> = {}) => ({
    offerId,
    partnerId: PARTNER_ID,
    categoryId: CATEGORY_IDS[0],
    titleEn: `Offer ${offerId}`,
    titleFr: `Offre ${offerId}`,
    descriptionEn: '10% off',
    descriptionFr: '10 % de rabais',
    online: true,
    inStore: false,
    startDate: started,
    endDate: null,
    codeType: 'static' as const,
    displayKind: 'static' as const,
    staticCode: 'MAPLE10',
    ...extra,
  });
  await db
    .insert(offers)
    .values([
      offer(OFFER.live1),
      offer(OFFER.live2),
      offer(OFFER.live3, { endDate: new Date(now.getTime() + 30 * DAY) }),
      offer(OFFER.delisted, { status: 'delisted' }),
      offer(OFFER.expired, { endDate: new Date(now.getTime() - DAY) }),
      offer(OFFER.upcoming, { startDate: new Date(now.getTime() + 30 * DAY) }),
    ]);
}

/**
 * A request from the app's own pages (session cookie and Origin), or a visitor's when `who` is null.
 * The payload is sent as JSON as it is (a string, an array, null…), so bad bodies reach the API.
 */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedUp | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who ? authHeaders(t, who.cookie) : { origin: t.config.publicUrl }),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
}

/** The `{ error, message }` of a refused call, after checking its status. */
export function refusal(response: LightMyRequestResponse, status: number) {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ error: string; message: string; field?: string }>();
}

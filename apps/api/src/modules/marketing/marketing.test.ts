// The marketing calls (issue 19 item 3; spec §7 `/ads-modal/all`, `/emailopt/all`, `POST /subscribe`,
// setUserAttributes; §8 e-mail subscribe): the modals' content with pictures that exist, the double
// opt-in (a GET confirms nothing; the e-mailed token, once, by POST), the spec's messages, bad inputs, the
// profile's switch feeding the platform, and travel photos checked by content and kept private.
import { randomUUID } from 'node:crypto';
import { adsModalResponseSchema, emailOptResponseSchema } from '@spc/domain/campaign-modals';
import {
  SUBSCRIBE_MESSAGES,
  TRAVEL_PHOTO_MAX_BYTES,
  TRAVEL_PHOTO_MESSAGES,
  UNSUBSCRIBE_MESSAGES,
} from '@spc/domain/marketing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, latestMail, nextClientAddress } from '../../../test/auth-helpers.ts';
import { newMember } from '../../../test/purchase-helpers.ts';
import { createMemoryStorage } from '../../adapters/storage/file-storage.ts';
import type { MarketingPlatform } from '../../adapters/marketing/platform.ts';
import { createEmbeddedMarketingPlatform } from '../../adapters/marketing/embedded.ts';
import { contests, emailSubscriptions, marketingContacts, travelPhotos } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { marketingRoutes } from './routes.ts';
import {
  confirmSubscription,
  forgetTravelPhotos,
  reviewTravelPhoto,
  setEmailChannelFromProfile,
  sendMarketingMail,
  subscribe,
  sweepOrphanTravelPhotoFiles,
  travelPhotoStorage,
  unsubscribeByLink,
  unsubscribeKey,
} from './service.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';
import { signToken } from '../../signed-token.ts';

let t: TestApp;
const storage = createMemoryStorage();

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const headers = (cookie?: string) => (cookie ? authHeaders(t, cookie) : { origin: t.config.publicUrl });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: headers() });
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: headers(cookie),
    remoteAddress: nextClientAddress(),
    payload: payload as object,
  });
const device_id = 'device-0123456789';
const address = () => `list-${randomUUID().slice(0, 8)}@example.com`;

async function tokenOf(email: string): Promise<string> {
  const mail = await latestMail(t, email, 'subscribe-confirmation');
  const token = new URL(mail?.link ?? 'http://x/').searchParams.get('subscribe_token');
  if (!token) throw new Error(`no confirmation link for ${email}`);
  return token;
}

describe('GET /api/users/ads-modal/all and /emailopt/all', () => {
  it('answers the seeded ads with pictures that are served (no more 404s)', async () => {
    const response = await get('/api/users/ads-modal/all');
    expect(response.statusCode).toBe(200);
    const { ads } = adsModalResponseSchema.parse(response.json());
    expect(ads.length).toBe(5); // the sixth seeded ad is inactive
    expect(ads.some((ad) => ad.is_spc_plus) && ads.some((ad) => !ad.is_spc_plus)).toBe(true);
    for (const ad of ads) {
      for (const src of [ad.image_en, ad.image_fr, ad.image_mobile_en, ad.image_mobile_fr]) {
        expect(src).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
      }
      expect(ad.image_en).not.toBe(ad.image_fr);
    }
    const picture = await get(ads[0]!.image_en);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const { width } = await sharp(picture.rawPayload).metadata();
    expect(width).toBeGreaterThan(300);
  });

  it('answers one e-mail opt modal per audience, in both languages, with served pictures', async () => {
    const response = await get('/api/users/emailopt/all');
    const { modals } = emailOptResponseSchema.parse(response.json());
    expect(modals.map((modal) => modal.is_spc_plus)).toEqual([false, true]);
    expect(modals[0]).toMatchObject({ title_en: 'Get on the list', title_fr: 'Inscrivez-vous à notre liste' });
    expect((await get(modals[1]!.image_mobile_fr)).statusCode).toBe(200);
  });
});

describe('POST /api/users/subscribe and the double opt-in', () => {
  it('mails a confirmation link; the platform hears nothing until the link is confirmed by POST', async () => {
    const email = address();
    const response = await post('/api/users/subscribe', { email, device_id, language: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'confirmation_sent' });
    const mail = await latestMail(t, email, 'subscribe-confirmation');
    expect(mail?.subject).toBe('Confirmez votre inscription à la liste de Carte SPC');
    expect(mail?.link).toMatch(new RegExp(`^${t.config.publicUrl}/deals\\?subscribe_token=[A-Za-z0-9_-]{43}$`));
    const platform = createEmbeddedMarketingPlatform(t.database.db);
    expect(await platform.isSubscribed(email)).toBe(false);

    // Following the link is a page (GET) that changes nothing; the API has no GET confirmation at all.
    const token = await tokenOf(email);
    expect((await get(`/api/users/subscribe/confirm?token=${token}`)).statusCode).toBe(404);
    expect(await platform.isSubscribed(email)).toBe(false);

    const confirmed = await post('/api/users/subscribe/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, email });
    expect(await platform.isSubscribed(email)).toBe(true);
    const [contact] = await t.database.db
      .select()
      .from(marketingContacts)
      .where(eq(marketingContacts.emailLower, email));
    expect(contact).toMatchObject({ language: 'fr', emailSubscribed: true });

    // The token works once; the address is now on the list.
    expect((await post('/api/users/subscribe/confirm', { token })).json()).toMatchObject({
      error: 'CONFIRMATION_INVALID',
    });
    const again = await post('/api/users/subscribe', { email: email.toUpperCase(), device_id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ALREADY_SUBSCRIBED', message: SUBSCRIBE_MESSAGES.ALREADY_SUBSCRIBED });
  });

  it("says 'already opted in, watch your inbox' while a link waits; a new link goes after an hour", async () => {
    const email = address();
    const deps = {
      db: t.database.db,
      cache: t.app.cache,
      config: t.config,
      mail: t.app.mail,
      log: t.app.log,
      marketing: createEmbeddedMarketingPlatform(t.database.db),
      unsubscribeKey: unsubscribeKey('a test secret'),
    };
    const t0 = new Date('2026-11-26T10:00:00Z');
    await subscribe(deps, null, { email, device_id }, t0);
    const first = await tokenOf(email);
    await expect(
      subscribe(deps, null, { email, device_id }, new Date(t0.getTime() + 59 * 60_000)),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'ALREADY_OPTED_IN',
      message: 'already opted in, watch your inbox',
    });
    await subscribe(deps, null, { email, device_id }, new Date(t0.getTime() + 61 * 60_000));
    const second = await tokenOf(email);
    expect(second).not.toBe(first);
    // The old link no longer works; the new one does, within 7 days only.
    await expect(confirmSubscription(deps, first, new Date(t0.getTime() + 62 * 60_000))).rejects.toMatchObject({
      code: 'CONFIRMATION_INVALID',
    });
    await expect(confirmSubscription(deps, second, new Date(t0.getTime() + 8 * 86_400_000))).rejects.toMatchObject({
      code: 'CONFIRMATION_INVALID',
    });
    await expect(confirmSubscription(deps, second, new Date(t0.getTime() + 86_400_000))).resolves.toEqual({
      success: true,
      email,
    });
  });

  it("answers 'already registered' for a signed-in member's own address (their profile switch is theirs)", async () => {
    const member = await newMember(t);
    const response = await post('/api/users/subscribe', { email: member.email, device_id }, member.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ALREADY_REGISTERED', message: 'already registered' });
  });

  it("answers 'Ooops! something wrong happened!' (503) when the platform cannot be reached, and nothing is spent", async () => {
    const down: MarketingPlatform = {
      setUserAttributes: () => Promise.reject(new Error('down')),
      isSubscribed: () => Promise.reject(new Error('down')),
    };
    const deps = {
      db: t.database.db,
      cache: t.app.cache,
      config: t.config,
      mail: t.app.mail,
      log: t.app.log,
      marketing: down,
      unsubscribeKey: unsubscribeKey('a test secret'),
    };
    await expect(subscribe(deps, null, { email: address(), device_id }, new Date())).rejects.toMatchObject({
      statusCode: 503,
      message: 'Ooops! something wrong happened!',
    });
    const email = address();
    await post('/api/users/subscribe', { email, device_id });
    const token = await tokenOf(email);
    await expect(confirmSubscription(deps, token, new Date())).rejects.toMatchObject({ code: 'SUBSCRIBE_FAILED' });
    const [row] = await t.database.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.emailLower, email));
    expect(row?.status).toBe('pending');
  });

  it.each([
    [{ email: 'not-an-address', device_id }, 'email'],
    [{ email: '', device_id }, 'email'],
    [{ device_id }, 'email'],
    [{ email: 'lea@example.com' }, 'device_id'],
    [{ email: 'lea@example.com', device_id: '<script>' }, 'device_id'],
    [{ email: 'lea@example.com', device_id, language: 'de' }, 'language'],
    [['an', 'array'], undefined],
  ])('refuses %j with a 400 and a human message', async (body, field) => {
    const response = await post('/api/users/subscribe', body);
    expect(response.statusCode).toBe(400);
    const json = response.json<{ message: string; field?: string }>();
    expect(json.message.length).toBeGreaterThan(5);
    if (field) expect(json.field).toBe(field);
  });

  it('refuses a malformed or unknown confirmation token with a human message', async () => {
    expect((await post('/api/users/subscribe/confirm', { token: 'short' })).statusCode).toBe(400);
    const unknown = await post('/api/users/subscribe/confirm', { token: 'a'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: SUBSCRIBE_MESSAGES.CONFIRMATION_INVALID });
  });
});

describe("the profile's opt-in switch feeds the platform", () => {
  it('turns the e-mail channel on and off for the member', async () => {
    const member = await newMember(t);
    const deps = { db: t.database.db, log: t.app.log, marketing: createEmbeddedMarketingPlatform(t.database.db) };
    const who = { userId: member.userId, email: member.email, language: 'en' as const };
    await setEmailChannelFromProfile(deps, { ...who, subscribed: true }, new Date());
    expect(await deps.marketing.isSubscribed(member.email)).toBe(true);
    await setEmailChannelFromProfile(deps, { ...who, subscribed: false }, new Date());
    expect(await deps.marketing.isSubscribed(member.email)).toBe(false);
  });

  it('follows a profile save through PUT /v2/user/profile', async () => {
    const member = await newMember(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/v2/user/profile',
      headers: headers(member.cookie),
      payload: { email_opt_in: true },
    });
    expect(put.statusCode).toBe(200);
    const platform = createEmbeddedMarketingPlatform(t.database.db);
    expect(await platform.isSubscribed(member.email)).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/v2/user/profile',
      headers: headers(member.cookie),
      payload: { email_opt_in: false },
    });
    expect(await platform.isSubscribed(member.email)).toBe(false);
  });
});

describe('unsubscribing from a marketing e-mail (RFC 8058 one-click; decision 039)', () => {
  const oneClick = (url: string, extra: Record<string, string> = {}) =>
    // What a mail client sends: a form body, no cookie, no Origin.
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
      payload: 'List-Unsubscribe=One-Click',
    });
  const pathOf = (url: string) => url.slice(t.config.publicUrl.length);
  const appKey = async () => unsubscribeKey((await t.app.auth.$context).secret);
  const profileOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/v2/user/profile', headers: headers(cookie) })).json<{
      email_opt_in: boolean;
    }>();

  async function confirmedVisitor(language: 'en' | 'fr') {
    const email = address();
    await post('/api/users/subscribe', { email, device_id, language });
    expect((await post('/api/users/subscribe/confirm', { token: await tokenOf(email) })).statusCode).toBe(200);
    const welcome = await latestMail(t, email, 'list-welcome');
    if (!welcome) throw new Error(`no list welcome for ${email}`);
    return { email, welcome };
  }

  it('confirming sends the list’s welcome, a marketing e-mail with the unsubscribe footer and header', async () => {
    const { email, welcome } = await confirmedVisitor('fr');
    expect(welcome.subject).toBe('Vous êtes sur la liste de Carte SPC');
    const oneClickUrl = welcome.metadata?.list_unsubscribe ?? '';
    expect(oneClickUrl).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/users/email-list/unsubscribe\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`),
    );
    const token = new URL(oneClickUrl).searchParams.get('token')!;
    // The footer, in the e-mail's language, names the address and links the French page with the same token.
    const page = `${t.config.publicUrl}/fr/unsubscribe?token=${token}`;
    expect(welcome.html).toContain(`href="${page}"`);
    expect(welcome.html).toContain(`l’adresse ${email} est inscrite à la liste d’envoi de Carte SPC`);
    expect(welcome.text).toContain('Me désinscrire de la liste');
    expect(welcome.text).toContain(page);
    // The confirmation itself is transactional: no unsubscribe link.
    const confirmation = await latestMail(t, email, 'subscribe-confirmation');
    expect(confirmation?.metadata?.list_unsubscribe).toBeUndefined();
    expect(confirmation?.html).not.toContain('/unsubscribe');
  });

  it('opening the link (GET) changes nothing; the one-click POST unsubscribes; a replay is the same', async () => {
    const { email, welcome } = await confirmedVisitor('en');
    const platform = createEmbeddedMarketingPlatform(t.database.db);
    const url = welcome.metadata!.list_unsubscribe!;
    // The web page the footer opens only reads its token (web's unsubscribe.test.tsx); the API has no GET.
    expect((await get(pathOf(url))).statusCode).toBe(404);
    expect(await platform.isSubscribed(email)).toBe(true);

    const first = await oneClick(pathOf(url));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ success: true, email });
    expect(await platform.isSubscribed(email)).toBe(false);
    const rows = await t.database.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.emailLower, email));
    expect(rows).toEqual([]);

    // The page's button posts JSON from the site; a replay of the link answers the same and changes nothing.
    const replay = await post(pathOf(url), {});
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true, email });
    expect(await platform.isSubscribed(email)).toBe(false);
    // Off the list, the address may subscribe again.
    expect((await post('/api/users/subscribe', { email, device_id })).statusCode).toBe(200);
  });

  it("turns the member's profile switch off with the platform and the list", async () => {
    const member = await newMember(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/v2/user/profile',
      headers: headers(member.cookie),
      payload: { email_opt_in: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await profileOf(member.cookie)).email_opt_in).toBe(true);
    const deps = { config: t.config, mail: t.app.mail, unsubscribeKey: await appKey() };
    await sendMarketingMail(deps, 'list-welcome', {
      to: member.email,
      language: 'en',
      data: { link: `${t.config.publicUrl}/deals` },
    });
    const mail = await latestMail(t, member.email, 'list-welcome');

    expect((await oneClick(pathOf(mail!.metadata!.list_unsubscribe!))).statusCode).toBe(200);

    expect((await profileOf(member.cookie)).email_opt_in).toBe(false);
    expect(await createEmbeddedMarketingPlatform(t.database.db).isSubscribed(member.email)).toBe(false);
    const rows = await t.database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.emailLower, member.email.toLowerCase()));
    expect(rows).toEqual([]);
  });

  it.each([
    [
      'signed with another key',
      () => createUnsubscribeToken(unsubscribeKey('another secret'), { emailLower: 'a@example.com', language: 'en' }),
    ],
    [
      'with its address swapped',
      async () => {
        const genuine = createUnsubscribeToken(await appKey(), { emailLower: 'a@example.com', language: 'en' });
        return `${Buffer.from('en:b@example.com').toString('base64url')}.${genuine.split('.')[1]}`;
      },
    ],
    ['signed by us over something else', async () => signToken(await appKey(), 'not an address')],
    ['garbled', () => 'abc'],
    ['empty', () => ''],
    ['far too long', () => `${'a'.repeat(600)}.${'b'.repeat(43)}`],
  ])('refuses a token %s with a 400 and a clear message, changing nothing', async (_label, make) => {
    const token = await make();
    const response = await oneClick(`/api/users/email-list/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(400);
    const json = response.json<{ error: string; message: string }>();
    expect(json.message).toMatch(/This unsubscribe link is not valid/);
  });

  it('refuses a request without a token with a 400', async () => {
    const response = await oneClick('/api/users/email-list/unsubscribe');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/not valid/);
  });

  it('answers 503 and changes nothing when the platform cannot be reached', async () => {
    const { email, welcome } = await confirmedVisitor('en');
    const token = new URL(welcome.metadata!.list_unsubscribe!).searchParams.get('token')!;
    const cleared: string[] = [];
    const down: MarketingPlatform = {
      setUserAttributes: () => Promise.reject(new Error('down')),
      isSubscribed: () => Promise.reject(new Error('down')),
    };
    const deps = {
      db: t.database.db,
      log: t.app.log,
      marketing: down,
      unsubscribeKey: await appKey(),
      clearProfileOptIn: async (address: string) => void cleared.push(address),
    };
    await expect(unsubscribeByLink(deps, token, new Date())).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNSUBSCRIBE_FAILED',
      message: UNSUBSCRIBE_MESSAGES.UNSUBSCRIBE_FAILED,
    });
    expect(cleared).toEqual([]);
    const [row] = await t.database.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.emailLower, email));
    expect(row?.status).toBe('confirmed');
  });
});

describe('travel photos', () => {
  let photoApp: TestApp;
  let contest: { id: number; urlName: string };
  beforeAll(async () => {
    photoApp = t;
    const [row] = await t.database.db
      .select({ id: contests.id, urlName: contests.urlName, start: contests.startDate, end: contests.endDate })
      .from(contests);
    // A running contest of the seed's, whichever it is: make sure it runs now.
    await t.database.db
      .update(contests)
      .set({ startDate: new Date(Date.now() - 86_400_000), endDate: new Date(Date.now() + 86_400_000) })
      .where(eq(contests.id, row!.id));
    t.app.cache.clear();
    contest = row!;
  });

  const jpeg = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a86ff' } })
      .jpeg()
      .toBuffer();

  async function send(cookie: string | undefined, bytes: Buffer, query = `contest=${contest.id}`, type = 'image/jpeg') {
    return photoApp.app.inject({
      method: 'POST',
      url: `/api/users/travel-photo?${query}`,
      headers: { ...headers(cookie), 'content-type': type },
      payload: bytes,
    });
  }

  it('needs a member', async () => {
    expect((await send(undefined, await jpeg())).statusCode).toBe(401);
  });

  it('keeps a real photo private until staff approve it', async () => {
    const member = await newMember(t);
    const response = await send(
      member.cookie,
      await jpeg(),
      `contest=${contest.urlName}&caption=Banff%20at%20dawn`,
      'application/octet-stream',
    );
    expect(response.statusCode).toBe(200);
    const photo = response.json<{ id: number; status: string; type: string }>();
    expect(photo).toMatchObject({ status: 'pending', type: 'image/jpeg', contest_id: contest.id });
    expect((await get(`/api/users/travel-photo/${photo.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(travelPhotos).where(eq(travelPhotos.id, photo.id));
    expect(row?.storageKey).toMatch(/^travel-photos\/\d+\/[0-9a-f-]+\.jpg$/);
    expect(row?.caption).toBe('Banff at dawn');
    await reviewTravelPhoto({ db: t.database.db }, photo.id, 'approved', 'staff@spccard.ca', new Date());
    const served = await get(`/api/users/travel-photo/${photo.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('checks the type by content, not by the declared type', async () => {
    const member = await newMember(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await send(member.cookie, svg, `contest=${contest.id}`, 'image/png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ error: 'PHOTO_TYPE', message: TRAVEL_PHOTO_MESSAGES.PHOTO_TYPE });
    // A JPEG header in front of garbage is not a photo.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await send(member.cookie, fake)).json()).toMatchObject({ error: 'PHOTO_UNREADABLE' });
    // A PNG declared as a JPEG is accepted as the PNG it is.
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await send(member.cookie, png)).json()).toMatchObject({ type: 'image/png' });
  });

  it('refuses an empty body, a photo over 5 MB, an unknown contest and a fourth photo', async () => {
    const member = await newMember(t);
    expect((await send(member.cookie, Buffer.alloc(0))).json()).toMatchObject({ error: 'PHOTO_EMPTY' });
    const big = Buffer.concat([await jpeg(), Buffer.alloc(TRAVEL_PHOTO_MAX_BYTES)]);
    const tooBig = await send(member.cookie, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: TRAVEL_PHOTO_MESSAGES.PHOTO_TOO_LARGE });
    expect((await send(member.cookie, await jpeg(), 'contest=no-such-contest')).json()).toMatchObject({
      error: 'CONTEST_NOT_RUNNING',
    });
    expect((await send(member.cookie, await jpeg(), 'contest=../../etc')).statusCode).toBe(400);
    expect((await send(member.cookie, await jpeg(), '')).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await send(member.cookie, await jpeg())).statusCode).toBe(200);
    const fourth = await send(member.cookie, await jpeg());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ error: 'PHOTO_LIMIT' });
  });

  it('deletes a member’s photos and their files with the account, and nobody else’s', async () => {
    const leaver = await newMember(t);
    const stayer = await newMember(t);
    for (const who of [leaver, leaver, stayer]) expect((await send(who.cookie, await jpeg())).statusCode).toBe(200);
    const rowsOf = (userId: string) => t.database.db.select().from(travelPhotos).where(eq(travelPhotos.userId, userId));
    const files = travelPhotoStorage(t.config);
    const leaverKeys = (await rowsOf(leaver.userId)).map((row) => row.storageKey);
    expect(leaverKeys).toHaveLength(2);
    for (const key of leaverKeys) expect(await files.exists(key)).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/deleteUser',
      headers: authHeaders(t, leaver.cookie),
      payload: { firebaseUid: leaver.userId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Gone in the same call, with no job run; the other member's photo untouched.
    expect(await rowsOf(leaver.userId)).toEqual([]);
    for (const key of leaverKeys) expect(await files.exists(key)).toBe(false);
    const [kept] = await rowsOf(stayer.userId);
    expect(await files.exists(kept!.storageKey)).toBe(true);
  });

  it('leaves a file whose removal failed to the sweep, which deletes only unnamed files an hour old', async () => {
    const member = await newMember(t);
    expect((await send(member.cookie, await jpeg())).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(travelPhotos).where(eq(travelPhotos.userId, member.userId));
    const files = travelPhotoStorage(t.config);
    const failing = { ...files, remove: () => Promise.reject(new Error('storage unavailable')) };
    const warnings: string[] = [];
    const forgotten = await forgetTravelPhotos({ db: t.database.db, storage: failing }, member.userId, {
      warn: (_details, message) => warnings.push(message),
    });
    expect(forgotten).toBe(1);
    expect(warnings).toEqual(['travel photo left for the orphan sweep']);
    expect(await files.exists(row!.storageKey)).toBe(true);

    const other = await newMember(t);
    expect((await send(other.cookie, await jpeg())).statusCode).toBe(200);
    const [named] = await t.database.db.select().from(travelPhotos).where(eq(travelPhotos.userId, other.userId));
    const deps = { db: t.database.db, storage: files };
    // Just written: an upload may still be writing its row.
    await sweepOrphanTravelPhotoFiles(deps, { now: new Date() });
    expect(await files.exists(row!.storageKey)).toBe(true);
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await sweepOrphanTravelPhotoFiles(deps, { now: later })).toBeGreaterThanOrEqual(1);
    expect(await files.exists(row!.storageKey)).toBe(false);
    expect(await files.exists(named!.storageKey)).toBe(true);
    expect(await sweepOrphanTravelPhotoFiles(deps, { now: later })).toBe(0);
    expect(t.app.jobs.map((job) => job.name)).toContain('sweep orphaned travel photo files');
  });

  it('answers a bad photo id with a 400, never a 500', async () => {
    expect((await get('/api/users/travel-photo/abc')).statusCode).toBe(400);
    expect((await get('/api/users/travel-photo/99999999999')).statusCode).toBe(400);
  });

  it('builds with a private storage of its own (routes option)', () => {
    expect(marketingRoutes({ privateStorage: storage, clearProfileOptIn: async () => {} }).prefix).toBe('/api/users');
  });
});

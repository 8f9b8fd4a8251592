// Issue 23 item 12, "Did it work?" (docs/api-member-offers.md): the member's answer per redemption
// (changeable), savings counted only from a yes, the offer's public code health over 30 days, and a code
// that keeps failing flagged for staff — one e-mail per flag through the job and the outbox — and, for a
// shared code, reported not working.
import { codeHealthResponseSchema, feedbackAnswerSchema, isCodeFailing } from '@spc/domain/member-offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, mailsTo, nextClientAddress, type SignedUp } from '../../../test/auth-helpers.ts';
import { flaggedCodes } from '../../db/schema/index.ts';
import { runJobs } from '../../jobs.ts';
import { call, insertOffer, insertPartner, memberWithCard, quickMember, type TestPartner } from './test-helpers.ts';

const STAFF = 'staff-alerts@example.com';
let t: TestApp;
let partner: TestPartner;

beforeAll(async () => {
  t = await createTestApp({ STAFF_ALERT_EMAIL: STAFF });
  partner = await insertPartner(t, { partnerName: 'Maple Pizza', urlName: 'maple-pizza' });
});

afterAll(async () => {
  await t.close();
});

const feedbackPath = (offerId: number) => `/api/partners/v2/offers/${offerId}/feedback`;
const healthPath = (offerId: number) => `/api/partners/v2/offers/${offerId}/code-health`;

function answer(who: SignedUp | null, offerId: number, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: feedbackPath(offerId),
    remoteAddress: nextClientAddress(),
    headers: { ...(who ? authHeaders(t, who.cookie) : { origin: t.config.publicUrl }), ...headers },
    payload: payload as object,
  });
}

async function reveal(who: SignedUp, offerId: number) {
  const res = await call(t, 'POST', `/api/partners/v2/offers/${offerId}/code`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ redemption_id: number; feedback: unknown }>();
}

async function savingsOf(who: SignedUp) {
  const res = await call(t, 'GET', '/api/users/v2/user/savings', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total_cents: number; offers_used: number; recent: { offer_id: number }[] }>();
}

async function healthOf(offerId: number) {
  const res = await call(t, 'GET', healthPath(offerId), null);
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: codeHealthResponseSchema.parse(res.json()) };
}

describe('isCodeFailing (the flag threshold)', () => {
  it('needs at least 3 "no" answers and under 50 % success', () => {
    expect(isCodeFailing({ worked: 0, failed: 2 })).toBe(false);
    expect(isCodeFailing({ worked: 0, failed: 3 })).toBe(true);
    expect(isCodeFailing({ worked: 2, failed: 3 })).toBe(true);
    expect(isCodeFailing({ worked: 3, failed: 3 })).toBe(false);
    expect(isCodeFailing({ worked: 10, failed: 4 })).toBe(false);
  });
});

describe('POST /api/partners/v2/offers/{id}/feedback', () => {
  it('refuses a visitor, a foreign Origin, bad bodies (with the field) and a member who revealed nothing', async () => {
    const offer = await insertOffer(t, partner);
    const member = await memberWithCard(t);
    expect((await answer(null, offer.offerId, { worked: true })).statusCode).toBe(401);
    const foreign = await answer(member, offer.offerId, { worked: true }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    for (const body of [
      {},
      { worked: false },
      { worked: true, reason: 'expired' },
      { worked: false, reason: 'because' },
      { worked: 'yes' },
      { worked: true, extra: 1 },
    ]) {
      const res = await answer(member, offer.offerId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('error');
      expect(res.json()).toHaveProperty('message');
    }
    const noReason = await answer(member, offer.offerId, { worked: false });
    expect(noReason.json()).toMatchObject({ field: 'reason' });
    const none = await answer(member, offer.offerId, { worked: true });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'REDEMPTION_NOT_FOUND' });
    expect((await answer(member, 999_999_999, { worked: true })).statusCode).toBe(404);
  });

  it('a reveal saves nothing; a yes counts the offer once per redemption; the answer can change', async () => {
    const offer = await insertOffer(t, partner, { valueCents: 1200 });
    const member = await memberWithCard(t);
    const revealed = await reveal(member, offer.offerId);
    expect(revealed.feedback).toBeNull();
    await reveal(member, offer.offerId);
    expect(await savingsOf(member)).toMatchObject({ total_cents: 0, offers_used: 0, recent: [] });

    const yes = await answer(member, offer.offerId, { worked: true });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(feedbackAnswerSchema.parse(yes.json())).toMatchObject({
      redemption_id: revealed.redemption_id,
      worked: true,
      reason: null,
    });
    // Twice yes is still one saving.
    await answer(member, offer.offerId, { worked: true });
    expect(await savingsOf(member)).toMatchObject({ total_cents: 1200, offers_used: 1 });
    // The revealed code carries the answer, so the question is not asked again.
    const again = await call(t, 'GET', `/api/partners/v2/offers/${offer.offerId}/code`, member);
    expect(again.json()).toMatchObject({ feedback: { worked: true, reason: null } });

    const no = await answer(member, offer.offerId, { worked: false, reason: 'minimum_not_met' });
    expect(no.json()).toMatchObject({ worked: false, reason: 'minimum_not_met' });
    expect(await savingsOf(member)).toMatchObject({ total_cents: 0, offers_used: 0 });
  });

  it('is the member’s own: another member’s yes saves them nothing', async () => {
    const offer = await insertOffer(t, partner, { valueCents: 700 });
    const mine = await memberWithCard(t);
    const theirs = await memberWithCard(t);
    await reveal(theirs, offer.offerId);
    await answer(theirs, offer.offerId, { worked: true });
    expect(await savingsOf(mine)).toMatchObject({ total_cents: 0 });
    expect((await answer(mine, offer.offerId, { worked: true })).statusCode).toBe(404);
    expect((await answer(await quickMember(t), offer.offerId, { worked: true })).statusCode).toBe(404);
  });
});

describe('GET /api/partners/v2/offers/{id}/code-health and the flag', () => {
  it('is public, cached and personal-data free; a failing shared code is reported, flagged and e-mailed once', async () => {
    const offer = await insertOffer(t, partner, { staticCode: 'PIZZA10' });
    const empty = await healthOf(offer.offerId);
    expect(empty.res.headers['cache-control']).toMatch(/^public/);
    expect(empty.body).toEqual({
      offer_id: offer.offerId,
      window_days: 30,
      answers: 0,
      worked: 0,
      success_rate: null,
      last_worked_at: null,
      reported_not_working: false,
    });
    expect(Object.keys(empty.body).sort()).toEqual(
      ['answers', 'last_worked_at', 'offer_id', 'reported_not_working', 'success_rate', 'window_days', 'worked'].sort(),
    );

    const yesMember = await memberWithCard(t);
    await reveal(yesMember, offer.offerId);
    await answer(yesMember, offer.offerId, { worked: true });
    const reasons = ['expired', 'refused_at_checkout', 'minimum_not_met'] as const;
    for (const reason of reasons) {
      const member = await memberWithCard(t);
      await reveal(member, offer.offerId);
      expect((await answer(member, offer.offerId, { worked: false, reason })).statusCode).toBe(200);
    }
    const flags = await t.database.db.select().from(flaggedCodes).where(eq(flaggedCodes.offerId, offer.offerId));
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ code: 'PIZZA10', answers: 4, failed: 3, clearedAt: null, alertedAt: null });

    // The job queues one e-mail to the staff address, then none for the same flag.
    await runJobs(t.app);
    await runJobs(t.app);
    const mails = (await mailsTo(t, STAFF, 'code-flagged')).filter(
      (m) => m.metadata?.offer_id === String(offer.offerId),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Maple Pizza');
    expect(mails[0]!.text).toContain('PIZZA10');
    // The staff address has no language of its own: English, then French, in the one e-mail.
    const mail = mails[0]!;
    expect(mail.subject).toMatch(
      /^An offer’s code keeps failing: .+ \/ Le code d’une offre ne fonctionne toujours pas\u00a0: /,
    );
    expect(mail.text).toContain('See the offer');
    expect(mail.text).toContain('Voir l’offre');
    expect(mail.text.indexOf('See the offer')).toBeLessThan(mail.text.indexOf('Voir l’offre'));
    expect(mail.text).toContain(`/fr/deals/`);
    expect(mail.html).toMatch(/<html lang="en-CA"/);
    expect(mail.html).toMatch(/<div role="article"[^>]*lang="fr-CA"/);
    expect(mail.html.match(/<\/body>/g)).toHaveLength(1);

    // A different offer path is not served from the cache: a fresh offer shows its own answers.
    const other = await insertOffer(t, partner, { codeType: 'generated', staticCode: null, displayKind: 'static' });
    for (const reason of reasons) {
      const member = await memberWithCard(t);
      await reveal(member, other.offerId);
      await answer(member, other.offerId, { worked: false, reason });
    }
    const perMember = await healthOf(other.offerId);
    // Codes made per member are flagged for staff but not shown as "reported not working".
    expect(perMember.body).toMatchObject({ answers: 3, worked: 0, success_rate: 0, reported_not_working: false });
    expect(await t.database.db.select().from(flaggedCodes).where(eq(flaggedCodes.offerId, other.offerId))).toHaveLength(
      1,
    );
  });

  it('shows a shared code that keeps failing as reported not working, with its rate and last success', async () => {
    const offer = await insertOffer(t, partner, { staticCode: 'SLICE5' });
    const yes = await memberWithCard(t);
    await reveal(yes, offer.offerId);
    await answer(yes, offer.offerId, { worked: true });
    for (const reason of ['expired', 'expired', 'refused_at_checkout'] as const) {
      const member = await memberWithCard(t);
      await reveal(member, offer.offerId);
      await answer(member, offer.offerId, { worked: false, reason });
    }
    const { body } = await healthOf(offer.offerId);
    expect(body).toMatchObject({ answers: 4, worked: 1, success_rate: 0.25, reported_not_working: true });
    expect(body.last_worked_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 for an unknown offer and 400 for a bad id', async () => {
    expect((await call(t, 'GET', healthPath(999_999_999), null)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/partners/v2/offers/abc/code-health', null)).statusCode).toBe(400);
  });
});

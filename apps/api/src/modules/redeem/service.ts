// Using an offer (docs/api-member-offers.md "Who may use an offer", "Codes", "Links", "Savings"):
// who may use it, revealing its code (one live redemption per member and offer, pooled codes claimed
// atomically), following its link (only ever to the partner's site, with the affiliate marker), and
// the savings those uses add up to.
import { randomBytes, randomInt } from 'node:crypto';
import { hasValidCard, isBankLinked, latestExpiringCard } from '@spc/domain/card-rules';
import { MEMBERSHIP_PRICE_CENTS } from '@spc/domain/constants';
import {
  CODE_HEALTH_WINDOW_DAYS,
  isCodeFailing,
  isPartnerHost,
  MEMBER_OFFER_ERRORS,
  SAVINGS_RECENT_LIMIT,
  withAffiliateMarker,
  type ClickKind,
  type CodeHealthResponse,
  type CodeResponse,
  type FeedbackAnswer,
  type FeedbackBody,
  type MemberOfferErrorCode,
  type OfferLinkResponse,
  type RedemptionChannel,
  type SavingsResponse,
  type UrlResponse,
} from '@spc/domain/member-offers';
import { HttpError, offerUnavailable } from '../../errors.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { Member } from '../../plugins/caller.ts';
import { findCardStates } from '../membership-card/service.ts';
import { mayUseVerifiedOnlyOffers } from '../student/service.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';
import { renderBilingualMail } from '../../adapters/mail/templates.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type RedemptionDeps = Pick<Deps, 'db'>;

export const offerUseError = (status: number, code: MemberOfferErrorCode) =>
  new HttpError(status, code, MEMBER_OFFER_ERRORS[code]);

/** The offer a member may use now, who they are, and the card they show in store. */
interface Use {
  offer: repo.OfferForUse;
  member: Member;
  cardNumber: string;
}

/**
 * "Who may use an offer", in the contract's order: the offer is live (404 / 410 naming the partner, as
 * the offer page answers), the caller is a member (401 / 403; for the proxy link, the member the link
 * was made for: 403 USER_MISMATCH), with a valid card (403 NO_VALID_CARD), and an SPC+ member for an
 * SPC+ offer (403 PLUS_ONLY), and a verified student for a verified-students-only offer (403
 * VERIFIED_STUDENTS_ONLY).
 */
async function authorise(
  deps: RedemptionDeps,
  /** The signed-in member, asked only once the offer is known to be live (the contract's order). */
  requireMember: () => Promise<Member>,
  offerId: number,
  now: Date,
  forUserId?: string,
): Promise<Use> {
  const offer = await repo.findOfferForUse(deps.db, offerId);
  if (!offer) throw offerUseError(404, 'OFFER_NOT_FOUND');
  const unavailable = offerUnavailable(offer, now, 'OFFER_NOT_FOUND');
  if (unavailable) throw unavailable;
  const member = await requireMember();
  if (forUserId !== undefined && forUserId !== member.userId) throw offerUseError(403, 'USER_MISMATCH');
  // Only active cards count: a cancelled card with a later date (a VIP card replaced by SPC+) must not
  // hide the one the member holds, as on the digital card (membership-card/service.ts).
  const active = (await findCardStates(deps.db, member.userId))
    .filter((row) => row.status === 'active')
    .map((row) => ({
      cardNumber: row.cardNumber,
      status: row.status,
      expiry_date: row.expiryDate?.toISOString() ?? null,
      cobrand: row.cobrand,
      is_g_ticket: row.isGTicket,
      is_online_purchased: row.isOnlinePurchased,
      is_free_trial: row.isFreeTrial,
    }));
  const card = hasValidCard(active, now) ? latestExpiringCard(active, now) : undefined;
  if (!card) throw offerUseError(403, 'NO_VALID_CARD');
  if (offer.isSpcPlus && !isBankLinked(active, now)) throw offerUseError(403, 'PLUS_ONLY');
  // Issue 18 item 7: a verified-students-only offer, for verified students (and bank-linked and VIP
  // members, who are never asked for a student ID).
  if (offer.verifiedStudentsOnly && !(await mayUseVerifiedOnlyOffers(deps.db, member.userId, now))) {
    throw offerUseError(403, 'VERIFIED_STUDENTS_ONLY');
  }
  return { offer, member, cardNumber: card.cardNumber };
}

/** The partner's page this offer leads to, or the reason it leads nowhere (NO_WEBSITE, UNSAFE_LINK). */
function destinationOf(offer: repo.OfferForUse): { url: string } | { refused: MemberOfferErrorCode } {
  const url = offer.websiteUrl ?? offer.partnerWebsiteUrl;
  if (!url) return { refused: 'NO_WEBSITE' };
  // No open redirect: only the partner's own host (or a subdomain), over http(s).
  if (!offer.partnerWebsiteUrl || !isPartnerHost(url, offer.partnerWebsiteUrl)) return { refused: 'UNSAFE_LINK' };
  return { url };
}

/** A click's id: random, URL-safe, 22 characters (the column holds 40). */
const newClickId = () => randomBytes(16).toString('base64url');

/** The UTC day of `now`, the savings' day. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A use of the offer: the click (every one: its id goes to the partner as the affiliate marker), the
 * member's use for the day (`member_savings`, once per member, offer and UTC day: not a saving since
 * issue 23 item 12 — only a "Did it work?" yes is), and — with that first saving of the
 * day only — one more view (issue 16: the most_redeemed sort counts a member once per offer per day,
 * however many reveals or clicks). The view is counted last: the offer's row is the one thing every
 * member's use waits on, so it is held for the shortest time.
 */
async function recordUse(tx: Queryable, use: Use, click: { id: string; kind: ClickKind }, now: Date): Promise<void> {
  const { member, offer } = use;
  await repo.insertClick(tx, { id: click.id, userId: member.userId, offerId: offer.offerId, kind: click.kind, now });
  const firstToday = await repo.insertSaving(tx, {
    userId: member.userId,
    offerId: offer.offerId,
    day: utcDay(now),
    valueCents: offer.valueCents,
    now,
  });
  if (firstToday) await repo.addView(tx, offer.offerId);
}

/** Where the member uses the offer: as asked, else online when the offer is online (422 when it cannot be). */
function channelOf(offer: repo.OfferForUse, isOnline: boolean | undefined): RedemptionChannel {
  const online = isOnline ?? offer.online;
  if (online ? !offer.online : !offer.inStore) throw offerUseError(422, 'CHANNEL_NOT_OFFERED');
  return online ? 'online' : 'in_store';
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code made for one member: `PARTNER-XXXX-XXXX`, the partner's name then 8 unambiguous characters. */
export function generatedCode(partnerUrlName: string): string {
  const prefix = partnerUrlName.replaceAll('-', '').slice(0, 6).toUpperCase();
  let body = '';
  for (let i = 0; i < 8; i++) body += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`;
}

/** The code a new redemption shows (contract table "Codes"), taken inside the reveal's transaction. */
async function codeFor(
  tx: Queryable,
  offer: repo.OfferForUse,
  userId: string,
  now: Date,
): Promise<{ code: string | null; codeId: number | null }> {
  if (offer.displayKind === 'no_code' || offer.displayKind === 'card_number') return { code: null, codeId: null };
  switch (offer.codeType) {
    case 'static':
      return { code: offer.staticCode, codeId: null };
    case 'generated':
      return { code: generatedCode(offer.partnerUrlName), codeId: null };
    case 'upload_random': {
      const pooled = await repo.pickPoolCode(tx, offer.offerId);
      if (!pooled) throw offerUseError(409, 'CODES_EXHAUSTED');
      return { code: pooled.code, codeId: pooled.id };
    }
    case 'upload_unique': {
      // One code per member, ever: a member who forgot theirs does not get a second one.
      if (await repo.hasAssignedCode(tx, offer.offerId, userId)) throw offerUseError(409, 'ALREADY_REDEEMED_OFFER');
      const claimed = await repo.claimFreeCode(tx, offer.offerId, userId, now);
      if (!claimed) throw offerUseError(409, 'CODES_EXHAUSTED');
      return { code: claimed.code, codeId: claimed.id };
    }
  }
}

export interface RevealOptions {
  isOnline: boolean | undefined;
  isWebsite: boolean | undefined;
}

/**
 * POST /api/partners/v2/offers/{id}/code and /api/promos/v3/offers/{id}/code: the member's code for the
 * offer — the live redemption's when there is one (`already_revealed`), else a new one — with their
 * card number for the till and, online, the tracked link to the partner. Every reveal is a use.
 */
export async function revealCode(
  deps: RedemptionDeps,
  /** The signed-in member, asked only once the offer is known to be live (the contract's order). */
  requireMember: () => Promise<Member>,
  offerId: number,
  options: RevealOptions,
  now = new Date(),
): Promise<CodeResponse> {
  const use = await authorise(deps, requireMember, offerId, now);
  const { offer, member } = use;
  const channel = channelOf(offer, options.isOnline);
  const clickId = newClickId();
  const { redemption, alreadyRevealed } = await deps.db.transaction(async (tx) => {
    await repo.lockMemberOffer(tx, member.userId, offer.offerId);
    const live = await repo.findLiveRedemption(tx, member.userId, offer.offerId);
    const row =
      live ??
      (await repo.insertRedemption(tx, {
        userId: member.userId,
        offerId: offer.offerId,
        ...(await codeFor(tx, offer, member.userId, now)),
        displayKind: offer.displayKind,
        channel,
        fromWebsite: options.isWebsite ?? true,
        now,
      }));
    await recordUse(tx, use, { id: clickId, kind: 'code' }, now);
    return { redemption: row, alreadyRevealed: live !== undefined };
  });
  // The code stands whatever the link: an offer without a safe link to follow is used with the code alone.
  const destination = destinationOf(offer);
  return {
    code: redemption.code,
    code_type: offer.codeType,
    display_kind: redemption.displayKind,
    channel,
    card_number: channel === 'in_store' || redemption.displayKind === 'card_number' ? use.cardNumber : null,
    url: channel === 'online' && 'url' in destination ? withAffiliateMarker(destination.url, clickId) : null,
    redemption_id: redemption.id,
    already_revealed: alreadyRevealed,
    feedback: alreadyRevealed ? answerOf(await repo.findFeedback(deps.db, redemption.id)) : null,
  };
}

/**
 * GET /api/partners/v2/offers/{id}/code and /api/promos/v3/offers/{id}/code (issue 16: a GET changes
 * nothing): the member's live redemption as the reveal answered it, without a new click (so `url`
 * carries no click marker), or null when they have revealed none (the route answers 204: nothing to
 * show is no error — the offer page asks on every visit) — the POST reveals.
 */
export async function revealedCode(
  deps: RedemptionDeps,
  requireMember: () => Promise<Member>,
  offerId: number,
  now = new Date(),
): Promise<CodeResponse | null> {
  const use = await authorise(deps, requireMember, offerId, now);
  const { offer, member } = use;
  const live = await repo.findLiveRedemption(deps.db, member.userId, offer.offerId);
  if (!live) return null;
  const channel = live.channel;
  const destination = destinationOf(offer);
  return {
    code: live.code,
    code_type: offer.codeType,
    display_kind: live.displayKind,
    channel,
    card_number: channel === 'in_store' || live.displayKind === 'card_number' ? use.cardNumber : null,
    url: channel === 'online' && 'url' in destination ? withAffiliateMarker(destination.url, null) : null,
    redemption_id: live.id,
    already_revealed: true,
    feedback: answerOf(await repo.findFeedback(deps.db, live.id)),
  };
}

/** DELETE /api/partners/redeemedcode/{offer id}: the member forgets their revealed code (404 when none). */
export async function forgetCode(
  deps: RedemptionDeps,
  member: Member,
  offerId: number,
  now = new Date(),
): Promise<{ success: true }> {
  if (!(await repo.forgetRedemption(deps.db, member.userId, offerId, now))) {
    throw offerUseError(404, 'REDEMPTION_NOT_FOUND');
  }
  return { success: true };
}

/**
 * POST /api/partners/v2/offers/{id}/url (`kind` url) and /proxy/website/{id}/url (`kind` proxy, for
 * the member `forUserId`): the partner's page with the affiliate marker, after recording the use.
 * A refused link (no website, not the partner's host) records nothing.
 */
export async function followLink(
  deps: RedemptionDeps,
  /** The signed-in member, asked only once the offer is known to be live (the contract's order). */
  requireMember: () => Promise<Member>,
  offerId: number,
  kind: 'url' | 'proxy',
  forUserId?: string,
  now = new Date(),
): Promise<UrlResponse> {
  const use = await authorise(deps, requireMember, offerId, now, forUserId);
  const destination = destinationOf(use.offer);
  if ('refused' in destination) throw offerUseError(422, destination.refused);
  const clickId = newClickId();
  await deps.db.transaction((tx) => recordUse(tx, use, { id: clickId, kind }, now));
  return { url: withAffiliateMarker(destination.url, clickId), click: { id: clickId, timestamp: now.getTime() } };
}

/**
 * GET /api/partners/v2/offers/{id}/url and /proxy/website/{id}/url (issue 16: a GET changes nothing):
 * the same checks and the partner's page with `utm_source`, but no click is recorded (`click: null`);
 * the POST of the same path records the use.
 */
export async function offerLink(
  deps: RedemptionDeps,
  requireMember: () => Promise<Member>,
  offerId: number,
  forUserId?: string,
  now = new Date(),
): Promise<OfferLinkResponse> {
  const use = await authorise(deps, requireMember, offerId, now, forUserId);
  const destination = destinationOf(use.offer);
  if ('refused' in destination) throw offerUseError(422, destination.refused);
  return { url: withAffiliateMarker(destination.url, null), click: null };
}

/** GET /api/users/v2/user/savings: what the member's uses saved them, against the membership's price. */
export async function savings(deps: RedemptionDeps, member: Member): Promise<SavingsResponse> {
  const [totals, recent] = await Promise.all([
    repo.savingsTotals(deps.db, member.userId),
    repo.recentSavings(deps.db, member.userId, SAVINGS_RECENT_LIMIT),
  ]);
  return {
    currency: 'CAD',
    total_cents: totals.totalCents,
    offers_used: totals.offersUsed,
    membership_price_cents: MEMBERSHIP_PRICE_CENTS,
    recent: recent.map((row) => ({
      offer_id: row.offerId,
      partner_name: row.partnerName,
      title_en: row.titleEn,
      title_fr: row.titleFr,
      value_cents: row.valueCents,
      used_at: row.createdAt.getTime(),
    })),
  };
}

// ---- Did it work? (issue 23 item 12; docs/api-member-offers.md "Did it work?") ----------------------

const DAY_MS = 86_400_000;

function answerOf(row: repo.FeedbackRow | undefined): FeedbackAnswer | null {
  if (!row) return null;
  return {
    redemption_id: row.redemptionId,
    worked: row.worked,
    reason: row.reason,
    answered_at: row.answeredAt.getTime(),
  };
}

/** The shared code a flag names: a static code's text, else null (codes per member). */
const sharedCodeOf = (offer: repo.OfferForUse) =>
  offer.codeType === 'static' && offer.displayKind !== 'no_code' && offer.displayKind !== 'card_number'
    ? offer.staticCode
    : null;

/**
 * Flags the offer's code when its answers of the last 30 days keep failing (CODE_FLAG_RULE), or clears
 * the open flag once they recover (a later flag e-mails staff again). Inside the answer's transaction.
 */
async function reviewFlag(tx: Queryable, offer: repo.OfferForUse, now: Date): Promise<void> {
  await repo.lockOfferFlag(tx, offer.offerId);
  const counts = await repo.feedbackCounts(
    tx,
    offer.offerId,
    new Date(now.getTime() - CODE_HEALTH_WINDOW_DAYS * DAY_MS),
  );
  const failing = isCodeFailing(counts);
  const open = await repo.findOpenFlag(tx, offer.offerId);
  if (failing && !open) {
    await repo.insertFlag(tx, {
      offerId: offer.offerId,
      code: sharedCodeOf(offer),
      answers: counts.worked + counts.failed,
      failed: counts.failed,
      now,
    });
  } else if (!failing && open) {
    await repo.clearFlag(tx, open.id, now);
  }
}

/**
 * POST /api/partners/v2/offers/{id}/feedback: the member's answer for their live redemption of the
 * offer (404 REDEMPTION_NOT_FOUND without one), replacing an earlier answer. A yes counts the offer's
 * value as a saving (an estimate); every answer feeds the code's health and flag.
 */
export async function answerFeedback(
  deps: RedemptionDeps,
  requireMember: () => Promise<Member>,
  offerId: number,
  body: { worked: boolean; reason?: FeedbackBody['reason'] },
  now = new Date(),
): Promise<FeedbackAnswer> {
  const member = await requireMember();
  const offer = await repo.findOfferForUse(deps.db, offerId);
  if (!offer) throw offerUseError(404, 'REDEMPTION_NOT_FOUND');
  const row = await deps.db.transaction(async (tx) => {
    const live = await repo.findLiveRedemption(tx, member.userId, offerId);
    if (!live) throw offerUseError(404, 'REDEMPTION_NOT_FOUND');
    const written = await repo.upsertFeedback(tx, {
      redemptionId: live.id,
      userId: member.userId,
      offerId,
      worked: body.worked,
      reason: body.worked ? null : (body.reason ?? null),
      valueCents: offer.valueCents,
      now,
    });
    await reviewFlag(tx, offer, now);
    return written;
  });
  return answerOf(row)!;
}

/**
 * GET /api/partners/v2/offers/{id}/code-health (public, cached; no personal data): the answers of the
 * last 30 days — success rate, when it last worked — and whether a shared code is reported not working.
 */
export async function codeHealth(deps: RedemptionDeps, offerId: number, now = new Date()): Promise<CodeHealthResponse> {
  const offer = await repo.findOfferForUse(deps.db, offerId);
  if (!offer) throw offerUseError(404, 'OFFER_NOT_FOUND');
  const unavailable = offerUnavailable(offer, now, 'OFFER_NOT_FOUND');
  if (unavailable) throw unavailable;
  const counts = await repo.feedbackCounts(
    deps.db,
    offerId,
    new Date(now.getTime() - CODE_HEALTH_WINDOW_DAYS * DAY_MS),
  );
  const answers = counts.worked + counts.failed;
  return {
    offer_id: offerId,
    window_days: CODE_HEALTH_WINDOW_DAYS,
    answers,
    worked: counts.worked,
    success_rate: answers === 0 ? null : counts.worked / answers,
    last_worked_at: counts.lastWorkedAt?.getTime() ?? null,
    reported_not_working: sharedCodeOf(offer) !== null && isCodeFailing(counts),
  };
}

export type CodeAlertDeps = Pick<Deps, 'db' | 'mail'> & {
  config: Pick<Deps['config'], 'staffAlertEmail' | 'publicUrl'>;
};

/**
 * The job (app.ts, before the mail delivery): one e-mail to STAFF_ALERT_EMAIL per flagged code, and one
 * per live upload_unique pool whose free codes fell under its threshold (issue 20 item 3: the threshold
 * is set in the staff console), each queued in the outbox in the transaction that marks it alerted, so
 * each is e-mailed once (a pool again once it was refilled). Without the address, they wait (and are
 * e-mailed once it is set).
 */
export async function runCodeAlerts(deps: CodeAlertDeps, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const to = deps.config.staffAlertEmail;
  if (!to) return 0;
  const flagged = await alertFlaggedCodes(deps, to, now);
  const low = await alertLowPools(deps, to, now);
  return flagged + low;
}

async function alertLowPools(deps: CodeAlertDeps, to: string, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const pools = await repo.lowPoolsToAlert(tx, now, 50);
    for (const pool of pools) {
      const link = `${deps.config.publicUrl}/admin/catalogue/offers/${pool.offerId}`;
      const data = (title: string) => ({
        link,
        publicUrl: deps.config.publicUrl,
        offerName: `${pool.partnerName} — ${title}`,
        codesRemaining: pool.remaining,
        codesThreshold: pool.lowThreshold,
      });
      // The staff address has no language of its own: both, in one e-mail.
      const rendered = renderBilingualMail('code-pool-low', { en: data(pool.titleEn), fr: data(pool.titleFr) });
      await deps.mail.send(
        {
          to,
          kind: 'code-pool-low',
          language: 'en',
          ...rendered,
          link,
          metadata: { offer_id: String(pool.offerId), remaining: String(pool.remaining) },
        },
        { within: tx },
      );
      await repo.setPoolAlerted(tx, pool.offerId, now);
    }
    return pools.length;
  });
}

async function alertFlaggedCodes(deps: CodeAlertDeps, to: string, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const flags = await repo.flagsToAlert(tx, 50);
    for (const flag of flags) {
      const offerPath = `/deals/${encodeURIComponent(flag.partnerUrlName)}/offer/${flag.offerId}`;
      const link = `${deps.config.publicUrl}${offerPath}`;
      const data = (title: string, url: string) => ({
        link: url,
        publicUrl: deps.config.publicUrl,
        offerName: `${flag.partnerName} — ${title}`,
        flaggedCode: flag.code,
        answers: flag.answers,
        failures: flag.failed,
      });
      // The staff address has no language of its own: English and French in one e-mail, each with
      // the offer's page in its language.
      const rendered = renderBilingualMail('code-flagged', {
        en: data(flag.titleEn, link),
        fr: data(flag.titleFr, `${deps.config.publicUrl}/fr${offerPath}`),
      });
      await deps.mail.send(
        {
          to,
          kind: 'code-flagged',
          language: 'en',
          ...rendered,
          link,
          metadata: { flag_id: String(flag.id), offer_id: String(flag.offerId) },
        },
        { within: tx },
      );
      await repo.setFlagAlerted(tx, flag.id, now);
    }
    return flags.length;
  });
}

/** Partner analytics (staff-analytics): each offer's clicks, reveals and confirmed savings for a day. */
export * as offerActivity from './activity-repository.ts';
// ---- Code pools as staff manage them (issue 20 item 3; the staff-catalogue module calls these) --------

export interface PoolSummary {
  total: number;
  used: number;
  remaining: number;
  lowThreshold: number;
  lowAlertedAt: Date | null;
}

const toSummary = (row: repo.PoolCountsRow): PoolSummary => ({
  total: row.total,
  used: row.used,
  remaining: row.total - row.used,
  lowThreshold: row.lowThreshold,
  lowAlertedAt: row.lowAlertedAt,
});

/** The pools of `offerIds` (every id answered; an offer without codes has an empty pool). */
export async function codePools(db: Queryable, offerIds: readonly number[]): Promise<Map<number, PoolSummary>> {
  const rows = await repo.poolCounts(db, offerIds);
  return new Map(rows.map((row) => [row.offerId, toSummary(row)]));
}

/** Serialises one pool's uploads and settings until the transaction ends. */
export const lockCodePool = repo.lockPool;

/** Which of `codes` the offer's pool already holds. */
export const codesInPool = repo.existingCodes;

/**
 * Adds checked codes to the pool in the caller's transaction (all or none with it), and clears the
 * low-pool e-mail's mark when the pool is back at or over its threshold. Answers the pool after.
 */
export async function addCodesToPool(
  tx: Queryable,
  offerId: number,
  codes: readonly string[],
  now: Date,
): Promise<PoolSummary> {
  await repo.insertCodes(tx, offerId, codes);
  const [after] = await repo.poolCounts(tx, [offerId]);
  const summary = toSummary(after!);
  if (summary.lowAlertedAt && summary.remaining >= summary.lowThreshold) {
    await repo.upsertPoolSettings(tx, offerId, { clearAlert: true }, now);
    summary.lowAlertedAt = null;
  }
  return summary;
}

/** Sets the pool's low-codes threshold (0: no e-mail); a new threshold may alert again. */
export async function setCodePoolThreshold(
  tx: Queryable,
  offerId: number,
  lowThreshold: number,
  now: Date,
): Promise<PoolSummary> {
  await repo.upsertPoolSettings(tx, offerId, { lowThreshold, clearAlert: true }, now);
  const [after] = await repo.poolCounts(tx, [offerId]);
  return toSummary(after!);
}

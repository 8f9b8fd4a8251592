// Every way into a membership besides buying one (docs/api-membership.md "Card rules", "Activation",
// "Free trial, special cards", "SPC+ and the bank tier"): card lookups under the lookup limit, card
// activation (and the SPC+ upgrade it may be), the free trial, special cards, the golden-ticket
// e-mail, the May acquisition campaign, incentives, freemium offers and the boxing-day window.
// Everything a member owns is looked up by the signed-in member only.
import { timingSafeEqual } from 'node:crypto';
import type { Language } from '@spc/domain/constants';
import {
  FREE_TRIAL_DAYS,
  MEMBERSHIP_ERRORS,
  type ActivationIncentive,
  type MembershipErrorCode,
  type RegisterableResponse,
  type RegisterCardResponse,
  type SpecialCardsResponse,
} from '@spc/domain/membership';
import type { OffersPageResponse } from '@spc/domain/catalogue-responses';
import { addMonths, MEMBERSHIP_DURATION_MONTHS } from '@spc/domain/store';
import { renderMail, type MailKind } from '../../adapters/mail/templates.ts';
import { HttpError, storeError } from '../../errors.ts';
import { markHasCard, toCard } from '../account/service.ts';
import { updateAutoRenew, updatePaymentMethod } from '../billing/service.ts';
import { findFreemiumOffers, partnersById, toOffer, withCovers } from '../catalogue/service.ts';
import type { Member } from '../../plugins/caller.ts';
import {
  activateCard,
  attachCard,
  findCardByNumber,
  findValidCards,
  hasHadFreeTrial,
  hasPaidMembership,
  issueCard,
  lockCard,
  retireOtherCards,
  type CardRow,
} from '../membership-card/service.ts';
import { existingAnswer, requestHash, type Answer, type KeyClaim } from '../../idempotency/keys.ts';
import { LookupLimitedError, lookupLimiterOf } from './lookup-limit.ts';
import * as repo from './repository.ts';
import { replaceMembership, type ReplaceMembershipResult } from './upgrade.ts';
import type { Deps } from '../../deps.ts';
import { lockScope } from '../../db/queryable.ts';
import * as idempotencyKeys from '../../idempotency/repository.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type MembershipDeps = Pick<Deps, 'db' | 'cache' | 'config' | 'mail' | 'payments' | 'log' | 'redis'>;

/** A VIP or SPC+ card replacing the member's membership (vip asks it; upgrade.ts). */
export { replaceMembership, type ReplaceMembershipResult } from './upgrade.ts';

const DAY_MS = 86_400_000;

export function membershipError(status: number, code: MembershipErrorCode, field?: string): HttpError {
  return new HttpError(status, code, MEMBERSHIP_ERRORS[code], field);
}

// ---- Card lookups ----------------------------------------------------------------------------------------

/** Who is looking (for the lookup limit) and when. */
export interface LookupContext {
  /** `user:<id>` or `ip:<address>`. */
  caller: string;
  now: Date;
}

function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The card with this number and security code, under the lookup limit: an unknown number and a wrong
 * code are the same 404 and count as one wrong pair; past the limit every lookup is a 429.
 */
export async function lookupCard(
  deps: MembershipDeps,
  context: LookupContext,
  cardNumber: string,
  csv: string,
): Promise<CardRow> {
  const limiter = lookupLimiterOf(deps);
  const wait = await limiter.retryAfter(context.caller, context.now);
  if (wait > 0) throw new LookupLimitedError(wait);
  const card = await findCardByNumber(deps.db, cardNumber);
  if (!card || !sameCode(card.csv, csv)) {
    await limiter.recordFailure(context.caller, context.now);
    throw membershipError(404, 'CARD_NOT_FOUND');
  }
  return card;
}

// ---- Activation ------------------------------------------------------------------------------------------

/**
 * register: a card nobody has activated (retail, bank, guest-bought); associate: also a card that is
 * already active but nobody's (a VIP card e-mailed to its holder).
 */
type ActivationMode = 'register' | 'associate';

/** The registration's membership type (account's `registrations.membership_type`). */
type MembershipType = 'spc' | 'spc_plus' | 'trial' | 'vip';

/** The registration's membership type a card gives. */
function membershipTypeOf(card: CardRow): MembershipType {
  if (card.cobrand === 'cibc') return 'spc_plus';
  if (card.isVip || card.source === 'vip') return 'vip';
  if (card.isFreeTrial) return 'trial';
  return 'spc';
}

/** The bank's card is the SPC+ upgrade and a VIP card replaces a membership: both cancel what was there. */
const replacesMembership = (card: CardRow) => card.cobrand === 'cibc' || card.isVip || card.source === 'vip';

/**
 * Whether `userId` may take `card` now; throws the contract's refusal otherwise. Run once before any
 * side effect and again under the locks inside the activation's transaction.
 */
async function checkActivatable(
  db: repo.Queryable,
  userId: string,
  card: CardRow,
  mode: ActivationMode,
  now: Date,
): Promise<void> {
  if (card.userId !== null) {
    // Spec §8: 'Already associated' comes as a 400 from /v2/associateCard.
    throw membershipError(mode === 'associate' ? 400 : 409, 'ALREADY_ASSOCIATED');
  }
  // A cancelled card that nobody owns cannot be used: the same answer as an unknown card.
  if (card.status === 'cancelled') throw membershipError(404, 'CARD_NOT_FOUND');
  if (card.status === 'active' && mode === 'register') throw membershipError(409, 'CARD_ALREADY_ACTIVE');
  if (!replacesMembership(card) && (await hasPaidMembership(db, userId, now))) {
    throw membershipError(409, 'MEMBERSHIP_EXISTS');
  }
}

interface Activated {
  card: CardRow;
  upgrade: ReplaceMembershipResult | null;
}

/**
 * Inside `tx`: locks the member and the card, checks again, replaces a running free trial, activates
 * (a year from now) or attaches (an active card keeps its dates) the card as the member's primary
 * card, runs the SPC+ upgrade for a bank or VIP card, and does the registration's bookkeeping.
 */
async function activateInTransaction(
  deps: MembershipDeps,
  tx: repo.Queryable,
  input: { userId: string; cardId: number; mode: ActivationMode; affiliate?: Record<string, string>; now: Date },
): Promise<Activated> {
  const { userId, now } = input;
  await lockScope(tx, `user:${userId}`);
  const card = await lockCard(tx, input.cardId);
  if (!card) throw membershipError(404, 'CARD_NOT_FOUND');
  await checkActivatable(tx, userId, card, input.mode, now);
  await retireOtherCards(tx, userId);
  const activated =
    card.status === 'active'
      ? await attachCard(tx, card.id, userId)
      : await activateCard(tx, card.id, {
          userId,
          expiryDate: addMonths(now, MEMBERSHIP_DURATION_MONTHS),
          now,
        });
  const upgrade = replacesMembership(activated)
    ? await replaceMembership(deps, tx, { userId, newCardId: activated.id, now })
    : null;
  await markHasCard(tx, userId, membershipTypeOf(activated), input.affiliate);
  return { card: activated, upgrade };
}

function toRegisterCardResponse({ card, upgrade }: Activated, now: Date): RegisterCardResponse {
  return {
    card: toCard(card, now),
    upgradeType: upgrade?.upgradeType ?? 'none',
    manual_cancellation_required: upgrade?.manualCancellationRequired ?? false,
  };
}

export interface CardBody {
  card_number: string;
  csv: string;
  affiliate?: Record<string, string> | undefined;
}

/** POST /v2/card/registerable: an inactive card nobody owns can be registered. */
export async function registerable(
  deps: MembershipDeps,
  context: LookupContext,
  body: CardBody,
): Promise<RegisterableResponse> {
  const card = await lookupCard(deps, context, body.card_number, body.csv);
  if (card.userId !== null) throw membershipError(409, 'ALREADY_ASSOCIATED');
  if (card.status === 'cancelled') throw membershipError(404, 'CARD_NOT_FOUND');
  if (card.status === 'active') throw membershipError(409, 'CARD_ALREADY_ACTIVE');
  return {
    registerable: true,
    cobrand: card.cobrand,
    retailer: card.retailer,
    is_g_ticket: card.isGTicket,
    incentive_id: card.incentiveId,
  };
}

/** POST /v2/register/card and /v2/associateCard: the card becomes the member's. */
export async function registerCard(
  deps: MembershipDeps,
  member: Member,
  context: LookupContext,
  body: CardBody,
  mode: ActivationMode,
): Promise<RegisterCardResponse> {
  const { now } = context;
  const card = await lookupCard(deps, context, body.card_number, body.csv);
  await checkActivatable(deps.db, member.userId, card, mode, now);
  const activated = await deps.db.transaction((tx) =>
    activateInTransaction(deps, tx, {
      userId: member.userId,
      cardId: card.id,
      mode,
      ...(body.affiliate && { affiliate: body.affiliate }),
      now,
    }),
  );
  await activated.upgrade?.afterCommit();
  return toRegisterCardResponse(activated, now);
}

export interface ActivationCheckoutBody extends CardBody {
  language: Language;
  isActivationFlow: boolean;
  sendActivationEmail: boolean;
  auto_renew: boolean;
}

export const ACTIVATION_CHECKOUT_ENDPOINT = 'POST /v4/checkout/activation';

/**
 * POST /v4/checkout/activation: activates like /v2/register/card under an Idempotency-Key (a finished
 * request's answer is replayed). With `auto_renew` the nonce is vaulted first (a refused card stops
 * everything before the activation) and auto-renew is turned on once the card is the member's. The
 * activation e-mail goes out after the commit, in `language`.
 */
export async function activationCheckout(
  deps: MembershipDeps,
  input: { member: Member; context: LookupContext; key: string; body: ActivationCheckoutBody; nonce: string | null },
): Promise<Answer> {
  const { member, context, body, nonce } = input;
  const { now } = context;
  const claim: KeyClaim = {
    scope: member.scope,
    key: input.key,
    endpoint: ACTIVATION_CHECKOUT_ENDPOINT,
    hash: requestHash(body, body.auto_renew ? nonce : null),
  };
  const early = await existingAnswer(deps.db, claim);
  if (early) return early;
  if (body.auto_renew && !nonce) throw storeError(400, 'PAYMENT_NONCE_REQUIRED', 'payment-nonce');

  const card = await lookupCard(deps, context, body.card_number, body.csv);
  await checkActivatable(deps.db, member.userId, card, 'register', now);
  if (body.auto_renew && (card.cobrand === 'cibc' || card.isGTicket)) {
    // The bank pays for SPC+ and a golden ticket is free: neither is ever charged (contract, §4 billing).
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      'Invalid auto_renew: this card is not renewed automatically.',
      'auto_renew',
    );
  }
  if (body.auto_renew) await updatePaymentMethod(deps, member, { nonce: nonce! }, now);

  const outcome = await deps.db.transaction(async (tx) => {
    await lockScope(tx, member.scope);
    const replay = await existingAnswer(tx, claim);
    if (replay) return { replay };
    const activated = await activateInTransaction(deps, tx, {
      userId: member.userId,
      cardId: card.id,
      mode: 'register',
      ...(body.affiliate && { affiliate: body.affiliate }),
      now,
    });
    const response = toRegisterCardResponse(activated, now);
    await idempotencyKeys.insertStartedKey(tx, { ...claim, requestHash: claim.hash, orderNumber: null, now });
    await idempotencyKeys.finishKey(tx, claim.scope, claim.key, 201, response, now);
    return { activated, response };
  });
  if ('replay' in outcome) return outcome.replay!;

  await outcome.activated.upgrade?.afterCommit();
  if (body.auto_renew) await updateAutoRenew(deps, member.userId, true, now);
  if (body.sendActivationEmail) await sendActivationMail(deps, member, outcome.activated.card, body.language);
  return { status: 201, body: outcome.response, replayed: false };
}

// ---- Mail ------------------------------------------------------------------------------------------------

/** Sends one membership message; a failure is logged and never undoes what the member did. */
async function sendQuietly(
  deps: MembershipDeps,
  kind: Extract<MailKind, 'activation' | 'golden-ticket'>,
  member: Member,
  language: Language,
  data: { link: string; card: CardRow; plus?: boolean; incentiveTitle?: string | null },
): Promise<void> {
  try {
    const { publicUrl } = deps.config;
    const rendered = renderMail(kind, language, {
      link: data.link,
      publicUrl,
      firstName: member.profile.firstName,
      cardNumber: data.card.cardNumber,
      expiresAt: data.card.expiryDate,
      plus: data.plus,
      incentiveTitle: data.incentiveTitle,
    });
    await deps.mail.send({ to: member.email, kind, language, ...rendered, link: data.link });
  } catch (error) {
    deps.log.error({ err: error, kind }, 'could not send a membership e-mail');
  }
}

async function sendActivationMail(deps: MembershipDeps, member: Member, card: CardRow, language: Language) {
  const incentive = card.incentiveId !== null ? await repo.findIncentive(deps.db, card.incentiveId) : undefined;
  await sendQuietly(deps, 'activation', member, language, {
    link: `${deps.config.publicUrl}/membership-screen`,
    card,
    plus: card.cobrand === 'cibc',
    incentiveTitle: incentive ? (language === 'fr' ? incentive.titleFr : incentive.titleEn) : null,
  });
}

// ---- Free trial, special cards -----------------------------------------------------------------------------

/**
 * Issues the member's free-trial card (`FREE_TRIAL_DAYS`), once per member ever: `usedError` when they
 * ever had one, MEMBERSHIP_EXISTS with a valid card.
 */
async function issueTrial(
  deps: MembershipDeps,
  userId: string,
  now: Date,
  usedError: () => HttpError,
): Promise<CardRow> {
  return deps.db.transaction(async (tx) => {
    await lockScope(tx, `user:${userId}`);
    if (await hasHadFreeTrial(tx, userId)) throw usedError();
    if ((await findValidCards(tx, userId, now)).length > 0) throw membershipError(409, 'MEMBERSHIP_EXISTS');
    await retireOtherCards(tx, userId);
    const card = await issueCard(tx, {
      cobrand: 'spc',
      status: 'active',
      userId,
      expiryDate: new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS),
      isPrimary: true,
      isFreeTrial: true,
      source: 'trial',
      activatedAt: now,
      createdAt: now,
    });
    await markHasCard(tx, userId, 'trial');
    return card;
  });
}

/** POST /getFreeTrialCard */
export async function freeTrialCard(deps: MembershipDeps, member: Member, now = new Date()) {
  const card = await issueTrial(deps, member.userId, now, () => membershipError(409, 'FREE_TRIAL_USED'));
  return { card: toCard(card, now) };
}

/** GET /isFreeTrial: the latest-expiring valid card is a trial. */
export async function isFreeTrial(deps: MembershipDeps, userId: string, now = new Date()) {
  const [latest] = await findValidCards(deps.db, userId, now);
  return { is_free_trial: latest?.isFreeTrial ?? false };
}

/**
 * POST /v2/user/getIsSpecialCards: the flags of a card the caller may see — nobody's yet, or theirs.
 * Someone else's card is the same 404 as an unknown one (and counts as a wrong pair).
 */
export async function specialCards(
  deps: MembershipDeps,
  context: LookupContext,
  userId: string | null,
  body: { card_number: string; card_csv: string },
): Promise<SpecialCardsResponse> {
  const card = await lookupCard(deps, context, body.card_number, body.card_csv);
  if (card.userId !== null && card.userId !== userId) {
    await lookupLimiterOf(deps).recordFailure(context.caller, context.now);
    throw membershipError(404, 'CARD_NOT_FOUND');
  }
  return {
    is_golden_ticket: card.isGTicket,
    is_high_school: card.isHighSchool,
    is_vip: card.isVip || card.source === 'vip',
  };
}

/** POST /user/send_golden_ticket_email: only for a member whose latest-expiring valid card is golden. */
export async function sendGoldenTicketEmail(deps: MembershipDeps, member: Member, now = new Date()) {
  const [latest] = await findValidCards(deps.db, member.userId, now);
  if (!latest?.isGTicket) throw membershipError(422, 'NOT_GOLD_TICKET');
  await sendQuietly(deps, 'golden-ticket', member, member.profile.language, {
    link: `${deps.config.publicUrl}/deals`,
    card: latest,
  });
  return { success: true as const };
}

/**
 * GET (`redeem` false) and POST (`redeem` true) /user/may-acquisition: the May acquisition campaign (may-scratch, code june-acq) gives a member
 * without a valid card a free-trial card. It is the member's free trial: one ever, so a member who
 * already had a trial card has "already redeemed".
 */
export async function mayAcquisition(deps: MembershipDeps, member: Member, redeem: boolean, now = new Date()) {
  if (redeem) {
    await issueTrial(deps, member.userId, now, () => membershipError(409, 'ALREADY_REDEEMED'));
    return { eligible: false, redeemed: true };
  }
  const [valid, redeemed] = await Promise.all([
    findValidCards(deps.db, member.userId, now),
    hasHadFreeTrial(deps.db, member.userId),
  ]);
  return { eligible: valid.length === 0, redeemed };
}

// ---- Partners: incentives, freemium offers, boxing day ------------------------------------------------------

export async function activationIncentive(deps: MembershipDeps, id: number): Promise<ActivationIncentive> {
  const row = await repo.findIncentive(deps.db, id);
  if (!row) throw membershipError(404, 'INCENTIVE_NOT_FOUND', 'id');
  return incentiveResponse(row);
}

/** The newest activation incentive, or null when there is none (GET /api/store/product_and_bonus). */
export async function latestActivationIncentive(deps: Pick<Deps, 'db'>): Promise<ActivationIncentive | null> {
  const row = await repo.findLatestIncentive(deps.db);
  return row ? incentiveResponse(row) : null;
}

function incentiveResponse(row: repo.IncentiveRow): ActivationIncentive {
  return {
    id: row.id,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    offer_id: row.offerId,
  };
}

/** GET /freemium/offers: a page of what a visitor without a membership can use, most viewed first. */
export async function freemiumOffers(
  deps: MembershipDeps,
  query: { current_page: number; page_size: number },
  now = new Date(),
): Promise<OffersPageResponse> {
  const { rows, total } = await findFreemiumOffers(deps.db, {
    now,
    limit: query.page_size,
    offset: (query.current_page - 1) * query.page_size,
  });
  const offers = await withCovers(deps.db, rows.map(toOffer));
  return {
    offers,
    partners_by_id: await partnersById(
      deps.db,
      offers.map((offer) => offer.partner_id),
    ),
    current_page: query.current_page,
    page_size: query.page_size,
    total_count: total,
    total_pages: Math.max(1, Math.ceil(total / query.page_size)),
    location: null,
  };
}

const torontoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', month: 'numeric', day: 'numeric' });

/** The boxing-day gift card is sold from 26 to 31 December, Toronto time. */
export function isBoxingDayWindow(now: Date): boolean {
  const parts = torontoDay.formatToParts(now);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const day = Number(parts.find((part) => part.type === 'day')?.value);
  return month === 12 && day >= 26 && day <= 31;
}

// The reminders a paying member expects (issue 23 item 19; docs/api-store.md "Reminders"): the free
// trial ends in 3 days, the membership renews in 7 days (auto-renew on), the membership has ended
// without a renewal. Billing sends all three and owns their table (`billing_reminders`): they are
// about paying for the membership — buying after a trial, being charged, buying again — and /billing
// lists them; the trial's card is read through membership-card's service like any other card.
//
// The job finds the due members with a few set-based queries (whatever their number), then for each
// one writes the reminder's row and queues its mail in the outbox in one transaction: the unique key
// (kind, card, term) makes a second pass — or a second runner — send nothing, and a crash either
// loses both or keeps both (the 'deliver mail' job sends a queued one after a restart).
import type { Language } from '@spc/domain/constants';
import { RENEWAL_GRACE_DAYS } from '@spc/domain/membership-banner';
import type { RemindersResponse } from '@spc/domain/store';
import { renderMail, type MailData, type MailKind } from '../../adapters/mail/templates.ts';
import { transaction, type Queryable } from '../../db/queryable.ts';
import { findAutoRenewing, findProfileRow } from '../account/service.ts';
import {
  findLatestBillableCardsExpiring,
  findTrialCardsEnding,
  findUsersWithPaidMembership,
  type CardEnding,
} from '../membership-card/service.ts';
import { price } from '../purchase/service.ts';
import { createAutoRenewOffToken } from './auto-renew-token.ts';
import { RENEWAL_WINDOW, renewalLocation, termEndOf } from './renewals.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts), and the key of the auto-renew-off links (auto-renew-token.ts). */
export type ReminderDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'log'> & { autoRenewOffKey: Buffer };

const DAY_MS = 86_400_000;

/** How long before (or after) the date each reminder goes out. */
export const REMINDER_TIMING = {
  /** The trial's end: 3 days before. */
  trialEndingMs: 3 * DAY_MS,
  /** The renewal: 7 days before (and not inside the renewal job's own last day). */
  renewalUpcomingMs: 7 * DAY_MS,
  /**
   * The expired membership: once it has ended — for a member with auto-renew on and a card on file,
   * once the renewal job's grace period is over too — and for at most this long after (a membership
   * that ended long before the feature existed is not written to).
   */
  expiredLookbackMs: 30 * DAY_MS,
} as const;

const MAIL_KINDS: Record<repo.ReminderKind, MailKind> = {
  'trial-ending': 'trial-ending',
  'renewal-upcoming': 'renewal-upcoming',
  'membership-expired': 'membership-expired',
};

export interface ReminderRunSummary {
  trialEnding: number;
  renewalUpcoming: number;
  membershipExpired: number;
  failed: number;
}

interface Due extends CardEnding {
  kind: repo.ReminderKind;
}

/** One pass of the job (app.ts lists it before the mail delivery): every reminder due at `now`, once. */
export async function runReminders(deps: ReminderDeps, { now = new Date() }: { now?: Date } = {}) {
  const due = [
    ...(await dueTrialEndings(deps, now)),
    ...(await dueRenewals(deps, now)),
    ...(await dueExpiries(deps, now)),
  ];
  const summary: ReminderRunSummary = { trialEnding: 0, renewalUpcoming: 0, membershipExpired: 0, failed: 0 };
  for (const reminder of await notYetSent(deps.db, due)) {
    try {
      if (!(await sendReminder(deps, reminder, now))) continue;
      if (reminder.kind === 'trial-ending') summary.trialEnding += 1;
      else if (reminder.kind === 'renewal-upcoming') summary.renewalUpcoming += 1;
      else summary.membershipExpired += 1;
    } catch (error) {
      // One member's trouble does not stop the others' reminders; the next pass tries again.
      deps.log.error({ err: error, cardId: reminder.cardId, kind: reminder.kind }, 'reminder failed');
      summary.failed += 1;
    }
  }
  if (summary.trialEnding + summary.renewalUpcoming + summary.membershipExpired + summary.failed > 0)
    deps.log.info(summary, 'reminders');
  return summary;
}

/** Free trials ending within 3 days, of members who have not bought (one query). */
async function dueTrialEndings(deps: ReminderDeps, now: Date): Promise<Due[]> {
  const ending = await findTrialCardsEnding(deps.db, now, new Date(now.getTime() + REMINDER_TIMING.trialEndingMs), now);
  return ending.map((card) => ({ ...card, kind: 'trial-ending' as const }));
}

/**
 * Memberships renewing within 7 days (but after the renewal job's window opens), of members with
 * auto-renew on and a card on file: three queries, as the renewal job's work list.
 */
async function dueRenewals(deps: ReminderDeps, now: Date): Promise<Due[]> {
  const expiring = await findLatestBillableCardsExpiring(
    deps.db,
    new Date(now.getTime() + RENEWAL_WINDOW.beforeExpiryMs),
    new Date(now.getTime() + REMINDER_TIMING.renewalUpcomingMs),
  );
  const userIds = expiring.map((card) => card.userId);
  const [autoRenewing, withMethod] = await Promise.all([
    findAutoRenewing(deps.db, userIds),
    repo.findUsersWithPaymentMethod(deps.db, userIds),
  ]);
  return expiring
    .filter((card) => autoRenewing.has(card.userId) && withMethod.has(card.userId))
    .map((card) => ({ ...card, kind: 'renewal-upcoming' as const }));
}

/**
 * Memberships that ended without a renewal: the member's latest billable card has expired, they hold
 * no other valid paid card (SPC+, a VIP card), and no renewal can still happen — auto-renew is off or
 * there is no card on file, or the renewal job's grace period is over. Four queries.
 */
async function dueExpiries(deps: ReminderDeps, now: Date): Promise<Due[]> {
  const graceMs = RENEWAL_GRACE_DAYS * DAY_MS;
  const ended = await findLatestBillableCardsExpiring(
    deps.db,
    new Date(now.getTime() - graceMs - REMINDER_TIMING.expiredLookbackMs),
    now,
  );
  const userIds = ended.map((card) => card.userId);
  const [paid, autoRenewing, withMethod] = await Promise.all([
    findUsersWithPaidMembership(deps.db, userIds, now),
    findAutoRenewing(deps.db, userIds),
    repo.findUsersWithPaymentMethod(deps.db, userIds),
  ]);
  return ended
    .filter((card) => {
      if (paid.has(card.userId)) return false;
      const renewing = autoRenewing.has(card.userId) && withMethod.has(card.userId);
      const since = now.getTime() - card.expiryDate.getTime();
      return renewing ? since > graceMs : since <= REMINDER_TIMING.expiredLookbackMs;
    })
    .map((card) => ({ ...card, kind: 'membership-expired' as const }));
}

/** Drops what was already sent (one query per kind); the unique key still guards a race. */
async function notYetSent(db: Queryable, due: Due[]): Promise<Due[]> {
  const kinds = [...new Set(due.map((reminder) => reminder.kind))];
  const sent = new Map(
    await Promise.all(
      kinds.map(
        async (kind) =>
          [
            kind,
            await repo.findSentReminders(
              db,
              kind,
              due.filter((reminder) => reminder.kind === kind).map((reminder) => reminder.cardId),
            ),
          ] as const,
      ),
    ),
  );
  return due.filter(
    (reminder) => !sent.get(reminder.kind)?.has(`${reminder.cardId}:${termEndOf(reminder.expiryDate)}`),
  );
}

/**
 * Records the reminder and queues its mail in one transaction. False when it was already sent (another
 * runner) or the member has no address.
 */
async function sendReminder(deps: ReminderDeps, due: Due, now: Date): Promise<boolean> {
  const mailId = await transaction(deps.db, async (tx) => {
    const [account, profile] = await Promise.all([repo.findAccount(tx, due.userId), findProfileRow(tx, due.userId)]);
    if (!account?.email || !profile) return null;
    const row = await repo.insertReminder(tx, {
      userId: due.userId,
      kind: due.kind,
      cardId: due.cardId,
      termEnd: termEndOf(due.expiryDate),
      sentAt: now,
    });
    if (!row) return null;
    const language: Language = profile.language === 'fr' ? 'fr' : 'en';
    const data = await mailData(deps, tx, due, { firstName: profile.firstName ?? account.firstName, now });
    const kind = MAIL_KINDS[due.kind];
    const rendered = renderMail(kind, language, data);
    const { id } = await deps.mail.send(
      {
        to: account.email,
        kind,
        language,
        ...rendered,
        link: data.autoRenewOffLink ?? data.link,
        metadata: { reminder: due.kind, card_id: String(due.cardId), term_end: row.termEnd },
      },
      { within: tx },
    );
    await repo.setReminderMail(tx, row.id, id);
    return id;
  });
  // Delivered by the 'deliver mail' job, which app.ts runs right after this one in the same pass.
  return mailId !== null;
}

/** Days left until `date`, rounded up ("in 3 days"). */
const daysUntil = (date: Date, now: Date) => Math.max(1, Math.ceil((date.getTime() - now.getTime()) / DAY_MS));

async function mailData(
  deps: ReminderDeps,
  tx: Queryable,
  due: Due,
  { firstName, now }: { firstName: string | null; now: Date },
): Promise<MailData> {
  const { publicUrl } = deps.config;
  const common = { firstName, publicUrl, expiresAt: due.expiryDate, daysLeft: daysUntil(due.expiryDate, now) };
  if (due.kind !== 'renewal-upcoming') return { ...common, link: `${publicUrl}/purchase` };

  const token = createAutoRenewOffToken(deps.autoRenewOffKey, {
    userId: due.userId,
    expiresAtMs: due.expiryDate.getTime(),
  });
  const method = await repo.findPaymentMethod(tx, due.userId);
  return {
    ...common,
    link: `${publicUrl}/billing`,
    autoRenewOffLink: `${publicUrl}/billing/auto-renew-off?token=${token}`,
    paymentCard: method ? { cardType: method.cardType, last4: method.last4 } : null,
    ...(await renewalFigures(deps, tx, due.userId, now)),
  };
}

/**
 * What the renewal will charge, with tax, from where the member is (purchase's pricing, as the renewal
 * order is priced) and with the renewal promo code when it still applies. Nothing when it cannot be
 * priced (no province): the message then leaves the amount out.
 */
async function renewalFigures(
  deps: ReminderDeps,
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<Partial<MailData>> {
  const [profile, subscription] = await Promise.all([findProfileRow(tx, userId), repo.findSubscription(tx, userId)]);
  if (!profile) return {};
  const location = await renewalLocation(tx, userId, profile);
  if (location.country === 'ca' && !location.province) return {};
  const promoCode = subscription?.renewalPromoCode ?? undefined;
  let priced;
  try {
    priced = await price(tx, { location, promoCode, userId, now });
  } catch (error) {
    if (!promoCode) throw error;
    // The code no longer applies: the renewal will not use it either.
    deps.log.info({ code: promoCode, err: error }, 'renewal promo code no longer applies');
    priced = await price(tx, { location, userId, now });
  }
  const { quote } = priced;
  return {
    currency: quote.currency,
    subtotalCents: quote.subtotal_cents,
    discountCents: quote.discount_cents,
    discountCode: priced.promo?.code ?? null,
    taxes: quote.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, amountCents: tax.amount_cents })),
    totalCents: quote.total_cents,
  };
}

// ---- Calls -----------------------------------------------------------------------------------------------

/** GET /api/users/user/reminders: the reminders e-mailed to the member, latest first. */
export async function listReminders(deps: Pick<Deps, 'db'>, userId: string): Promise<RemindersResponse> {
  const rows = await repo.findReminders(deps.db, userId);
  return {
    reminders: rows.map((row) => ({ kind: row.kind, sent_at: row.sentAt.toISOString(), term_end: row.termEnd })),
  };
}

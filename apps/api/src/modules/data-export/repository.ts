// The rows of a member's data export (issue 21 item 4): one reader per section of the file
// (packages/domain/src/data-export.ts), in one list, `SECTIONS`. This module owns no table; it reads,
// and only reads, every table that holds something about the member — the one module allowed to look
// across the others' tables (decision 014 keeps writes with their owners; a copy for the member has to
// see all of them, and asking ten services for ten shapes would let a table slip out of the copy).
//
// Adding a table to the export is one entry in `SECTIONS` (and its key in the domain's sections):
// for a table keyed by the member, `ownedRows(table, table.userId, { omit: [...] })` copies every
// column but the secret ones, e.g. `consents: ownedRows(consentRecords, consentRecords.userId)`.
//
// Never copied: password hashes, session and sign-in provider tokens, e-mail verification values,
// payment tokens and gateway customer ids, card security codes, e-mail bodies and their action links.
import type { DataExportSections, ExportRow, ExportValue } from '@spc/domain/data-export';
import { and, asc, eq, getTableColumns, inArray, isNull, or, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  analyticsEvents,
  authAccounts,
  btsEventJoins,
  btsOfferOrders,
  campusMembers,
  contestEntries,
  contestGames,
  emailSubscriptions,
  marketingContacts,
  schoolPortalTokens,
  studentIdReviews,
  studentStatuses,
  studentVerifications,
  travelPhotos,
  authSessions,
  authUsers,
  billingReminders,
  cards,
  categories,
  consentDecisions,
  favouriteCategories,
  favouriteOffers,
  loginAttempts,
  mailOutbox,
  memberSavings,
  membershipUpgrades,
  offerClicks,
  offerRedemptions,
  offers,
  orders,
  partners,
  paymentMethods,
  payments,
  promoRedemptions,
  redemptionFeedback,
  referralCodes,
  referralRedemptions,
  registrations,
  renewalAttempts,
  resendLimits,
  rewardsLinks,
  rewardsPreLinks,
  savedListOffers,
  savedLists,
  subscriptions,
  supportRequests,
  userProfiles,
  vipRedemptions,
} from '../../db/schema/index.ts';

/** Whose data: the signed-in user's id and sign-in address. */
export interface Subject {
  userId: string;
  /** Lower-case; the mail outbox and the sign-in lock are kept by address. */
  emailLower: string;
}

type Reader<T> = (db: Queryable, subject: Subject) => Promise<T>;

/** One reader per section; the optional sections are the tables still to come. */
export type SectionReaders = { [K in keyof DataExportSections]: Reader<Exclude<DataExportSections[K], undefined>> };

/** Runs the readers in one read-only snapshot: every section is as of the same instant. */
export function inSnapshot<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/** A column value as JSON: dates as ISO strings, the rest as the driver gives them. */
function exportValue(value: unknown): ExportValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(exportValue);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, exportValue(inner)]));
  }
  if (typeof value === 'bigint') return value.toString();
  return value as ExportValue;
}

/**
 * Every row of `table` whose `owner` column is the member, with every column (by its database name)
 * but the `omit`ted ones, ordered as stored. For a section without a fixed shape yet.
 */
export function ownedRows(
  table: PgTable,
  owner: Column,
  { omit = [] }: { omit?: readonly string[] } = {},
): Reader<ExportRow[]> {
  // [the row's key, the column's database name] of the columns copied.
  const copied = Object.entries(getTableColumns(table))
    .filter(([, column]) => !omit.includes(column.name))
    .map(([key, column]) => [key, column.name] as const);
  return async (db, { userId }) => {
    const rows = (await db.select().from(table).where(eq(owner, userId))) as Record<string, unknown>[];
    return rows.map((row) => Object.fromEntries(copied.map(([key, name]) => [name, exportValue(row[key])])));
  };
}

// ---- Identity ---------------------------------------------------------------------------------------

const account: Reader<DataExportSections['account']> = async (db, { userId }) => {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!row) throw new Error(`data export: no auth user ${userId}`);
  return {
    user_id: row.id,
    email: row.email,
    email_verified: row.emailVerified,
    name: row.name,
    first_name: row.firstName,
    last_name: row.lastName,
    birth_date: row.birthDate,
    language: row.language,
    email_opt_in: row.emailOptIn,
    image: row.image,
    signup_affiliate: row.signupAffiliate,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
};

const profile: Reader<DataExportSections['profile']> = async (db, { userId }) => {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  if (!row) return null;
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email_lower: row.emailLower,
    language: row.language,
    country: row.country,
    postal: row.postal,
    birth_date: row.birthDate,
    gender: row.gender,
    school_type: row.schoolType,
    school_name: row.schoolName,
    international: row.international,
    province: row.province,
    referred_by: row.referredBy,
    is_auto_renew: row.isAutoRenew,
    email_opt_in: row.emailOptIn,
    theme_id: row.themeId,
    alerts_policy: row.alertsPolicy,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
};

const registration: Reader<DataExportSections['registration']> = async (db, { userId }) => {
  const [row] = await db.select().from(registrations).where(eq(registrations.userId, userId));
  if (!row) return null;
  return {
    membership_type: row.membershipType,
    registered: row.registered,
    has_card: row.hasCard,
    bmo: row.bmo,
    affiliate: row.affiliate,
    created_at: iso(row.createdAt),
  };
};

const sessions: Reader<DataExportSections['sessions']> = async (db, { userId }) => {
  const rows = await db
    .select({
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt));
  return rows.map((row) => ({
    created_at: iso(row.createdAt),
    last_seen_at: iso(row.updatedAt),
    expires_at: iso(row.expiresAt),
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
  }));
};

const linkedAccounts: Reader<DataExportSections['linked_accounts']> = async (db, { userId }) => {
  const rows = await db
    .select({ provider: authAccounts.providerId, createdAt: authAccounts.createdAt })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId))
    .orderBy(asc(authAccounts.createdAt));
  return rows.map((row) => ({ provider: row.provider, linked_at: iso(row.createdAt) }));
};

const signInLock: Reader<DataExportSections['sign_in_lock']> = async (db, { emailLower }) => {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.emailLower, emailLower));
  if (!row) return null;
  return {
    failed_attempts: row.failedCount,
    last_failed_at: isoOrNull(row.lastFailedAt),
    locked_until: isoOrNull(row.lockedUntil),
  };
};

const emailVerification: Reader<DataExportSections['email_verification']> = async (db, { userId }) => {
  const [row] = await db.select().from(resendLimits).where(eq(resendLimits.userId, userId));
  if (!row) return null;
  return {
    sent_in_window: row.count,
    window_started_at: iso(row.windowStartedAt),
    last_sent_at: isoOrNull(row.lastSentAt),
  };
};

// ---- Membership and money -----------------------------------------------------------------------------

const memberCards: Reader<DataExportSections['cards']> = async (db, { userId }) => {
  const rows = await db.select().from(cards).where(eq(cards.userId, userId)).orderBy(asc(cards.id));
  // Not the security code (`csv`): with the number it activates the card.
  return rows.map((row) => ({
    id: row.id,
    card_number: row.cardNumber,
    cobrand: row.cobrand,
    status: row.status,
    expiry_date: isoOrNull(row.expiryDate),
    is_primary: row.isPrimary,
    is_g_ticket: row.isGTicket,
    is_online_purchased: row.isOnlinePurchased,
    is_free_trial: row.isFreeTrial,
    is_vip: row.isVip,
    is_high_school: row.isHighSchool,
    campus: row.campus,
    retailer: row.retailer,
    source: row.source,
    activated_at: isoOrNull(row.activatedAt),
    created_at: iso(row.createdAt),
  }));
};

const memberOrders: Reader<DataExportSections['orders']> = async (db, { userId }) => {
  const rows = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id));
  return rows.map(({ order, payment }) => ({
    id: order.id,
    order_number: order.orderNumber,
    kind: order.kind,
    status: order.status,
    payment_method: order.paymentMethod,
    email: order.email,
    first_name: order.firstName,
    last_name: order.lastName,
    language: order.language,
    country: order.country,
    province: order.province,
    postal: order.postal,
    product_id: order.productId,
    quantity: order.quantity,
    currency: order.currency,
    unit_price_cents: order.unitPriceCents,
    subtotal_cents: order.subtotalCents,
    discount_cents: order.discountCents,
    discount_source: order.discountSource,
    tax_rate: order.taxRate,
    taxes: order.taxes,
    tax_cents: order.taxCents,
    total_cents: order.totalCents,
    promo_code: order.promoCode,
    school_code: order.schoolCode,
    auto_renew: order.autoRenew,
    referral_code: order.referralCode,
    utm: order.utm,
    card_id: order.cardId,
    failure_code: order.failureCode,
    failure_message: order.failureMessage,
    created_at: iso(order.createdAt),
    paid_at: isoOrNull(order.paidAt),
    updated_at: iso(order.updatedAt),
    payment: payment && {
      gateway: payment.gateway,
      transaction_id: payment.transactionId,
      status: payment.status,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      card_type: payment.cardType,
      last4: payment.last4,
      disputed: payment.disputed,
      settled_at: isoOrNull(payment.settledAt),
      created_at: iso(payment.createdAt),
    },
  }));
};

const promoCodesUsed: Reader<DataExportSections['promo_codes_used']> = async (db, { userId }) => {
  const rows = await db
    .select()
    .from(promoRedemptions)
    .where(eq(promoRedemptions.userId, userId))
    .orderBy(asc(promoRedemptions.createdAt));
  return rows.map((row) => ({ code: row.code, order_id: row.orderId, created_at: iso(row.createdAt) }));
};

const cardOnFile: Reader<DataExportSections['card_on_file']> = async (db, { userId }) => {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  if (!row) return null;
  // Not the gateway token: it pays.
  return {
    gateway: row.gateway,
    card_type: row.cardType,
    last4: row.last4,
    expiration_month: row.expirationMonth,
    expiration_year: row.expirationYear,
    updated_at: iso(row.updatedAt),
  };
};

const autoRenew: Reader<DataExportSections['auto_renew']> = async (db, { userId }) => {
  const [flag] = await db
    .select({ enabled: userProfiles.isAutoRenew })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return {
    enabled: flag?.enabled ?? false,
    subscription: row
      ? {
          status: row.status,
          renewal_promo_code: row.renewalPromoCode,
          last_failure_at: isoOrNull(row.lastFailureAt),
          last_failure_message: row.lastFailureMessage,
          failure_count: row.failureCount,
          updated_at: iso(row.updatedAt),
        }
      : null,
  };
};

const memberRenewalAttempts: Reader<DataExportSections['renewal_attempts']> = async (db, { userId }) => {
  const rows = await db
    .select({ attempt: renewalAttempts })
    .from(renewalAttempts)
    .innerJoin(cards, eq(cards.id, renewalAttempts.cardId))
    .where(eq(cards.userId, userId))
    .orderBy(asc(renewalAttempts.id));
  return rows.map(({ attempt }) => ({
    card_id: attempt.cardId,
    term_end: attempt.termEnd,
    attempt: attempt.attempt,
    order_id: attempt.orderId,
    outcome: attempt.outcome,
    message: attempt.message,
    created_at: iso(attempt.createdAt),
  }));
};

const memberBillingReminders: Reader<DataExportSections['billing_reminders']> = async (db, { userId }) => {
  const rows = await db
    .select()
    .from(billingReminders)
    .where(eq(billingReminders.userId, userId))
    .orderBy(asc(billingReminders.id));
  return rows.map((row) => ({ kind: row.kind, card_id: row.cardId, term_end: row.termEnd, sent_at: iso(row.sentAt) }));
};

const upgrades: Reader<DataExportSections['membership_upgrades']> = async (db, { userId }) => {
  const rows = await db
    .select()
    .from(membershipUpgrades)
    .where(eq(membershipUpgrades.userId, userId))
    .orderBy(asc(membershipUpgrades.id));
  return rows.map((row) => ({
    card_id: row.cardId,
    previous_card_id: row.previousCardId,
    upgrade_type: row.upgradeType,
    manual_cancellation_required: row.manualCancellationRequired,
    created_at: iso(row.createdAt),
  }));
};

// ---- Saved and used offers -------------------------------------------------------------------------------

/** An offer as the member saw it: its titles and its partner's name. */
const offerNamed = { offer_id: offers.offerId, title_en: offers.titleEn, title_fr: offers.titleFr };

const favouritesOffers: Reader<DataExportSections['favourite_offers']> = async (db, { userId }) => {
  const rows = await db
    .select({ ...offerNamed, partner_name: partners.partnerName, createdAt: favouriteOffers.createdAt })
    .from(favouriteOffers)
    .innerJoin(offers, eq(offers.offerId, favouriteOffers.offerId))
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(eq(favouriteOffers.userId, userId))
    .orderBy(asc(favouriteOffers.createdAt), asc(favouriteOffers.offerId));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: iso(createdAt) }));
};

const favouritesCategories: Reader<DataExportSections['favourite_categories']> = async (db, { userId }) =>
  db
    .select({ category_id: categories.id, name_en: categories.nameEn, name_fr: categories.nameFr })
    .from(favouriteCategories)
    .innerJoin(categories, eq(categories.id, favouriteCategories.categoryId))
    .where(eq(favouriteCategories.userId, userId))
    .orderBy(asc(categories.id));

const lists: Reader<DataExportSections['saved_lists']> = async (db, { userId }) => {
  const rows = await db.select().from(savedLists).where(eq(savedLists.userId, userId)).orderBy(asc(savedLists.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      listId: savedListOffers.listId,
      position: savedListOffers.position,
      ...offerNamed,
      partner_name: partners.partnerName,
    })
    .from(savedListOffers)
    .innerJoin(offers, eq(offers.offerId, savedListOffers.offerId))
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(
      inArray(
        savedListOffers.listId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(savedListOffers.listId), asc(savedListOffers.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: iso(row.createdAt),
    offers: items.filter((item) => item.listId === row.id).map(({ listId: _listId, ...item }) => item),
  }));
};

const revealedCodes: Reader<DataExportSections['revealed_codes']> = async (db, { userId }) => {
  const rows = await db
    .select({ redemption: offerRedemptions, ...offerNamed, partner_name: partners.partnerName })
    .from(offerRedemptions)
    .innerJoin(offers, eq(offers.offerId, offerRedemptions.offerId))
    .innerJoin(partners, eq(partners.partnerId, offers.partnerId))
    .where(eq(offerRedemptions.userId, userId))
    .orderBy(asc(offerRedemptions.id));
  return rows.map(({ redemption, ...offer }) => ({
    id: redemption.id,
    ...offer,
    code: redemption.code,
    display_kind: redemption.displayKind,
    channel: redemption.channel,
    from_website: redemption.fromWebsite,
    created_at: iso(redemption.createdAt),
    deleted_at: isoOrNull(redemption.deletedAt),
  }));
};

const feedback: Reader<DataExportSections['redemption_feedback']> = async (db, { userId }) => {
  const rows = await db
    .select()
    .from(redemptionFeedback)
    .where(eq(redemptionFeedback.userId, userId))
    .orderBy(asc(redemptionFeedback.answeredAt));
  return rows.map((row) => ({
    redemption_id: row.redemptionId,
    offer_id: row.offerId,
    worked: row.worked,
    reason: row.reason,
    value_cents: row.valueCents,
    answered_at: iso(row.answeredAt),
  }));
};

const clicks: Reader<DataExportSections['offer_clicks']> = async (db, { userId }) => {
  const rows = await db
    .select()
    .from(offerClicks)
    .where(eq(offerClicks.userId, userId))
    .orderBy(asc(offerClicks.createdAt), asc(offerClicks.id));
  return rows.map((row) => ({ id: row.id, offer_id: row.offerId, kind: row.kind, created_at: iso(row.createdAt) }));
};

const savings: Reader<DataExportSections['savings']> = async (db, { userId }) => {
  const rows = await db
    .select()
    .from(memberSavings)
    .where(eq(memberSavings.userId, userId))
    .orderBy(asc(memberSavings.day), asc(memberSavings.offerId));
  return rows.map((row) => ({
    offer_id: row.offerId,
    day: row.day,
    value_cents: row.valueCents,
    created_at: iso(row.createdAt),
  }));
};

// ---- Referrals, VIP, mail ------------------------------------------------------------------------------------

const referrals: Reader<DataExportSections['referrals']> = async (db, { userId }) => {
  const [code] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  const redemptions = await db
    .select()
    .from(referralRedemptions)
    .where(or(eq(referralRedemptions.refereeUserId, userId), eq(referralRedemptions.referrerUserId, userId)))
    .orderBy(asc(referralRedemptions.createdAt));
  const shape = (row: typeof referralRedemptions.$inferSelect) => ({
    source: row.source,
    created_at: iso(row.createdAt),
    purchased_at: isoOrNull(row.purchasedAt),
  });
  const referred = redemptions.find((row) => row.refereeUserId === userId);
  return {
    own_code: code
      ? {
          code: code.referralCode,
          referral_count: code.referralCount,
          referral_redemption_count: code.referralRedemptionCount,
        }
      : null,
    referred: referred ? shape(referred) : null,
    members_referred: redemptions.filter((row) => row.referrerUserId === userId).map(shape),
  };
};

const vipCodes: Reader<DataExportSections['vip_codes']> = async (db, { userId, emailLower }) => {
  const rows = await db
    .select()
    .from(vipRedemptions)
    .where(
      or(
        eq(vipRedemptions.userId, userId),
        // Redeemed by e-mail before the account existed (or after it was detached): the same address.
        and(isNull(vipRedemptions.userId), eq(vipRedemptions.emailLower, emailLower)),
      ),
    )
    .orderBy(asc(vipRedemptions.id));
  return rows.map((row) => ({
    code: row.code,
    email_lower: row.emailLower,
    card_id: row.cardId,
    created_at: iso(row.createdAt),
  }));
};

const mail: Reader<DataExportSections['mail']> = async (db, { emailLower }) => {
  // Subject, kind and dates only: the bodies carry action links and one-time tokens.
  const rows = await db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      language: mailOutbox.language,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, emailLower))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    language: row.language,
    created_at: iso(row.createdAt),
    sent_at: isoOrNull(row.sentAt),
    status: row.sentAt ? 'sent' : row.failedAt ? 'failed' : row.nextAttemptAt ? 'queued' : 'not_sent',
  }));
};

/**
 * THE list: every section of the file and where it comes from, in the file's order. A new table that
 * holds something about a member gets its entry here (and its key in the domain's sections).
 */
/** The contact form's requests sent from the member's sign-in address (kept by address, like the mail). */
const supportRequestsSent: Reader<ExportRow[]> = async (db, { emailLower }) => {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(sql`lower(${supportRequests.email})`, emailLower))
    .orderBy(asc(supportRequests.createdAt));
  const columns = Object.entries(getTableColumns(supportRequests));
  return rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, exportValue(row[key as keyof typeof row])])),
  );
};

/**
 * Every table the sections read, and the tables that hold something about a member but stay out of the
 * copy, with why. The completeness test fails when a table keyed by a member (a user id or an address
 * column) is in neither list, so a new table cannot slip out of the copy unnoticed.
 */
export const READ_TABLES: readonly PgTable[] = [
  analyticsEvents,
  authAccounts,
  authSessions,
  authUsers,
  billingReminders,
  btsEventJoins,
  btsOfferOrders,
  campusMembers,
  cards,
  consentDecisions,
  contestEntries,
  contestGames,
  emailSubscriptions,
  favouriteCategories,
  favouriteOffers,
  loginAttempts,
  mailOutbox,
  marketingContacts,
  memberSavings,
  membershipUpgrades,
  offerClicks,
  offerRedemptions,
  orders,
  paymentMethods,
  payments,
  promoRedemptions,
  redemptionFeedback,
  referralCodes,
  referralRedemptions,
  registrations,
  renewalAttempts,
  resendLimits,
  rewardsLinks,
  rewardsPreLinks,
  savedListOffers,
  savedLists,
  schoolPortalTokens,
  studentIdReviews,
  studentStatuses,
  studentVerifications,
  subscriptions,
  supportRequests,
  travelPhotos,
  userProfiles,
  vipRedemptions,
];

export const LEFT_OUT_TABLES: Readonly<Record<string, string>> = {
  auth_two_factors: 'a staff member’s TOTP secret and backup codes (secrets, and staff only)',
  gateway_customers: 'the payment gateway’s customer id (a payment token)',
  sandbox_customers: 'the embedded payment gateway’s own records (the gateway’s data, not ours)',
  rewards_accounts: 'the embedded rewards programme’s own accounts (the programme’s data, not ours)',
  offer_codes: 'the codes handed to the member are in revealed_codes',
  staff_audit: 'what staff did, kept for accountability (the member’s own rows are in their sections)',
  staff_session_activity: 'a staff session’s last activity (staff only)',
  order_refunds: 'staff’s record of a refund they made (the order’s refunded state is in orders)',
};

/** The marketing list's contact for the sign-in address (kept by address: it may predate the account). */
const marketingContact: Reader<ExportRow[]> = async (db, { userId, emailLower }) => {
  const rows = await db
    .select()
    .from(marketingContacts)
    .where(or(eq(marketingContacts.emailLower, emailLower), eq(marketingContacts.userId, userId)));
  const columns = Object.entries(getTableColumns(marketingContacts));
  return rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, exportValue(row[key as keyof typeof row])])),
  );
};

export const SECTIONS: SectionReaders = {
  account,
  profile,
  registration,
  sessions,
  linked_accounts: linkedAccounts,
  sign_in_lock: signInLock,
  email_verification: emailVerification,
  cards: memberCards,
  orders: memberOrders,
  promo_codes_used: promoCodesUsed,
  card_on_file: cardOnFile,
  auto_renew: autoRenew,
  renewal_attempts: memberRenewalAttempts,
  billing_reminders: memberBillingReminders,
  membership_upgrades: upgrades,
  favourite_offers: favouritesOffers,
  favourite_categories: favouritesCategories,
  saved_lists: lists,
  revealed_codes: revealedCodes,
  redemption_feedback: feedback,
  offer_clicks: clicks,
  savings,
  referrals,
  vip_codes: vipCodes,
  mail,
  consents: ownedRows(consentDecisions, consentDecisions.userId),
  support_requests: supportRequestsSent,
  rewards_links: ownedRows(rewardsLinks, rewardsLinks.userId),
  rewards_pre_links: ownedRows(rewardsPreLinks, rewardsPreLinks.userId),
  // Issue 21 item 4: the analytics events tied to the member (decision 028), every column.
  analytics_events: ownedRows(analyticsEvents, analyticsEvents.userId),
  // Issue 18: student status, campus membership and back-to-school events. Code and link hashes and the
  // private photo's storage key stay out (the photo itself is deleted after the decision, decision 024).
  student_status: ownedRows(studentStatuses, studentStatuses.userId),
  student_verifications: ownedRows(studentVerifications, studentVerifications.userId, {
    omit: ['code_hash', 'token_hash'],
  }),
  student_id_reviews: ownedRows(studentIdReviews, studentIdReviews.userId, { omit: ['photo_key'] }),
  campus_membership: ownedRows(campusMembers, campusMembers.userId),
  school_portal_tokens: ownedRows(schoolPortalTokens, schoolPortalTokens.userId, { omit: ['token_hash'] }),
  bts_event_joins: ownedRows(btsEventJoins, btsEventJoins.userId),
  bts_offer_orders: ownedRows(btsOfferOrders, btsOfferOrders.userId),
  // Issue 19: contests (a match game's seed and board are the server's answer key), e-mail list, photos.
  contest_entries: ownedRows(contestEntries, contestEntries.userId),
  contest_games: ownedRows(contestGames, contestGames.userId, { omit: ['seed', 'board'] }),
  email_subscriptions: ownedRows(emailSubscriptions, emailSubscriptions.userId, { omit: ['token_hash'] }),
  marketing_contact: marketingContact,
  travel_photos: ownedRows(travelPhotos, travelPhotos.userId, { omit: ['storage_key'] }),
};

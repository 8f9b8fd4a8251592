// The marketing module's door (issue 19 item 3; docs/decisions/027, 039): the ads and e-mail opt modals'
// content, the marketing list (POST /subscribe, double opt-in by e-mail, the marketing platform's
// setUserAttributes, the profile's opt-in switch, the list's e-mails with their one-click unsubscribe)
// and the travel-photo contest entries.
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@spc/domain/constants';
import type { AdsModalResponse, EmailOptResponse } from '@spc/domain/campaign-modals';
import {
  UNSUBSCRIBE_MESSAGES,
  type UnsubscribeErrorCode,
  type UnsubscribeResult,
  SUBSCRIBE_MESSAGES,
  SUBSCRIBE_RESEND_AFTER_MS,
  SUBSCRIBE_TOKEN_TTL_MS,
  type SubscribeBody,
  type SubscribeErrorCode,
  type SubscribeResult,
} from '@spc/domain/marketing';
import { normaliseEmail } from '@spc/domain/users';
import { renderMail, type MailData, type MailKind } from '../../adapters/mail/templates.ts';
import type { MarketingPlatform } from '../../adapters/marketing/platform.ts';
import type { Queryable } from '../../db/queryable.ts';
import { lockScope, transaction } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { getAds } from '../catalogue/service.ts';
import { resolveImages } from '../media/service.ts';
import * as repo from './repository.ts';
import { createUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token.ts';

export {
  submitTravelPhoto,
  reviewTravelPhoto,
  listPendingTravelPhotos,
  readTravelPhoto,
  forgetTravelPhotos,
  sweepOrphanTravelPhotoFiles,
  travelPhotoStorage,
  type TravelPhotoDeps,
} from './travel-photos.ts';
/** The staff console's e-mail opt modals and travel-photo lists (staff-campaigns, issue 20 item 3). */
export * as staffRows from './staff-repository.ts';

/** The key of the unsubscribe links (from the server secret). */
export { unsubscribeKey } from './unsubscribe-token.ts';

export type MarketingDeps = Pick<Deps, 'db' | 'cache' | 'config' | 'mail' | 'log'> & {
  marketing: MarketingPlatform;
  /** Signs and reads the marketing e-mails' unsubscribe links (unsubscribe-token.ts). */
  unsubscribeKey: Buffer;
  /** Turns off the profile's opt-in switch of the account at this address, if any (account's, by app.ts). */
  clearProfileOptIn: (emailLower: string, now: Date) => Promise<void>;
};

const STATUS: Record<SubscribeErrorCode, number> = {
  ALREADY_SUBSCRIBED: 409,
  ALREADY_REGISTERED: 409,
  ALREADY_OPTED_IN: 409,
  SUBSCRIBE_FAILED: 503,
  CONFIRMATION_INVALID: 404,
};

const fail = (code: SubscribeErrorCode) => new HttpError(STATUS[code], code, SUBSCRIBE_MESSAGES[code]);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// ---- Modals' content ----------------------------------------------------------------------------

/** GET /ads-modal/all: the active ads of both audiences with their pictures (the web picks, spec §4). */
export async function getAdsModal(deps: Pick<Deps, 'db' | 'cache'>): Promise<AdsModalResponse> {
  return { ads: await getAds(deps) };
}

/** GET /emailopt/all: the e-mail opt modals, their image keys answered with their pictures' URLs. */
export async function getEmailOptModals(deps: Pick<Deps, 'db' | 'cache'>): Promise<EmailOptResponse> {
  return deps.cache.get('marketing:emailopt', 60_000, async () => {
    const rows = await repo.findActiveEmailOptModals(deps.db);
    const images = await resolveImages(
      deps.db,
      rows.flatMap((row) => [row.imageEn, row.imageFr, row.imageMobileEn, row.imageMobileFr]),
    );
    const src = (key: string) => images.get(key)?.src ?? key;
    return {
      modals: rows.map((row) => ({
        id: row.id,
        title_en: row.titleEn,
        title_fr: row.titleFr,
        description_en: row.descriptionEn,
        description_fr: row.descriptionFr,
        text_en: row.textEn,
        text_fr: row.textFr,
        image_en: src(row.imageEn),
        image_fr: src(row.imageFr),
        image_mobile_en: src(row.imageMobileEn),
        image_mobile_fr: src(row.imageMobileFr),
        is_spc_plus: row.isSpcPlus,
      })),
    };
  });
}

// ---- Subscribing --------------------------------------------------------------------------------

/** Who is subscribing: a signed-in member (their account's address and language), or a visitor. */
export interface Subscriber {
  userId: string;
  email: string;
  language: Language;
}

/**
 * POST /subscribe (spec §7, §8): refuses an address already on the list ('already subscribed'), the
 * signed-in member's own account address ('already registered': the profile's switch is theirs), and a
 * request already waiting for its confirmation ('already opted in, watch your inbox', unless its e-mail
 * went out over an hour ago: then a new link goes). Otherwise records the request and e-mails the
 * confirmation link (double opt-in); nothing reaches the marketing platform before the click.
 */
export async function subscribe(
  deps: Omit<MarketingDeps, 'unsubscribeKey' | 'clearProfileOptIn'>,
  subscriber: Subscriber | null,
  body: SubscribeBody,
  now: Date,
): Promise<SubscribeResult> {
  const emailLower = normaliseEmail(body.email);
  if (subscriber && normaliseEmail(subscriber.email) === emailLower) throw fail('ALREADY_REGISTERED');
  let onPlatform: boolean;
  try {
    onPlatform = await deps.marketing.isSubscribed(emailLower);
  } catch (error) {
    deps.log.error({ err: error }, 'marketing platform lookup failed');
    throw fail('SUBSCRIBE_FAILED');
  }
  if (onPlatform) throw fail('ALREADY_SUBSCRIBED');
  const language = body.language ?? subscriber?.language ?? 'en';
  const token = randomBytes(32).toString('base64url');
  // The link opens the deals page with a confirmation dialog: a click there confirms (a GET changes nothing).
  const link = `${deps.config.publicUrl}/deals?subscribe_token=${token}`;
  const mailId = await transaction(deps.db, async (tx) => {
    await lockScope(tx, `subscribe:${emailLower}`);
    const existing = await repo.findSubscriptionByEmail(tx, emailLower);
    if (existing?.status === 'confirmed') throw fail('ALREADY_SUBSCRIBED');
    if (existing && now.getTime() - existing.sentAt.getTime() < SUBSCRIBE_RESEND_AFTER_MS) {
      throw fail('ALREADY_OPTED_IN');
    }
    const row = await repo.upsertPendingSubscription(tx, {
      emailLower,
      deviceId: body.device_id,
      userId: subscriber?.userId ?? null,
      language,
      tokenHash: sha256(token),
      tokenExpiresAt: new Date(now.getTime() + SUBSCRIBE_TOKEN_TTL_MS),
      sentAt: now,
      createdAt: existing?.createdAt ?? now,
    });
    const rendered = renderMail('subscribe-confirmation', language, { link, publicUrl: deps.config.publicUrl });
    const { id } = await deps.mail.send(
      {
        to: body.email,
        kind: 'subscribe-confirmation',
        language,
        ...rendered,
        link,
        metadata: { email_subscription_id: String(row.id) },
      },
      { within: tx },
    );
    return id;
  });
  deps.mail.deliver(mailId);
  return { success: true, status: 'confirmation_sent' };
}

/**
 * POST /subscribe/confirm: the confirmation link's token, once, within 7 days. The platform hears of
 * the address only now (setUserAttributes, e-mail channel on); if it cannot be reached, nothing is
 * spent and the link can be clicked again.
 */
export async function confirmSubscription(
  deps: Omit<MarketingDeps, 'clearProfileOptIn'>,
  token: string,
  now: Date,
): Promise<{ success: true; email: string }> {
  const row = await repo.findSubscriptionByToken(deps.db, sha256(token));
  if (!row || row.status !== 'pending' || !row.tokenExpiresAt || row.tokenExpiresAt <= now) {
    throw fail('CONFIRMATION_INVALID');
  }
  try {
    await deps.marketing.setUserAttributes(
      {
        email: row.emailLower,
        userId: row.userId,
        language: row.language === 'fr' ? 'fr' : 'en',
        emailSubscribed: true,
      },
      now,
    );
  } catch (error) {
    deps.log.error({ err: error }, 'marketing platform setUserAttributes failed');
    throw fail('SUBSCRIBE_FAILED');
  }
  await repo.confirmSubscription(deps.db, row.id, now);
  const language = row.language === 'fr' ? 'fr' : 'en';
  // The list's first e-mail. Confirmed either way: a welcome the outbox could not take is only logged.
  await sendMarketingMail(deps, 'list-welcome', {
    to: row.emailLower,
    language,
    data: { link: `${deps.config.publicUrl}${language === 'fr' ? '/fr' : ''}/deals` },
  }).catch((error: unknown) => deps.log.error({ err: error }, 'list welcome e-mail failed'));
  return { success: true, email: row.emailLower };
}

// ---- The list's e-mails and unsubscribing (docs/decisions/039) ---------------------------------

/**
 * Where a list member unsubscribes: the page the e-mail's footer links (in the e-mail's language; it
 * changes nothing until its button is pressed) and the one-click address of the List-Unsubscribe header
 * (a mail client POSTs `List-Unsubscribe=One-Click` to it, RFC 8058).
 */
export function unsubscribeLinks(
  deps: Pick<MarketingDeps, 'config' | 'unsubscribeKey'>,
  emailLower: string,
  language: Language,
): { page: string; oneClick: string } {
  const token = createUnsubscribeToken(deps.unsubscribeKey, { emailLower, language });
  const origin = deps.config.publicUrl;
  return {
    page: `${origin}${language === 'fr' ? '/fr' : ''}/unsubscribe?token=${token}`,
    oneClick: `${origin}/api/users/email-list/unsubscribe?token=${token}`,
  };
}

/**
 * Sends a marketing e-mail — anything sent because the address is on the list — with what every one of
 * them carries: the footer naming the address with its unsubscribe link, and the List-Unsubscribe and
 * List-Unsubscribe-Post headers. The one way the list is written to.
 */
export async function sendMarketingMail(
  deps: Pick<MarketingDeps, 'config' | 'mail' | 'unsubscribeKey'>,
  kind: Extract<MailKind, 'list-welcome'>,
  message: { to: string; language: Language; data: MailData },
): Promise<{ id: number }> {
  const emailLower = normaliseEmail(message.to);
  const links = unsubscribeLinks(deps, emailLower, message.language);
  const rendered = renderMail(kind, message.language, {
    publicUrl: deps.config.publicUrl,
    ...message.data,
    unsubscribeLink: links.page,
    recipient: emailLower,
  });
  return deps.mail.send({
    to: message.to,
    kind,
    language: message.language,
    ...rendered,
    link: message.data.link,
    listUnsubscribe: links.oneClick,
  });
}

const unsubscribeFailure = (status: number, code: UnsubscribeErrorCode) =>
  new HttpError(status, code, UNSUBSCRIBE_MESSAGES[code]);

/**
 * POST /api/users/email-list/unsubscribe?token=…: the page's button or a mail client's one-click POST.
 * A token this server did not sign is a 400. The platform hears it first (e-mail channel off); if it
 * cannot be reached, nothing changes (503, the link can be used again). Then the address leaves the
 * embedded list and the account at that address, if any, has its opt-in switch turned off. Again is
 * the same: off stays off.
 */
export async function unsubscribeByLink(
  deps: Pick<MarketingDeps, 'db' | 'log' | 'marketing' | 'unsubscribeKey' | 'clearProfileOptIn'>,
  token: string,
  now: Date,
): Promise<UnsubscribeResult> {
  const claims = readUnsubscribeToken(deps.unsubscribeKey, token);
  if (!claims) throw unsubscribeFailure(400, 'UNSUBSCRIBE_LINK_INVALID');
  const row = await repo.findSubscriptionByEmail(deps.db, claims.emailLower);
  try {
    await deps.marketing.setUserAttributes(
      {
        email: claims.emailLower,
        userId: row?.userId ?? null,
        language: claims.language,
        emailSubscribed: false,
      },
      now,
    );
  } catch (error) {
    deps.log.error({ err: error }, 'marketing platform setUserAttributes failed (unsubscribe)');
    throw unsubscribeFailure(503, 'UNSUBSCRIBE_FAILED');
  }
  await repo.removeSubscription(deps.db, claims.emailLower);
  await deps.clearProfileOptIn(claims.emailLower, now);
  return { success: true, email: claims.emailLower };
}

/**
 * The profile's opt-in switch (account's profile save calls this after its commit): the member's own
 * address goes on or off the list and the platform is told. A platform failure is logged, not thrown:
 * the profile is saved either way, and the next save tells it again.
 */
export async function setEmailChannelFromProfile(
  deps: { db: Queryable; log: Deps['log']; marketing: MarketingPlatform },
  member: Subscriber & { subscribed: boolean },
  now: Date,
): Promise<void> {
  const emailLower = normaliseEmail(member.email);
  await repo.setSubscriptionFromProfile(deps.db, {
    emailLower,
    userId: member.userId,
    language: member.language,
    subscribed: member.subscribed,
    now,
  });
  try {
    await deps.marketing.setUserAttributes(
      { email: emailLower, userId: member.userId, language: member.language, emailSubscribed: member.subscribed },
      now,
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'marketing platform setUserAttributes failed (profile switch)');
  }
}

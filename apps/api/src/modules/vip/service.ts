// The VIP service (docs/api-membership.md "VIP"; spec §3 "VIP code request", §7 VIP, §8): checking an
// access code, and redeeming it for a year of VIP membership — attached to the signed-in member whose
// address it is, otherwise e-mailed as an active card nobody owns yet, to be added to an account.
import { MEMBERSHIP_ERRORS, type vipCodeBodySchema } from '@spc/domain/membership';
import { addMonths, MEMBERSHIP_DURATION_MONTHS } from '@spc/domain/store';
import type { z } from 'zod';
import { renderMail } from '../../adapters/mail/templates.ts';
import { HttpError } from '../../errors.ts';
import { markHasCard, toCard } from '../account/service.ts';
import { replaceMembership, type ReplaceMembershipResult } from '../membership/service.ts';
import type { Member } from '../../plugins/caller.ts';
import { issueCard, retireOtherCards, type CardRow } from '../membership-card/service.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';
import { lockScope } from '../../db/queryable.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type VipDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'payments' | 'log'>;

type VipCodeBody = z.output<typeof vipCodeBodySchema>;

// Spec §8 messages verbatim: one answer for an unknown, expired or used-up code (nothing to probe).
const accessCodeNotValid = () =>
  new HttpError(404, 'ACCESS_CODE_NOT_VALID', MEMBERSHIP_ERRORS.ACCESS_CODE_NOT_VALID, 'code');
const alreadyRedeemed = () => new HttpError(409, 'ALREADY_REDEEMED', MEMBERSHIP_ERRORS.ALREADY_REDEEMED, 'code');

/** Codes are stored upper-case; people type them any way. */
export const normaliseVipCode = (code: string) => code.trim().toUpperCase();

/** POST /api/vip/verifyCode */
export async function verifyCode(deps: VipDeps, rawCode: string, now = new Date()) {
  const row = await repo.findUsableCode(deps.db, normaliseVipCode(rawCode), now);
  if (!row) throw accessCodeNotValid();
  return { data: { valid: true as const, code: row.code, expires_at: row.validUntil?.toISOString() ?? null } };
}

/**
 * POST /api/vip/code. In one transaction: one use of the code taken (atomically, so its last use goes
 * to one redeemer), the VIP card issued, the redemption recorded (once per code and address), and —
 * for the member whose address it is — the card made theirs, replacing their membership
 * (`replaceMembership`: auto-renew of a paid membership cancelled, a previous VIP card cancelled).
 */
export async function redeemCode(deps: VipDeps, member: Member | null, body: VipCodeBody, now = new Date()) {
  const code = normaliseVipCode(body.code);
  const emailLower = body.email.trim().toLowerCase();
  // Only the holder of the address gets the card on their account; anyone else gets it by e-mail.
  const owner = member && member.email.trim().toLowerCase() === emailLower ? member : null;

  // Answered first so that a repeat says "already redeemed" even once the code is used up.
  if (await repo.hasRedeemed(deps.db, code, emailLower)) throw alreadyRedeemed();

  const { card, replaced } = await deps.db.transaction(async (tx) => {
    // The member's membership changes: serialised with their purchases and other redemptions.
    if (owner) await lockScope(tx, owner.scope);
    if (!(await repo.reserveUse(tx, code, now))) throw accessCodeNotValid();
    // Like a purchase, the VIP card replaces a free trial and becomes the primary card.
    if (owner) await retireOtherCards(tx, owner.userId);
    const issued = await issueCard(tx, {
      cobrand: 'spc',
      status: 'active',
      userId: owner?.userId ?? null,
      expiryDate: addMonths(now, MEMBERSHIP_DURATION_MONTHS),
      isPrimary: owner !== null,
      isVip: true,
      source: 'vip',
      activatedAt: now,
      createdAt: now,
    });
    // A racing twin for the same address loses here, and its use of the code is rolled back with it.
    const recorded = await repo.insertRedemption(tx, {
      code,
      emailLower,
      userId: owner?.userId ?? null,
      cardId: issued.id,
      now,
    });
    if (!recorded) throw alreadyRedeemed();
    let replacement: ReplaceMembershipResult | null = null;
    if (owner) {
      replacement = await replaceMembership(deps, tx, { userId: owner.userId, newCardId: issued.id, now });
      await markHasCard(tx, owner.userId);
    }
    return { card: issued, replaced: replacement };
  });

  if (replaced) await replaced.afterCommit();
  else await sendVipCardMail(deps, { to: emailLower, body, card, now });

  return {
    // An e-mailed card is only shown in the mailbox it went to: whoever typed the address must own it.
    data: {
      card: owner !== null ? toCard(card, now) : null,
      attached: owner !== null,
      upgradeType: replaced?.upgradeType ?? null,
    },
  };
}

/**
 * The `vip-card` e-mail: the card's number and security code, which the recipient adds to their
 * account (POST /api/users/v2/associateCard). Sent after the commit; a failure to write the outbox is
 * logged (without the card) and does not undo the redemption.
 */
async function sendVipCardMail(
  deps: VipDeps,
  { to, body, card, now }: { to: string; body: VipCodeBody; card: CardRow; now: Date },
) {
  const { publicUrl } = deps.config;
  const link = `${publicUrl}/activate`;
  try {
    const rendered = renderMail('vip-card', body.language, {
      link,
      publicUrl,
      firstName: body.name,
      cardNumber: card.cardNumber,
      cardSecurityCode: card.csv,
      expiresAt: card.expiryDate ?? addMonths(now, MEMBERSHIP_DURATION_MONTHS),
    });
    await deps.mail.send({ to, kind: 'vip-card', language: body.language, ...rendered, link });
  } catch (error) {
    deps.log.error({ err: error, card_id: card.id }, 'could not send the vip-card e-mail');
  }
}

/** The staff console's VIP codes (staff-campaigns, issue 20 item 3). */
export * as staffRows from './staff-repository.ts';

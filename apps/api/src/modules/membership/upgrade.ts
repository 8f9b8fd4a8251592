// The SPC+ upgrade (docs/api-membership.md "SPC+ and the bank tier"): when a member registers the bank's
// co-branded card (or a VIP card replaces a membership), what they had before is cancelled in the same
// transaction and the upgrade is recorded in `membership_upgrades`.
import type { UpgradeType } from '@spc/domain/membership';
import { findProfileRow } from '../account/service.ts';
import { deletePaymentMethod, findPaymentMethod, setAutoRenew } from '../billing/service.ts';
import { cancelCards, findValidCards } from '../membership-card/service.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type UpgradeDeps = Pick<Deps, 'payments' | 'log'>;

export interface ReplaceMembershipInput {
  userId: string;
  /** The card that replaces the membership (already inserted or activated in `tx`). */
  newCardId: number;
  now: Date;
}

export interface ReplaceMembershipResult {
  upgradeType: UpgradeType;
  /** An app-store membership is not ours to cancel: the member must cancel it in the store. */
  manualCancellationRequired: boolean;
  /** The membership replaced (its latest-expiring valid card), if there was one. */
  previousCardId: number | null;
  /**
   * Deletes the replaced card on file at the payment gateway. Call it once `tx` has COMMITTED (a
   * rolled-back upgrade must keep the member's card). It never throws: a failure is logged with what
   * is needed to delete the token by hand. A no-op when nothing was vaulted.
   */
  afterCommit: () => Promise<void>;
}

/**
 * Inside the caller's transaction `tx`, cancels what the member had before `newCardId`:
 * - auto-renew or a card on file → auto-renew off, subscription cancelled, our `payment_methods` row
 *   deleted (the gateway's copy in `afterCommit`) → `braintree` (when the replaced card is a paid one);
 * - an app-store card still running → left running, `manualCancellationRequired` → `appstore`;
 * - VIP cards still running → cancelled → `vip`;
 * - otherwise `none`.
 * The type answered is the one of the replaced membership (the latest-expiring valid card other than
 * the new one); the cancellations apply whatever it is. One `membership_upgrades` row is written.
 */
export async function replaceMembership(
  deps: UpgradeDeps,
  tx: repo.Queryable,
  { userId, newCardId, now }: ReplaceMembershipInput,
): Promise<ReplaceMembershipResult> {
  const others = (await findValidCards(tx, userId, now)).filter((card) => card.id !== newCardId);
  const previous = others[0]; // latest-expiring first
  const profile = await findProfileRow(tx, userId);
  const method = await findPaymentMethod(tx, userId);
  const billed = (profile?.isAutoRenew ?? false) || method !== undefined;

  if (billed) {
    await setAutoRenew(tx, userId, false, now);
    if (method) await deletePaymentMethod(tx, userId);
  }
  const vipCards = others.filter((card) => card.isVip || card.source === 'vip');
  if (vipCards.length > 0)
    await cancelCards(
      tx,
      vipCards.map((card) => card.id),
    );
  const manualCancellationRequired = others.some((card) => card.source === 'appstore');

  let upgradeType: UpgradeType = 'none';
  if (previous) {
    if (previous.source === 'appstore') upgradeType = 'appstore';
    else if (previous.isVip || previous.source === 'vip') upgradeType = 'vip';
    else if (billed) upgradeType = 'braintree';
  } else if (billed) {
    // Auto-renew on an expired membership would still have charged the member: it was cancelled.
    upgradeType = 'braintree';
  }
  if (upgradeType === 'none' && manualCancellationRequired) upgradeType = 'appstore';

  await repo.insertUpgrade(tx, {
    userId,
    cardId: newCardId,
    previousCardId: previous?.id ?? null,
    upgradeType,
    manualCancellationRequired,
    createdAt: now,
  });

  const token = method && method.gateway === deps.payments.name ? method.token : null;
  return {
    upgradeType,
    manualCancellationRequired,
    previousCardId: previous?.id ?? null,
    afterCommit: async () => {
      if (!token) return;
      try {
        await deps.payments.deletePaymentMethod(token);
      } catch (error) {
        // The member's upgrade stands; the vaulted token is left at the gateway and must be removed by hand.
        deps.log.error(
          { err: error, user_id: userId, gateway: deps.payments.name, payment_method_token: token },
          'SPC+ upgrade: could not delete the replaced payment method at the gateway',
        );
      }
    },
  };
}

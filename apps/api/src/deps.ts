// What services stand on, as one typed object (STYLE.md "Between modules"): each service names the
// part it needs (`Pick<Deps, 'db' | 'log'>`), and whoever calls it builds that part — a route passes the
// Fastify instance (which carries all of them), a job or a test passes a plain object. Services never
// import Fastify; the clock is the `now` argument each call takes.
import type { Mailer } from './adapters/mail/mailer.ts';
import type { PaymentGateway } from './adapters/payments/gateway.ts';
import type { Redis } from './adapters/redis.ts';
import type { Auth } from './auth/auth.ts';
import type { Cache } from './cache.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Queryable } from './db/queryable.ts';

/** What a service writes to the request or job log. */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A card a sale vaulted at the gateway, to keep on file. */
export interface VaultedCard {
  gateway: string;
  token: string;
  cardType: string;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
}

/**
 * The member's card on file as a checkout uses it. The rows are billing's (`payment_methods`,
 * `subscriptions`; decision 014); `app.ts` hands billing's `cardOnFile` to purchase through here because
 * billing imports purchase (renewal orders, the gateway customer) and purchase may not import billing
 * (no module loops) — as account's `findMember` is handed to the caller plugin.
 */
export interface CardOnFile {
  /** The member's card on file, if any (its token pays a checkout with `payment_method: vault`). */
  find(db: Queryable, userId: string): Promise<VaultedCard | undefined>;
  /**
   * Turns auto-renew on inside a paid order's transaction, keeping `vaulted` on file when the sale
   * vaulted a card (else the card already on file is used; without one nothing changes).
   */
  startAutoRenew(tx: Queryable, userId: string, vaulted: VaultedCard | null, now: Date): Promise<void>;
}

/**
 * Whether a member is a verified student now (student's answer, issue 18 item 7). Student imports
 * membership-card (bank-linked and VIP members need no student ID), so app.ts hands this to
 * membership-card's routes through the app, for the card's verified mark, rather than an import.
 */
export type IsVerifiedStudent = (db: Queryable, userId: string, now: Date) => Promise<boolean>;

export interface Deps {
  db: Db;
  cache: Cache;
  config: Config;
  mail: Mailer;
  payments: PaymentGateway;
  log: Log;
  /** The shared store of rate limits when REDIS_URL is set. */
  redis: Redis | undefined;
  /** The identity provider (passwords, sessions, tokens). */
  auth: Auth;
  /** Billing's card on file as purchase's checkout uses it (see `CardOnFile`). */
  cardOnFile: CardOnFile;
}

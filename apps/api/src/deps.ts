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

/** What a service writes to the request or job log. */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

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
}

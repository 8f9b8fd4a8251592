// Idempotency-Key handling (DESIGN.md "Writes that move money take an Idempotency-Key";
// docs/api-store.md "Idempotency"): a key is matched only within its caller's scope, together with a
// hash of what was asked, and a finished request's answer is replayed exactly.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@spc/domain/store';
import type { Queryable } from '../db/queryable.ts';
import { storeError } from '../errors.ts';
import * as repo from './repository.ts';

/** The header that marks a replayed answer. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** An answer to send as it is: fresh, or replayed from a finished request with the same key. */
export interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

export function requireKey(value: string | undefined): string {
  const key = value?.trim();
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw storeError(400, 'IDEMPOTENCY_KEY_REQUIRED', IDEMPOTENCY_KEY_HEADER);
  return key;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the body and the payment nonce: the same key with other content is refused. */
export function requestHash(body: unknown, nonce: string | null): string {
  return createHash('sha256').update(canonical({ body, nonce })).digest('hex');
}

export interface KeyClaim {
  scope: string;
  key: string;
  endpoint: string;
  hash: string;
}

/**
 * Inside the caller's locked transaction: undefined when the key is new (the caller goes on and
 * records it), the stored answer when it finished, or 409 while it runs and 422 for other content.
 */
export async function existingAnswer(tx: Queryable, claim: KeyClaim): Promise<Answer | undefined> {
  const row = await repo.findKey(tx, claim.scope, claim.key);
  if (!row) return undefined;
  if (row.endpoint !== claim.endpoint || row.requestHash !== claim.hash) {
    throw storeError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_HEADER);
  }
  if (row.state !== 'done' || row.statusCode === null) throw storeError(409, 'REQUEST_IN_PROGRESS');
  return { status: row.statusCode, body: row.response, replayed: true };
}

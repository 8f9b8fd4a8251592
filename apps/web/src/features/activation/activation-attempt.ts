// The Idempotency-Key of one activation checkout, kept in sessionStorage like the purchase's
// (features/purchase/purchase-attempt.ts, docs/api-store.md "Idempotency"): a retry after a lost answer
// sends the same key with the same body and nonce, so the server replays its answer instead of
// activating (or vaulting the card) twice; a refusal ends the attempt, and the next one gets a new key.
// Only a fingerprint of the request is stored, not the card number or its security code.
import { readStoredJson, removeStored, storeJson } from '../../lib/storage.ts';

const ATTEMPT_KEY = 'spc.activation.attempt';

interface ActivationAttempt {
  key: string;
  /** Which request the key belongs to (fingerprint of body and nonce): another request, another key. */
  request: string;
}

/** FNV-1a, 32 bits: enough to tell two requests apart here; not a secret and not meant to be one. */
function fingerprint(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function readAttempt(): ActivationAttempt | null {
  const value = readStoredJson(ATTEMPT_KEY, 'session') as Partial<ActivationAttempt> | null;
  return typeof value?.key === 'string' && typeof value.request === 'string'
    ? { key: value.key, request: value.request }
    : null;
}

/** The key for this body and nonce: the stored one when it is the same request again, else a new one. */
export function activationKeyFor(body: unknown, nonce: string | null): string {
  const request = fingerprint(JSON.stringify({ body, nonce }));
  const stored = readAttempt();
  if (stored?.request === request) return stored.key;
  const attempt: ActivationAttempt = { key: crypto.randomUUID(), request };
  storeJson(ATTEMPT_KEY, attempt, 'session');
  return attempt.key;
}

/** Forget the attempt: it succeeded, or was refused for good, so the next one starts afresh. */
export function clearActivationAttempt(): void {
  removeStored(ATTEMPT_KEY, 'session');
}

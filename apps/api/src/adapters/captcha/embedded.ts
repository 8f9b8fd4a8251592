// The embedded captcha: a proof-of-work challenge signed by the server (no third party, no cookie). The
// browser spends a second or so finding n with SHA-256(salt + n) = challenge; the server checks the
// HMAC over the challenge's fields, its expiry, the hash, and records the signature so the same proof
// cannot be sent twice (captcha_redemptions, shared by every instance through the database). `check`
// runs the same tests and only reads that record (the read-only GET /api/store/verifyHCaptcha…).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_ALGORITHM, embeddedProofSchema, type EmbeddedChallenge } from '@spc/domain/captcha';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaRedemptions } from '../../db/schema/index.ts';
import type { Captcha, CaptchaVerdict } from './captcha.ts';

/** The number's range: about 50 000 hashes on average in the browser (well under a second, in batches). */
export const DEFAULT_MAX_NUMBER = 100_000;
/** Long enough to fill in a contact form after the page opened. */
export const CHALLENGE_TTL_MS = 30 * 60_000;
/** A proof's base64 JSON is a few hundred characters; anything far longer is not one. */
const PROOF_MAX_LENGTH = 2_000;

export interface EmbeddedCaptchaOptions {
  db: Db;
  /** The HMAC key (derived from the server's secret for this purpose only). */
  key: Buffer;
  maxNumber?: number;
  ttlMs?: number;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

const signed = (key: Buffer, c: Omit<EmbeddedChallenge, 'provider' | 'signature'>) =>
  createHmac('sha256', key).update([c.algorithm, c.salt, c.challenge, c.maxnumber, c.expires].join('|')).digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function decode(proof: string) {
  if (proof.length > PROOF_MAX_LENGTH) return null;
  try {
    const parsed = embeddedProofSchema.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The proof decoded when its signature, expiry and hash hold (used or not), else why not. */
function holds(key: Buffer, proof: string, now: Date) {
  const p = decode(proof);
  if (!p) return { ok: false, reason: 'invalid' } as const;
  if (!sameHex(p.signature, signed(key, p))) return { ok: false, reason: 'invalid' } as const;
  if (p.expires <= now.getTime()) return { ok: false, reason: 'expired' } as const;
  if (p.number > p.maxnumber || sha256Hex(`${p.salt}${p.number}`) !== p.challenge) {
    return { ok: false, reason: 'invalid' } as const;
  }
  return p;
}

export function createEmbeddedCaptcha({
  db,
  key,
  maxNumber = DEFAULT_MAX_NUMBER,
  ttlMs = CHALLENGE_TTL_MS,
}: EmbeddedCaptchaOptions): Captcha {
  return {
    provider: 'embedded',
    challenge(now) {
      const salt = randomBytes(12).toString('base64url');
      const number = randomInt(0, maxNumber + 1);
      const fields = {
        algorithm: CAPTCHA_ALGORITHM,
        salt,
        challenge: sha256Hex(`${salt}${number}`),
        maxnumber: maxNumber,
        expires: now.getTime() + ttlMs,
      } as const;
      return { provider: 'embedded', ...fields, signature: signed(key, fields) };
    },
    async check(proof, { now }): Promise<CaptchaVerdict> {
      const p = holds(key, proof, now);
      if ('reason' in p) return p;
      // Read only: whether it was used already, without recording it.
      const [used] = await db
        .select({ signature: captchaRedemptions.signature })
        .from(captchaRedemptions)
        .where(and(eq(captchaRedemptions.signature, p.signature), gt(captchaRedemptions.expiresAt, now)));
      return used ? { ok: false, reason: 'replayed' } : { ok: true };
    },
    async verify(proof, { now }): Promise<CaptchaVerdict> {
      const p = holds(key, proof, now);
      if ('reason' in p) return p;
      // Single use: the first to record the signature wins; the expired ones are swept on the way.
      await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
      const inserted = await db
        .insert(captchaRedemptions)
        .values({ signature: p.signature, expiresAt: new Date(p.expires) })
        .onConflictDoNothing()
        .returning({ signature: captchaRedemptions.signature });
      return inserted.length === 1 ? { ok: true } : { ok: false, reason: 'replayed' };
    },
  };
}

/** Finds the number of a challenge (tests, and what the browser does with crypto.subtle). */
export function solveChallenge(challenge: Pick<EmbeddedChallenge, 'salt' | 'challenge' | 'maxnumber'>): number | null {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (sha256Hex(`${challenge.salt}${n}`) === challenge.challenge) return n;
  }
  return null;
}

// The real rewards programme over HTTP (REWARDS_PROVIDER=http): REWARDS_API_URL with the key in
// `Authorization: Bearer REWARDS_API_KEY`. The calls, as the programme's partner API is described to us:
//   GET  {url}/members?email=…            200 { email, first_name } | 404
//   POST {url}/links   { email, partner_member_id, partner_member_email }  200 | 4xx (refused)
//   POST {url}/links/unlink { email, partner_member_id }                   200 | 404
//   GET  {url}/offers/active                200 { offer: { id, title_en, title_fr, description_en, description_fr, ends_at } | null }
// A 4xx on link is the programme's refusal (the linking-failed code); a transport failure, a time-out,
// a 5xx or a body of another shape means the programme is unavailable.
import { thActiveOfferSchema } from '@spc/domain/rewards-linking';
import { z } from 'zod';
import {
  type RewardsMember,
  type RewardsOffer,
  type RewardsProgramme,
  RewardsLinkRefusedError,
  RewardsUnavailableError,
} from './programme.ts';

const TIMEOUT_MS = 5000;

const memberSchema = z.object({ email: z.string(), first_name: z.string() });

export interface HttpRewardsOptions {
  baseUrl: string;
  apiKey: string;
  /** Replaced in tests by a stand-in. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createHttpRewardsProgramme(options: HttpRewardsOptions): RewardsProgramme {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  async function call(path: string, init: { method?: string; body?: object } = {}): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(init.body && { 'content-type': 'application/json' }),
        },
        ...(init.body && { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new RewardsUnavailableError(`rewards programme unreachable: ${(error as Error).message}`);
    }
  }
  async function json<T>(res: Response, schema: z.ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new RewardsUnavailableError('rewards programme answered an unexpected body');
    return parsed.data;
  }
  return {
    async lookUpMember(email): Promise<RewardsMember | null> {
      const res = await call(`/members?email=${encodeURIComponent(email.trim())}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new RewardsUnavailableError(`rewards programme answered HTTP ${res.status}`);
      const member = await json(res, memberSchema);
      return { email: member.email, firstName: member.first_name };
    },
    async link(email, spcMember) {
      const res = await call('/links', {
        method: 'POST',
        body: { email: email.trim(), partner_member_id: spcMember.userId, partner_member_email: spcMember.email },
      });
      if (res.status >= 400 && res.status < 500)
        throw new RewardsLinkRefusedError(`rewards programme refused: HTTP ${res.status}`);
      if (!res.ok) throw new RewardsUnavailableError(`rewards programme answered HTTP ${res.status}`);
    },
    async unlink(email, spcMember) {
      const res = await call('/links/unlink', {
        method: 'POST',
        body: { email: email.trim(), partner_member_id: spcMember.userId },
      });
      if (!res.ok && res.status !== 404)
        throw new RewardsUnavailableError(`rewards programme answered HTTP ${res.status}`);
    },
    async activeOffer(): Promise<RewardsOffer | null> {
      const res = await call('/offers/active');
      if (!res.ok) throw new RewardsUnavailableError(`rewards programme answered HTTP ${res.status}`);
      const { offer } = await json(res, thActiveOfferSchema);
      if (!offer) return null;
      return {
        id: offer.id,
        titleEn: offer.title_en,
        titleFr: offer.title_fr,
        descriptionEn: offer.description_en,
        descriptionFr: offer.description_fr,
        endsAt: offer.ends_at ? new Date(offer.ends_at) : null,
      };
    },
  };
}

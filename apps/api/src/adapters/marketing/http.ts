// A marketing platform over HTTP (MARKETING_PROVIDER=http): `POST <MARKETING_API_URL>/setUserAttributes`
// with a bearer key, as spec §7 names the call, and `GET <url>/contacts/<email>` for the channel's state.
// Any failure is a MarketingUnavailableError: the caller answers its own message (spec §8).
import { MarketingUnavailableError, type MarketingPlatform } from './platform.ts';

const TIMEOUT_MS = 5000;

export function createHttpMarketingPlatform(options: {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
}): MarketingPlatform {
  const call = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' };
  async function request(path: string, init: RequestInit): Promise<Response> {
    try {
      return await call(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new MarketingUnavailableError(`Marketing platform unreachable: ${(error as Error).message}`);
    }
  }
  return {
    async setUserAttributes(attributes) {
      const response = await request('/setUserAttributes', {
        method: 'POST',
        body: JSON.stringify({
          email: attributes.email,
          external_id: attributes.userId,
          language: attributes.language,
          channels: { email: { subscribed: attributes.emailSubscribed } },
        }),
      });
      if (!response.ok) throw new MarketingUnavailableError(`setUserAttributes answered ${response.status}`);
    },
    async isSubscribed(email) {
      const response = await request(`/contacts/${encodeURIComponent(email.trim().toLowerCase())}`, { method: 'GET' });
      if (response.status === 404) return false;
      if (!response.ok) throw new MarketingUnavailableError(`contact lookup answered ${response.status}`);
      const body = (await response.json()) as { channels?: { email?: { subscribed?: unknown } } };
      return body.channels?.email?.subscribed === true;
    },
  };
}

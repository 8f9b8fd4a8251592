// Picks the marketing platform from the configuration (MARKETING_PROVIDER): the embedded one on the
// database, or a real one over HTTP.
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/queryable.ts';
import { createEmbeddedMarketingPlatform } from './embedded.ts';
import { createHttpMarketingPlatform } from './http.ts';
import type { MarketingPlatform } from './platform.ts';

export function marketingPlatformFor(config: Pick<Config, 'marketing'>, db: Queryable): MarketingPlatform {
  const { marketing } = config;
  return marketing.provider === 'http'
    ? createHttpMarketingPlatform({ baseUrl: marketing.apiUrl, apiKey: marketing.apiKey })
    : createEmbeddedMarketingPlatform(db);
}

// Picks the rewards programme from the configuration (REWARDS_PROVIDER): the embedded one on the
// database, or the real one over HTTP.
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/queryable.ts';
import { createEmbeddedRewardsProgramme } from './embedded.ts';
import { createHttpRewardsProgramme } from './http.ts';
import type { RewardsProgramme } from './programme.ts';

export function rewardsProgrammeFor(config: Pick<Config, 'rewards'>, db: Queryable): RewardsProgramme {
  const { rewards } = config;
  return rewards.provider === 'http'
    ? createHttpRewardsProgramme({ baseUrl: rewards.apiUrl, apiKey: rewards.apiKey })
    : createEmbeddedRewardsProgramme(db);
}

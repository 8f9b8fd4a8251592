// The profile's e-mail opt-in as the marketing list sees it (issue 19 item 3; docs/decisions/027).
import type { Language } from '@spc/domain/constants';
import { marketingPlatformFor } from '../../adapters/marketing/select.ts';
import { setEmailChannelFromProfile } from '../marketing/service.ts';
import type { AccountsDeps } from './account-deps.ts';

/**
 * The opt-in switch tells the marketing platform (issue 19 item 3, spec §7 setUserAttributes): the
 * member's account address goes on or off the e-mail list. A platform failure is logged, never fails
 * the profile save (marketing's service).
 */
export async function feedMarketingList(
  deps: Pick<AccountsDeps, 'db' | 'config' | 'log'>,
  member: { userId: string; email: string; language: Language },
  subscribed: boolean,
): Promise<void> {
  await setEmailChannelFromProfile(
    { db: deps.db, log: deps.log, marketing: marketingPlatformFor(deps.config, deps.db) },
    { ...member, subscribed },
    new Date(),
  );
}

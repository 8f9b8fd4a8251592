// Feature flags and site configuration (issue 19 item 4; docs/api-store.md, docs/api-partners.md): the
// flags map of a platform, one flag by name, the home page's order, the membership with its bonus, and
// the read-only captcha checks.
import { membershipProduct } from '@spc/domain/store-rules';
import {
  HOME_SECTIONS,
  type ClientPlatform,
  type ConfigFlagResponse,
  type FeatureFlagsResponse,
  type ProductAndBonusResponse,
  type ThemeOrderResponse,
} from '@spc/domain/flags';
import type { Captcha } from '../../adapters/captcha/captcha.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { getCategories } from '../catalogue/service.ts';
import { latestActivationIncentive } from '../membership/service.ts';
import * as repo from './repository.ts';

type FlagsDeps = Pick<Deps, 'db'>;

const toFlag = (row: repo.FlagRow) => ({ enabled: row.enabled, sub_flags: row.subFlags });

/** Every flag of `platform`: a row naming the platform wins over the flag's `all` row. */
export async function featureFlagsFor(deps: FlagsDeps, platform: ClientPlatform): Promise<FeatureFlagsResponse> {
  const rows = await repo.findFlagsFor(deps.db, platform);
  const flags: FeatureFlagsResponse['flags'] = {};
  for (const row of rows.filter((r) => r.platform === 'all')) flags[row.name] = toFlag(row);
  for (const row of rows.filter((r) => r.platform !== 'all')) flags[row.name] = toFlag(row);
  return { flags };
}

/**
 * GET /getConfigFlag: one flag by name, as the website reads it (its `web` row, else its `all` row,
 * else the first platform's). Unknown name → 404.
 */
export async function configFlag(deps: FlagsDeps, name: string): Promise<ConfigFlagResponse> {
  const rows = await repo.findFlagRows(deps.db, name);
  const row = rows.find((r) => r.platform === 'web') ?? rows.find((r) => r.platform === 'all') ?? rows[0];
  if (!row) throw notFound(`No feature flag is named ${name}`);
  return { data: { name: row.name, platform: row.platform, ...toFlag(row) } };
}

/** The home page's sections in the order it shows them, and the categories in the catalogue's order. */
export async function themeOrder(deps: Parameters<typeof getCategories>[0]): Promise<ThemeOrderResponse> {
  const { categories } = await getCategories(deps);
  return { sections: [...HOME_SECTIONS], categories: categories.map((category) => category.url_name) };
}

/** The membership for sale in Canada (the domain's price) and the newest activation incentive, if any. */
export async function productAndBonus(deps: FlagsDeps): Promise<ProductAndBonusResponse> {
  return { product: membershipProduct('ca'), bonus: await latestActivationIncentive(deps) };
}

/** Whether a captcha token holds now, without using it (Captcha.check). */
export async function checkCaptcha(
  captcha: Captcha,
  token: string,
  context: { ip: string; now: Date },
): Promise<{ success: boolean }> {
  const verdict = await captcha.check(token, context);
  return { success: verdict.ok };
}

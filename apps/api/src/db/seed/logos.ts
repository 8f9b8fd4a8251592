// A partner's logo as the partners table keeps it (served whole at
// /api/partners/v2/partners/{id}/logo.svg for old clients): the same generated mark and wordmark as
// the partner's picture in the media table (artwork/catalogue.ts), in its category's colours.
import { partnerLogo } from './artwork/catalogue.ts';
import { BANK_PARTNER, PARTNER_SEEDS } from './partners-data.ts';

const categoryOf = new Map(PARTNER_SEEDS.map((seed) => [seed.name, seed.category]));

/** The partner's logo SVG; `options` is kept for the callers that name the bank's colours. */
export function partnerLogoSvg(name: string, options: { colour?: string; text?: string } = {}): string {
  const bank = name === BANK_PARTNER.name || options.text === BANK_PARTNER.name;
  return partnerLogo(name, bank ? BANK_PARTNER.category : (categoryOf.get(name) ?? 'local'), { bank }).svg;
}

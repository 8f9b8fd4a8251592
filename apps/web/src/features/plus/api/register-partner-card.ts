// POST /api/users/v2/register/card (member; docs/api-membership.md "SPC+ and the bank tier"): registers
// the bank's co-branded card, which is the upgrade to SPC+. The stored affiliate marker and token go
// along (spec §4 "Partner registration of a card"); the answer says what happened to the previous
// membership (`upgradeType`).
import type { RegisterCardResponse } from '@spc/domain/membership';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { AffiliateData } from '../../../lib/tracking.ts';

export interface PartnerCardInput {
  card_number: string;
  csv: string;
  affiliate: AffiliateData | null;
}

/** The affiliate record as the contract takes it: string values only (the timestamp as epoch ms text). */
export function affiliateBody(affiliate: AffiliateData | null): Record<string, string> | undefined {
  if (!affiliate) return undefined;
  return { ranMID: affiliate.ranMID, ranSiteID: affiliate.ranSiteID, timestamp: String(affiliate.timestamp) };
}

export function registerPartnerCard({ card_number, csv, affiliate }: PartnerCardInput): Promise<RegisterCardResponse> {
  const body = affiliateBody(affiliate);
  return apiPost(
    '/users/v2/register/card',
    { card_number: card_number.replace(/[\s-]/g, ''), csv: csv.trim(), ...(body && { affiliate: body }) },
    import('@spc/domain/membership').then((m) => m.registerCardResponseSchema),
  );
}

export function useRegisterPartnerCard() {
  return useMutation({ mutationFn: registerPartnerCard });
}

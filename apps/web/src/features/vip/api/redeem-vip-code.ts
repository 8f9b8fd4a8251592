// POST /api/vip/code (spec §3 "VIP code request": code, email, name, language): redeems a VIP code. For
// the signed-in member whose address it is, the VIP card is attached and active; otherwise it is e-mailed
// to that address to be added later. 409 ALREADY_REDEEMED once per code and address.
import type { Language } from '@spc/domain/constants';
import type { vipCodeResponseSchema } from '@spc/domain/membership';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export interface VipCodeRequest {
  code: string;
  email: string;
  name: string;
  language: Language;
}

/** The card is there only when it was attached: an e-mailed card's number is for its mailbox's owner. */
export type VipRedemption = ReturnType<(typeof vipCodeResponseSchema)['parse']>;

export function redeemVipCode(request: VipCodeRequest): Promise<VipRedemption> {
  return apiPost(
    '/vip/code',
    { code: request.code.trim(), email: request.email.trim(), name: request.name.trim(), language: request.language },
    import('@spc/domain/membership').then((m) => m.vipCodeResponseSchema),
  );
}

export function useRedeemVipCode() {
  return useMutation({ mutationFn: redeemVipCode });
}

// POST /api/vip/verifyCode (spec §7 "VIP"; docs/api-membership.md): is this VIP access code usable?
// 200 with the code, 404 ACCESS_CODE_NOT_VALID ('Access Code Not Valid') when unknown, expired or used up.
import type { vipVerifyResponseSchema } from '@spc/domain/membership';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export type VipVerification = ReturnType<(typeof vipVerifyResponseSchema)['parse']>;

export function verifyVipCode(code: string): Promise<VipVerification> {
  return apiPost(
    '/vip/verifyCode',
    { code: code.trim() },
    import('@spc/domain/membership').then((m) => m.vipVerifyResponseSchema),
  );
}

export function useVerifyVipCode() {
  return useMutation({ mutationFn: verifyVipCode });
}

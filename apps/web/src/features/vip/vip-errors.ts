// From a failed VIP call to the sentence the form shows (catalogue `plus:vip.errors`): the server's
// 'Access Code Not Valid' (spec §8) translated, the other codes of docs/api-membership.md, and a format
// refusal pinned on the field the server names.
import { ApiError } from '../../lib/api-client.ts';

export type VipErrorKey =
  'codeInvalid' | 'alreadyRedeemed' | 'emailInvalid' | 'nameRequired' | 'rateLimited' | 'network' | 'generic';

export function vipErrorKey(error: unknown): VipErrorKey {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 0) return 'network';
  if (error.code === 'ACCESS_CODE_NOT_VALID') return 'codeInvalid';
  if (error.code === 'ALREADY_REDEEMED') return 'alreadyRedeemed';
  if (error.status === 429) return 'rateLimited';
  if (error.status === 400 && error.code === 'VALIDATION_ERROR') {
    const field = (error.body as { field?: unknown } | undefined)?.field;
    if (field === 'email') return 'emailInvalid';
    if (field === 'name') return 'nameRequired';
    return 'codeInvalid';
  }
  return 'generic';
}

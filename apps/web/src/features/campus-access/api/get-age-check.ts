// GET /api/users/age-check (member; spec §4 "Age check after sign-in", decision 025): whether to ask
// the member to confirm their student status.
import type { AgeCheckResponse } from '@spc/domain/campus-access';
import { apiGet } from '../../../lib/api-client.ts';

export function getAgeCheck(): Promise<AgeCheckResponse> {
  return apiGet(
    '/users/age-check',
    import('@spc/domain/campus-access').then((m) => m.ageCheckResponseSchema),
  );
}

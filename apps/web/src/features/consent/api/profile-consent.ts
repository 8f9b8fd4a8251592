// GET and PUT /api/users/user/consent (signed in; issue 21): the consent decision kept on the profile,
// so a person's choice follows them. Schemas are loaded with the call (zod stays off the first page).
import type { ConsentChoice, ConsentResponse } from '@spc/domain/consent';
import { apiGet, apiPut } from '../../../lib/api-client.ts';

const schema = () => import('@spc/domain/consent').then((m) => m.consentResponseSchema);

/** The latest decision on the profile (any version), or null. */
export async function getProfileConsent(): Promise<ConsentChoice | null> {
  return (await apiGet<ConsentResponse>('/users/user/consent', schema())).consent;
}

/** Records a decision on the profile (a new row of its history). */
export async function putProfileConsent(choice: ConsentChoice): Promise<ConsentChoice | null> {
  return (await apiPut<ConsentResponse>('/users/user/consent', choice, schema())).consent;
}

// PUT /api/users/v2/user/register: the additional questions (postal code, school, international
// student); answers the updated profile.
import { profileSchema, type AdditionalQuestions, type Profile } from '@spc/domain/users';
import { apiPut } from '../../../lib/api-client.ts';

export function saveAdditionalQuestions(body: AdditionalQuestions): Promise<Profile> {
  return apiPut('/users/v2/user/register', body, profileSchema);
}

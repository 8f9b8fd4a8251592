// Account deletion (spec §7 /deleteUser, /deleteFirebaseUser).
import { clearAttempts } from '../../auth/lockout.ts';
import { forgetMember } from '../analytics/service.ts';
import { forgetTravelPhotos, travelPhotoStorage } from '../marketing/service.ts';
import { forgetStudentIds, studentIdStorage } from '../student/service.ts';
import { type AccountsDeps, type User } from './account-deps.ts';
import { forbidden } from './account-errors.ts';

/**
 * Deletes the caller: the auth user with its sessions and accounts; the database cascades to the
 * profile, registration, favourites, lists, referral code and resend counter, and detaches cards.
 * Their analytics events are anonymised first (decision 028): user properties deleted, the personal
 * purchase fields removed, no event tied to them any more. Their student-ID reviews and the photos in
 * the private storage go in the same call (decision 024), and so do their travel-photo contest entries
 * and files (decision 027), before the account, so no photo outlives it.
 */
export async function deleteUser(
  deps: AccountsDeps,
  user: User,
  firebaseUid: string | undefined,
): Promise<{ success: true }> {
  if (firebaseUid !== undefined && firebaseUid !== user.id) throw forbidden('firebaseUid');
  await forgetMember(deps, user.id);
  await forgetStudentIds({ db: deps.db, storage: studentIdStorage(deps.config) }, user.id, deps.log);
  await forgetTravelPhotos({ db: deps.db, storage: travelPhotoStorage(deps.config) }, user.id, deps.log);
  const context = await deps.auth.$context;
  await context.internalAdapter.deleteUser(user.id);
  await clearAttempts(deps.db, user.email);
  return { success: true };
}

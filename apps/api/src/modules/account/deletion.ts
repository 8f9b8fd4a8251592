// Account deletion (spec §7 /deleteUser, /deleteFirebaseUser).
import { clearAttempts } from '../../auth/lockout.ts';
import { type AccountsDeps, type User } from './account-deps.ts';
import { forbidden } from './account-errors.ts';

/**
 * Deletes the caller: the auth user with its sessions and accounts; the database cascades to the
 * profile, registration, favourites, lists, referral code and resend counter, and detaches cards.
 */
export async function deleteUser(
  deps: AccountsDeps,
  user: User,
  firebaseUid: string | undefined,
): Promise<{ success: true }> {
  if (firebaseUid !== undefined && firebaseUid !== user.id) throw forbidden('firebaseUid');
  const context = await deps.auth.$context;
  await context.internalAdapter.deleteUser(user.id);
  await clearAttempts(deps.db, user.email);
  return { success: true };
}

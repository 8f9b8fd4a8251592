// Test helper for the staff console (issue 20): a signed-in staff member of a role, with two-factor on,
// as the console's guard expects (plugins/staff.ts). The account is made as any member's is (sign-up and
// the verification link), then given its role and two-factor as `npm run staff:create` and the TOTP
// enrolment would; the TOTP round trip itself is proved by the staff module's own tests.
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@spc/domain/staff';
import { authSessions, authUsers } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';
import { authHeaders, signUpAndVerify, type SignedUp } from './auth-helpers.ts';

let made = 0;

export interface StaffSession extends SignedUp {
  role: StaffRole;
  /** Headers of a console request: the session cookie and our Origin. */
  headers: Record<string, string>;
}

export async function staffSession(
  t: TestApp,
  role: StaffRole,
  options: { email?: string; twoFactor?: boolean } = {},
): Promise<StaffSession> {
  made += 1;
  const email = options.email ?? `${role}-${made}-${Date.now()}@staff.spc.test`;
  const signedUp = await signUpAndVerify(t, {
    email,
    firstName: 'Sam',
    lastName: role === 'admin' ? 'Admin' : 'Staff',
  });
  const twoFactor = options.twoFactor ?? true;
  await t.database.db
    .update(authUsers)
    .set({ role, twoFactorEnabled: twoFactor })
    .where(eq(authUsers.id, signedUp.userId));
  if (twoFactor) {
    // As after the TOTP step of the console's sign-in: the session's staff activity starts (plugins/staff.ts).
    const sessions = await t.database.db
      .select({ token: authSessions.token })
      .from(authSessions)
      .where(eq(authSessions.userId, signedUp.userId));
    for (const session of sessions) await t.app.staffSecondFactorPassed(session.token);
  }
  return { ...signedUp, role, headers: authHeaders(t, signedUp.cookie) };
}

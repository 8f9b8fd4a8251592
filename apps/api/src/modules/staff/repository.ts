// Staff accounts in the identity library's tables (issue 20 item 1): the role the admin plugin reads,
// the TOTP secret of the two-factor plugin, the set-password token of its password reset. Only this
// file touches them for the staff module.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@spc/domain/staff';
import type { StaffListQuery } from '@spc/domain/staff-identity';
import type { Queryable } from '../../db/queryable.ts';
import { authSessions, authTwoFactors, authUsers, authVerifications, staffAudit } from '../../db/schema/index.ts';

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  role: string | null;
  twoFactorEnabled: boolean;
  hasPassword: boolean;
  language: string;
  createdAt: Date;
}

// Written out: inside `exists`, drizzle would print the columns unqualified (and `id` would be the account's).
const hasPassword = sql<boolean>`exists (select 1 from auth_accounts credential where credential.user_id = "auth_users"."id" and credential.provider_id = 'credential' and credential.password is not null)`;

const accountColumns = {
  id: authUsers.id,
  email: authUsers.email,
  name: authUsers.name,
  role: authUsers.role,
  twoFactorEnabled: sql<boolean>`coalesce(${authUsers.twoFactorEnabled}, false)`,
  hasPassword,
  language: authUsers.language,
  createdAt: authUsers.createdAt,
};

export async function findAccountById(db: Queryable, id: string): Promise<StaffAccount | undefined> {
  const [row] = await db.select(accountColumns).from(authUsers).where(eq(authUsers.id, id)).limit(1);
  return row;
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

const SORTS: Record<string, SQL | typeof authUsers.email> = {
  email: sql`lower(${authUsers.email})`,
  name: sql`lower(${authUsers.name})`,
  role: sql`array_position(array['support','editor','admin']::text[], ${authUsers.role})`,
  created_at: authUsers.createdAt as never,
};

export async function listStaff(
  db: Queryable,
  query: StaffListQuery,
): Promise<{ rows: StaffAccount[]; total: number }> {
  const conditions: SQL[] = [inArray(authUsers.role, [...STAFF_ROLES])];
  if (query.role) conditions.push(eq(authUsers.role, query.role));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(authUsers.email, like), ilike(authUsers.name, like))!);
  }
  const where = and(...conditions);
  const sortKey = query.sort?.replace(/^-/, '') ?? 'email';
  const direction = query.sort?.startsWith('-') ? desc : asc;
  const column = SORTS[sortKey] ?? SORTS.email!;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(accountColumns)
      .from(authUsers)
      .where(where)
      .orderBy(direction(column as SQL), asc(authUsers.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(authUsers).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** How many administrators there are (run after `lockStaffRoles` in the same transaction). */
export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(authUsers).where(eq(authUsers.role, 'admin'));
  return row?.total ?? 0;
}

/** Serialises role changes until the transaction ends, so two removals cannot both pass the last-admin check. */
export async function lockStaffRoles(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-roles'))`);
}

/** A staff role, or back to a member ("user", the admin plugin's default role). */
export async function setRole(db: Queryable, userId: string, role: StaffRole | 'user', now: Date): Promise<void> {
  await db.update(authUsers).set({ role, updatedAt: now }).where(eq(authUsers.id, userId));
}

/** A new account for a staff member: its address counts as proven once the set-password link is used. */
export async function createAccount(
  db: Queryable,
  account: { id: string; email: string; name: string; role: StaffRole; now: Date },
): Promise<void> {
  await db.insert(authUsers).values({
    id: account.id,
    email: account.email,
    name: account.name,
    emailVerified: true,
    role: account.role,
    twoFactorEnabled: false,
    createdAt: account.now,
    updatedAt: account.now,
  });
}

/** The identity library's password-reset token (`reset-password:<token>` → the user id). */
export async function createSetPasswordToken(
  db: Queryable,
  values: { id: string; userId: string; token: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(authVerifications).values({
    id: values.id,
    identifier: `reset-password:${values.token}`,
    value: values.userId,
    expiresAt: values.expiresAt,
    createdAt: values.now,
    updatedAt: values.now,
  });
}

/** Turns two-step sign-in off (an admin's reset after a lost phone): the secret goes, and every session. */
export async function resetTwoFactor(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.delete(authTwoFactors).where(eq(authTwoFactors.userId, userId));
  await db.update(authUsers).set({ twoFactorEnabled: false, updatedAt: now }).where(eq(authUsers.id, userId));
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** Ends every session of a user (their staff role was removed or reset). */
export async function deleteSessions(db: Queryable, userId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** An audit row written by the command line (no staff session): `npm run staff:create`. */
export async function recordCommandLineChange(
  db: Queryable,
  row: { action: 'create' | 'update'; entityId: string; summary: string; before: unknown; after: unknown },
): Promise<void> {
  await db.insert(staffAudit).values({
    staffUserId: 'command-line',
    staffEmail: 'npm run staff:create',
    staffRole: 'admin',
    action: row.action,
    entity: 'staff',
    entityId: row.entityId,
    summary: row.summary,
    before: row.before,
    after: row.after,
    requestId: null,
  });
}

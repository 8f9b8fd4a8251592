// Staff identity (issue 20 item 1; decision 030): who is at the console, and staff management — list,
// add by e-mail (an existing account gets the role; a new address gets an account and a one-time
// set-password link by e-mail), change a role, remove the staff role, reset two-step sign-in. Every
// change runs in one transaction with its audit row (the caller's `record`), and the console always
// keeps an administrator. `npm run staff:create` (cli.ts) uses the same account and link code.
import { randomBytes, randomUUID } from 'node:crypto';
import { buildEmailActionUrl } from '@spc/domain/auth';
import type { Language } from '@spc/domain/constants';
import {
  isStaffRole,
  permissionsOf,
  STAFF_ROLES,
  type AuditAction,
  type StaffMe,
  type StaffRole,
} from '@spc/domain/staff';
import {
  STAFF_INVITATION_HOURS,
  STAFF_MANAGEMENT_ERRORS,
  type AddStaffResponse,
  type StaffListQuery,
  type StaffListResponse,
  type StaffManagementErrorCode,
  type StaffMember,
} from '@spc/domain/staff-identity';
import { isValidEmail } from '@spc/domain/users';
import { renderMail } from '../../adapters/mail/templates.ts';
import { transaction, type Queryable } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import * as repo from './repository.ts';

export type StaffDeps = Pick<Deps, 'db' | 'config' | 'mail'>;

/** One staff write as the audit trail keeps it (plugins/staff.ts `StaffChange`). */
export interface StaffAuditChange {
  action: AuditAction;
  entity: string;
  entityId?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Writes the audit row of a change in the change's own transaction (the route's `recordStaffChange`). */
export type RecordChange = (change: StaffAuditChange, tx: Queryable) => Promise<void>;

function managementError(code: StaffManagementErrorCode): HttpError {
  const [status, message] = STAFF_MANAGEMENT_ERRORS[code];
  return new HttpError(status, code, message);
}

/** GET /api/staff/me from the guard's staff member. */
export function staffMe(staff: {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  idleExpiresAt: Date;
}): StaffMe {
  return {
    user_id: staff.userId,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    permissions: permissionsOf(staff.role),
    two_factor_enabled: staff.twoFactorEnabled,
    idle_expires_at: staff.idleExpiresAt.getTime(),
  };
}

function memberOf(account: repo.StaffAccount): StaffMember {
  if (!isStaffRole(account.role)) throw new Error(`account ${account.id} is not staff`);
  return {
    user_id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    two_factor_enabled: account.twoFactorEnabled,
    has_password: account.hasPassword,
    created_at: account.createdAt.getTime(),
  };
}

/** What the audit trail keeps of a staff account (never a secret). */
function auditView(account: { email: string; role: string | null; twoFactorEnabled?: boolean }) {
  return {
    email: account.email,
    role: account.role ?? 'user',
    ...(account.twoFactorEnabled === undefined ? {} : { two_factor_enabled: account.twoFactorEnabled }),
  };
}

export async function listStaffMembers(deps: Pick<Deps, 'db'>, query: StaffListQuery): Promise<StaffListResponse> {
  const { rows, total } = await repo.listStaff(deps.db, query);
  return { staff: rows.map(memberOf), total, page: query.page, per_page: query.per_page };
}

/** A one-time set-password link (the identity library's password reset), valid STAFF_INVITATION_HOURS. */
async function issueSetPasswordLink(
  deps: Pick<Deps, 'config'>,
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<string> {
  // The library's own tokens are 24 characters; this one is too (18 random bytes in base64url).
  const token = randomBytes(18).toString('base64url');
  await repo.createSetPasswordToken(tx, {
    id: randomUUID(),
    userId,
    token,
    expiresAt: new Date(now.getTime() + STAFF_INVITATION_HOURS * 3_600_000),
    now,
  });
  return buildEmailActionUrl(deps.config.publicUrl, {
    mode: 'resetPassword',
    oobCode: token,
    continueUrl: `${deps.config.publicUrl.replace(/\/$/, '')}/admin/sign-in`,
  });
}

async function mailInvitation(deps: Pick<Deps, 'config' | 'mail'>, email: string, link: string, language: Language) {
  const rendered = renderMail('staff-invitation', language, { link, publicUrl: deps.config.publicUrl });
  await deps.mail.send({ to: email, kind: 'staff-invitation', language, ...rendered, link });
}

const languageOf = (account: { language: string }): Language => (account.language === 'fr' ? 'fr' : 'en');

/** The name a new account shows until its owner changes it: the address's local part. */
function nameFromEmail(email: string): string {
  return email.split('@')[0]!.slice(0, 100) || email;
}

/**
 * POST /api/staff/members: an existing account (a member's) gets the role; a new address gets an
 * account and a set-password link. An account without a password (a new one) is mailed the link.
 */
export async function addStaffMember(
  deps: StaffDeps,
  input: { email: string; role: StaffRole },
  record: RecordChange,
  now: Date,
): Promise<AddStaffResponse> {
  const outcome = await transaction(deps.db, async (tx) => {
    await repo.lockStaffRoles(tx);
    const existing = await repo.findAccountByEmail(tx, input.email);
    if (existing && isStaffRole(existing.role)) throw managementError('ALREADY_STAFF');
    let userId: string;
    if (existing) {
      userId = existing.id;
      await repo.setRole(tx, userId, input.role, now);
    } else {
      userId = randomUUID().replaceAll('-', '');
      await repo.createAccount(tx, {
        id: userId,
        email: input.email,
        name: nameFromEmail(input.email),
        role: input.role,
        now,
      });
    }
    const account = (await repo.findAccountById(tx, userId))!;
    const link = account.hasPassword ? undefined : await issueSetPasswordLink(deps, tx, userId, now);
    await record(
      {
        action: existing ? 'update' : 'create',
        entity: 'staff',
        entityId: userId,
        summary: existing
          ? `Made ${input.email} ${input.role} (was a member)`
          : `Added ${input.email} as ${input.role} (new account, set-password link e-mailed)`,
        before: existing ? auditView(existing) : null,
        after: auditView(account),
      },
      tx,
    );
    return { account, link };
  });
  if (outcome.link) await mailInvitation(deps, outcome.account.email, outcome.link, languageOf(outcome.account));
  return { member: memberOf(outcome.account), invited: outcome.link !== undefined };
}

/** A staff account of `id`, or 404 STAFF_NOT_FOUND (a member's account is not staff). */
async function staffAccount(tx: Queryable, id: string): Promise<repo.StaffAccount> {
  const account = await repo.findAccountById(tx, id);
  if (!account || !isStaffRole(account.role)) throw managementError('STAFF_NOT_FOUND');
  return account;
}

/** Refuses a change that takes the admin role from the last administrator. */
async function keepAnAdmin(tx: Queryable, account: repo.StaffAccount, newRole: string): Promise<void> {
  if (account.role === 'admin' && newRole !== 'admin' && (await repo.countAdmins(tx)) <= 1) {
    throw managementError('LAST_ADMIN');
  }
}

/** PUT /api/staff/members/:id/role */
export async function changeStaffRole(
  deps: Pick<Deps, 'db'>,
  id: string,
  role: StaffRole,
  record: RecordChange,
  now: Date,
): Promise<StaffMember> {
  return transaction(deps.db, async (tx) => {
    await repo.lockStaffRoles(tx);
    const account = await staffAccount(tx, id);
    if (account.role === role) return memberOf(account);
    await keepAnAdmin(tx, account, role);
    await repo.setRole(tx, id, role, now);
    const after = (await repo.findAccountById(tx, id))!;
    await record(
      {
        action: 'update',
        entity: 'staff',
        entityId: id,
        summary: `Changed ${account.email} from ${account.role} to ${role}`,
        before: auditView(account),
        after: auditView(after),
      },
      tx,
    );
    return memberOf(after);
  });
}

/** DELETE /api/staff/members/:id: back to a member's account; their sessions end. */
export async function removeStaffMember(
  deps: Pick<Deps, 'db'>,
  id: string,
  record: RecordChange,
  now: Date,
): Promise<void> {
  await transaction(deps.db, async (tx) => {
    await repo.lockStaffRoles(tx);
    const account = await staffAccount(tx, id);
    await keepAnAdmin(tx, account, 'user');
    await repo.setRole(tx, id, 'user', now);
    await repo.deleteSessions(tx, id);
    await record(
      {
        action: 'delete',
        entity: 'staff',
        entityId: id,
        summary: `Removed ${account.email} from the staff (was ${account.role})`,
        before: auditView(account),
        after: { email: account.email, role: 'user' },
      },
      tx,
    );
  });
}

/** DELETE /api/staff/members/:id/two-factor: a lost phone; they set it up again at their next sign-in. */
export async function resetStaffTwoFactor(
  deps: Pick<Deps, 'db'>,
  id: string,
  record: RecordChange,
  now: Date,
): Promise<StaffMember> {
  return transaction(deps.db, async (tx) => {
    const account = await staffAccount(tx, id);
    await repo.resetTwoFactor(tx, id, now);
    const after = (await repo.findAccountById(tx, id))!;
    await record(
      {
        action: 'update',
        entity: 'staff',
        entityId: id,
        summary: `Reset two-step sign-in of ${account.email}`,
        before: auditView(account),
        after: auditView(after),
      },
      tx,
    );
    return memberOf(after);
  });
}

/** POST /api/staff/members/:id/invitation: a new set-password link, for a staff member without a password. */
export async function resendInvitation(
  deps: StaffDeps,
  id: string,
  record: RecordChange,
  now: Date,
): Promise<StaffMember> {
  const { account, link } = await transaction(deps.db, async (tx) => {
    const found = await staffAccount(tx, id);
    const issued = await issueSetPasswordLink(deps, tx, id, now);
    await record(
      {
        action: 'other',
        entity: 'staff',
        entityId: id,
        summary: `E-mailed a set-password link to ${found.email}`,
      },
      tx,
    );
    return { account: found, link: issued };
  });
  await mailInvitation(deps, account.email, link, languageOf(account));
  return memberOf(account);
}

export class StaffCommandError extends Error {
  override name = 'StaffCommandError';
}

/** The command line's input, checked before anything opens: a valid address and a staff role (admin by default). */
export function checkStaffCommand(input: { email?: string | undefined; role?: string | undefined }): {
  email: string;
  role: StaffRole;
} {
  const email = input.email?.trim() ?? '';
  if (!isValidEmail(email)) throw new StaffCommandError(`"${email}" is not a valid e-mail address.`);
  const role = input.role ?? 'admin';
  if (!isStaffRole(role)) {
    throw new StaffCommandError(`"${role}" is not a staff role: choose one of ${STAFF_ROLES.join(', ')}.`);
  }
  return { email, role };
}

/**
 * `npm run staff:create -- --email … --role …`: creates the account (or gives an existing one the role)
 * and answers a one-time set-password link, also e-mailed. Never a password. Audited as the command line.
 */
export async function createStaffFromCommandLine(
  deps: StaffDeps,
  input: { email: string | undefined; role: string | undefined },
  now: Date,
): Promise<{ email: string; role: StaffRole; created: boolean; link: string }> {
  const { email, role } = checkStaffCommand(input);
  const result = await transaction(deps.db, async (tx) => {
    await repo.lockStaffRoles(tx);
    const existing = await repo.findAccountByEmail(tx, email);
    let userId: string;
    if (existing) {
      userId = existing.id;
      if (existing.role !== role) await keepAnAdmin(tx, existing, role);
      await repo.setRole(tx, userId, role, now);
    } else {
      userId = randomUUID().replaceAll('-', '');
      await repo.createAccount(tx, { id: userId, email, name: nameFromEmail(email), role, now });
    }
    const account = (await repo.findAccountById(tx, userId))!;
    const link = await issueSetPasswordLink(deps, tx, userId, now);
    await repo.recordCommandLineChange(tx, {
      action: existing ? 'update' : 'create',
      entityId: userId,
      summary: existing
        ? `Gave ${account.email} the ${role} role from the command line (was ${existing.role ?? 'user'})`
        : `Created ${account.email} as ${role} from the command line`,
      before: existing ? auditView(existing) : null,
      after: auditView(account),
    });
    return { email: account.email, created: !existing, link, language: languageOf(account) };
  });
  await mailInvitation(deps, result.email, result.link, result.language);
  return { email: result.email, role, created: result.created, link: result.link };
}

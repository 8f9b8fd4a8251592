// Staff identity (issue 20 item 1; decision 030): the codes of the two-step sign-in, and the shapes of
// staff management (admins list, add, re-role and remove staff). The roles and the permission table
// are staff.ts's; this file only adds what the identity screens and /api/staff/members exchange.
import { z } from 'zod';
import { STAFF_ROLES, staffPageQuerySchema } from './staff.ts';
import { emailSchema } from './users.ts';

/** What the sign-in and enrolment screens say when a code is not 6 digits. */
export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** A code from the authenticator app: 6 digits (spaces the app shows between groups are dropped). */
export const totpCodeSchema = z
  .string({ error: TOTP_CODE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

/** A backup code shown at enrolment (the identity library's are 10 characters with a dash). */
export const backupCodeSchema = z
  .string({ error: 'Enter one of your backup codes.' })
  .trim()
  .min(1, 'Enter one of your backup codes.')
  .max(64, 'This is not a backup code.');

/** The issuer and account an authenticator app shows, and the secret to type, read from a TOTP URI. */
export function parseTotpUri(uri: string): { secret: string; issuer: string; account: string } | null {
  if (!URL.canParse(uri)) return null;
  const url = new URL(uri);
  if (url.protocol !== 'otpauth:') return null;
  const secret = url.searchParams.get('secret');
  if (!secret) return null;
  const label = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
  const [labelIssuer, account] = label.includes(':') ? label.split(/:(.*)/s) : [undefined, label];
  return { secret, issuer: url.searchParams.get('issuer') ?? labelIssuer ?? '', account: account ?? '' };
}

/** The secret in groups of four, as people type it into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

// ---------------------------------------------------------------------------------------------------
// Staff management (permission staff.manage: admins only)

/** Columns the staff list sorts by. */
export const STAFF_SORT_COLUMNS = ['email', 'name', 'role', 'created_at'] as const;

export const staffListQuerySchema = staffPageQuerySchema.extend({
  role: z.enum(STAFF_ROLES).optional(),
  sort: z.enum([...STAFF_SORT_COLUMNS, ...STAFF_SORT_COLUMNS.map((column) => `-${column}` as const)]).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  two_factor_enabled: z.boolean(),
  /** Whether the account has a password yet (false until the set-password link is used). */
  has_password: z.boolean(),
  /** Epoch ms the account was created. */
  created_at: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({
  staff: z.array(staffMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

const roleField = z.enum(STAFF_ROLES, { error: 'Choose a role: support, editor or admin.' });

/** POST /api/staff/members: an existing account gets the role; a new address gets an account and a link. */
export const addStaffBodySchema = z.object({ email: emailSchema, role: roleField });
export type AddStaffBody = z.infer<typeof addStaffBodySchema>;

export const addStaffResponseSchema = z.object({
  member: staffMemberSchema,
  /** True when a set-password link was e-mailed (a new account, or one without a password). */
  invited: z.boolean(),
});
export type AddStaffResponse = z.infer<typeof addStaffResponseSchema>;

/** PUT /api/staff/members/:id/role */
export const changeStaffRoleBodySchema = z.object({ role: roleField });

export const staffMemberParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** Staff management's refusals: [status, English text]. */
export const STAFF_MANAGEMENT_ERRORS = {
  /** The account is already staff: change its role instead. */
  ALREADY_STAFF: [409, 'This person is already on the staff. Change their role instead.'],
  /** No staff member has this id (a member's account is not staff). */
  STAFF_NOT_FOUND: [404, 'No staff member has this id.'],
  /** The change would leave the console without an administrator. */
  LAST_ADMIN: [409, 'The console needs at least one administrator. Make someone else an administrator first.'],
} as const;
export type StaffManagementErrorCode = keyof typeof STAFF_MANAGEMENT_ERRORS;

/** How long a new staff member's set-password link works (the CLI and the console's invitations). */
export const STAFF_INVITATION_HOURS = 72;

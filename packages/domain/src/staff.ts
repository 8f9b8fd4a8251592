// The staff console's identity rules (issue 20): the three staff roles, the permission table every
// staff route is checked against (written once, used by the API's guard, the console's navigation and
// the generated permission-matrix test), the idle limit, and the shapes of the console's kernel calls
// (who am I, the audit trail). The console's areas keep their own schemas beside their own rules.
import { z } from 'zod';

/** Staff roles, least to most trusted. A member's account has none (the identity library's role "user"). */
export const STAFF_ROLES = ['support', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * What a staff member may do, by permission: each staff API route names exactly one of these, and the
 * guard lets a role through only when the permission lists it. Reading what an editor edits is the
 * editor's; support reads members; only admins refund, read the audit trail and manage staff.
 */
export const STAFF_PERMISSIONS = {
  /** The console itself: who am I, the dashboard. */
  'console.open': ['support', 'editor', 'admin'],
  /** Partners, offers, code pools, categories, collections, weekly deals, holiday events. */
  'catalogue.read': ['editor', 'admin'],
  'catalogue.write': ['editor', 'admin'],
  /** CSV export and import (dry run first) of offers and partners. */
  'catalogue.bulk': ['editor', 'admin'],
  /** Pages, FAQ, blog, careers, legal texts, menus. */
  'content.read': ['editor', 'admin'],
  'content.write': ['editor', 'admin'],
  /** Image library: upload, crop, alt text. */
  'media.write': ['editor', 'admin'],
  /** Ads and e-mail modals, contests, campus, promo, school and VIP codes, travel photos. */
  'campaigns.read': ['editor', 'admin'],
  'campaigns.write': ['editor', 'admin'],
  /** The recorded, repeatable winner draw of a contest. */
  'contests.draw': ['editor', 'admin'],
  /** Partner analytics (views, clicks, reveals, savings) and their CSV. */
  'analytics.read': ['editor', 'admin'],
  /** Find a member; their cards, orders, verification and consent. */
  'members.read': ['support', 'admin'],
  /** Resend verification, unlock, cancel auto-renew. */
  'members.write': ['support', 'admin'],
  /** Refund an order through the payment gateway. */
  'orders.refund': ['admin'],
  /** Student-ID uploads: the queue, a photo, approve or refuse. */
  'student-ids.review': ['support', 'admin'],
  /** The audit trail. */
  'audit.read': ['admin'],
  /** Staff accounts and their roles. */
  'staff.manage': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;
export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function isStaffPermission(name: unknown): name is StaffPermission {
  return typeof name === 'string' && Object.hasOwn(STAFF_PERMISSIONS, name);
}

/** Whether `role` holds `permission`; a member (no staff role) holds none. */
export function can(role: string | null | undefined, permission: StaffPermission): boolean {
  return isStaffRole(role) && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission a role holds, in the table's order. */
export function permissionsOf(role: string | null | undefined): StaffPermission[] {
  return STAFF_PERMISSION_NAMES.filter((permission) => can(role, permission));
}

/** A staff session ends after this long without a staff request (issue 20 item 1). */
export const STAFF_IDLE_MINUTES = 30;

/** The staff API's refusals: [status, code, English text]. The console shows its own words for each code. */
export const STAFF_ERRORS = {
  /** Not staff at all (visitor or member): 403 on the API, 404 on console pages. */
  STAFF_ONLY: [403, 'This area is for SPC staff only.'],
  /** Staff, but the role lacks the route's permission. */
  STAFF_FORBIDDEN: [403, 'Your staff role does not allow this.'],
  /** Staff without two-factor sign-in set up: the console asks them to set it up first. */
  STAFF_TWO_FACTOR_REQUIRED: [403, 'Set up two-step sign-in before you open the console.'],
  /**
   * Staff with two-step sign-in whose session did not pass it (a social sign-in, a one-time token):
   * sign in on the console's own page, with the password and the app's code.
   */
  STAFF_SIGN_IN_REQUIRED: [401, 'Sign in to the console with your password and the code from your authenticator app.'],
  /** The staff session was idle too long: sign in again. */
  STAFF_SESSION_IDLE: [401, 'Your staff session ended after 30 minutes without activity. Please sign in again.'],
} as const;
export type StaffErrorCode = keyof typeof STAFF_ERRORS;

/** GET /api/staff/me: who is at the console and what they may do. */
export const staffMeResponseSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSION_NAMES as [StaffPermission, ...StaffPermission[]])),
  two_factor_enabled: z.boolean(),
  /** Epoch ms at which the session ends if idle. */
  idle_expires_at: z.number().int(),
});
export type StaffMe = z.infer<typeof staffMeResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// The audit trail: every staff write, append-only (issue 20 item 4)

/** What a staff write did. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'publish',
  'refund',
  'review',
  'draw',
  'other',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entity names are the console area's noun, lower-case with dashes: `partner`, `offer`, `code-pool`. */
export const auditEntitySchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'An entity name is lower-case letters, digits and dashes.');

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Epoch ms. */
  at: z.number().int(),
  staff_user_id: z.string(),
  staff_email: z.string(),
  staff_role: z.enum(STAFF_ROLES),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** A one-line account of the change, in English (staff-facing). */
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/staff/audit: filters and paging. */
export const auditQuerySchema = z.object({
  staff: z.string().trim().max(254).optional(),
  entity: auditEntitySchema.optional(),
  entity_id: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** YYYY-MM-DD, inclusive, Eastern days. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** Paging every console list answers with (the console's tables page on the server). */
export const staffPageQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/, 'Sort by a column name, with "-" for descending.')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
});
export type StaffPageQuery = z.infer<typeof staffPageQuerySchema>;

// The identity library's access control for staff (issue 20 item 1; decision 030): its statements and
// roles are built from the domain's permission table (@spc/domain/staff STAFF_PERMISSIONS), never
// written a second time. A permission `catalogue.write` is the statement `{ catalogue: ['write'] }`;
// each staff role is granted exactly the permissions the table lists for it. Members keep the admin
// plugin's role "user", which holds nothing.
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import { STAFF_PERMISSION_NAMES, STAFF_ROLES, can, type StaffPermission, type StaffRole } from '@spc/domain/staff';

/** `catalogue.write` → ['catalogue', 'write'] (the resource is everything before the last dot). */
export function permissionStatement(permission: StaffPermission): [resource: string, action: string] {
  const dot = permission.lastIndexOf('.');
  return [permission.slice(0, dot), permission.slice(dot + 1)];
}

function statementsOf(permissions: readonly StaffPermission[]): Record<string, string[]> {
  const statements: Record<string, string[]> = {};
  for (const permission of permissions) {
    const [resource, action] = permissionStatement(permission);
    (statements[resource] ??= []).push(action);
  }
  return statements;
}

/** Every resource and action of the staff table, plus the admin plugin's own (`user`, `session`). */
export const staffStatements = {
  ...defaultStatements,
  ...statementsOf(STAFF_PERMISSION_NAMES),
} as Record<string, readonly string[]>;

export const staffAccessControl = createAccessControl(staffStatements);

/** The role a new account gets (the admin plugin's `defaultRole`): a member, with no staff permission. */
export const MEMBER_ROLE = 'user';

function roleOf(role: StaffRole) {
  return staffAccessControl.newRole(
    statementsOf(STAFF_PERMISSION_NAMES.filter((permission) => can(role, permission))) as never,
  );
}

/**
 * The admin plugin's roles. Staff manage accounts through /api/staff (audited), so no role is granted
 * the plugin's own `user`/`session` statements: its endpoints are closed anyway (plugins/auth.ts).
 */
export const staffRoles = {
  [MEMBER_ROLE]: staffAccessControl.newRole({} as never),
  ...(Object.fromEntries(STAFF_ROLES.map((role) => [role, roleOf(role)])) as Record<
    StaffRole,
    ReturnType<typeof roleOf>
  >),
};

/** Whether the library's role `role` is granted `permission` (the guard checks the same table through `can`). */
export function roleAllows(role: string, permission: StaffPermission): boolean {
  const granted = (staffRoles as Record<string, (typeof staffRoles)[typeof MEMBER_ROLE] | undefined>)[role];
  if (!granted) return false;
  const [resource, action] = permissionStatement(permission);
  return granted.authorize({ [resource]: [action] }).success;
}

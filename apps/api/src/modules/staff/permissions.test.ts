// The generated permission matrix (issue 20 item 7): every route under /api/staff — as the staff plugin
// registered it, with the permission it names (`app.staffRoutes`) — tried by a visitor, a member and
// each staff role. A visitor or a member gets 403 STAFF_ONLY; a role the domain's table does not grant
// the permission gets 403 STAFF_FORBIDDEN; a role it grants gets past the guard (any answer but 401/403:
// 400 for the empty body, 404 for the made-up id). Nothing here names a route: a route another area adds
// is in the matrix as soon as it is mounted. The identity library's access-control roles are checked
// against the same table.
import { can, STAFF_PERMISSION_NAMES, STAFF_ROLES, type StaffRole } from '@spc/domain/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, signUpAndVerify } from '../../../test/auth-helpers.ts';
import { staffSession } from '../../../test/staff.ts';
import { roleAllows } from '../../auth/staff-access.ts';

type Caller = 'visitor' | 'member' | StaffRole;
const CALLERS: Caller[] = ['visitor', 'member', ...STAFF_ROLES];

let t: TestApp;
const headers = {} as Record<Caller, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  headers.visitor = { origin: t.config.publicUrl };
  const member = await signUpAndVerify(t, { email: `member-${Date.now()}@matrix.spc.test` });
  headers.member = authHeaders(t, member.cookie);
  for (const role of STAFF_ROLES) headers[role] = (await staffSession(t, role)).headers;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A route's URL with every parameter filled by a value that names nothing. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]\w*/g, '1').replace(/\*$/, 'x');
}

describe('the generated staff permission matrix', () => {
  it('covers every route under /api/staff, each with a permission of the domain table', () => {
    expect(t.app.staffRoutes.length).toBeGreaterThan(0);
    for (const route of t.app.staffRoutes) expect(STAFF_PERMISSION_NAMES).toContain(route.permission);
    // This module's own routes are among them (the matrix reads the table, not a list).
    expect(t.app.staffRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/staff/me', 'GET /api/staff/members', 'POST /api/staff/members']),
    );
  });

  it('answers each caller as the permission table says, on every staff route', async () => {
    const failures: string[] = [];
    for (const route of t.app.staffRoutes) {
      const url = concrete(route.url);
      const writes = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
      for (const caller of CALLERS) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: headers[caller],
          ...(writes ? { payload: {} } : {}),
        });
        const code = response.headers['content-type']?.includes('json')
          ? response.json<{ error?: string }>().error
          : undefined;
        const where = `${caller} ${route.method} ${route.url} (${route.permission}) → ${response.statusCode} ${code ?? ''}`;
        // The student-ID review routes answer the STAFF_API_TOKEN bearer only, until their area lets staff
        // sessions in (`config.staffToken`, decision 024): there, any refusal of a session is a 403.
        const tokenOnly = route.staffToken && response.statusCode === 403 && code === 'STAFF_ONLY';
        if (tokenOnly && caller !== 'visitor' && caller !== 'member') continue;
        if (caller === 'visitor' || caller === 'member') {
          if (response.statusCode !== 403 || code !== 'STAFF_ONLY') failures.push(`${where}; expected 403 STAFF_ONLY`);
        } else if (!can(caller, route.permission)) {
          if (response.statusCode !== 403 || code !== 'STAFF_FORBIDDEN')
            failures.push(`${where}; expected 403 STAFF_FORBIDDEN`);
        } else if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) {
          failures.push(`${where}; expected the guard to let it through`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("the identity library's access control", () => {
  it('grants each role exactly what the domain table grants it; a member nothing', () => {
    for (const permission of STAFF_PERMISSION_NAMES) {
      for (const role of STAFF_ROLES)
        expect(roleAllows(role, permission), `${role} ${permission}`).toBe(can(role, permission));
      expect(roleAllows('user', permission)).toBe(false);
    }
  });

  it("answers the admin plugin's own permission check from the same roles", async () => {
    const editor = await staffSession(t, 'editor');
    const allowed = await t.app.auth.api.userHasPermission({
      body: { userId: editor.userId, permissions: { catalogue: ['write'] } },
    });
    const refused = await t.app.auth.api.userHasPermission({
      body: { userId: editor.userId, permissions: { orders: ['refund'] } },
    });
    expect(allowed.success).toBe(true);
    expect(refused.success).toBe(false);
  });
});

// What the staff console journeys share: the address domain whose accounts the journeys' database makes
// administrators at their first sign-in (staff-bootstrap.ts), and an administrator made over HTTP.
import type { APIRequestContext } from '@playwright/test';
import { createMember } from './accounts-support.ts';

/** Accounts at this domain are administrators with two-step sign-in on (journeys' database only). */
export const STAFF_ADMIN_DOMAIN = 'admin.staff.e2e.test';

/** A signed-in administrator (the request context's browser context is signed in as them). */
export async function createAdmin(request: APIRequestContext, baseURL: string, what = 'admin') {
  const email = `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@${STAFF_ADMIN_DOMAIN}`;
  return createMember(request, baseURL, { email, firstName: 'Camille' });
}

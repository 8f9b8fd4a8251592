// What the staff console journeys share: the address domain whose accounts the journeys' database makes
// administrators (or support agents) at their first sign-in (staff-bootstrap.ts), and both made over HTTP.
import type { APIRequestContext } from '@playwright/test';
import { createMember } from './accounts-support.ts';

/** Accounts at this domain are administrators with two-step sign-in on (journeys' database only). */
export const STAFF_ADMIN_DOMAIN = 'admin.staff.e2e.test';
/** Accounts at this domain are editors with two-step sign-in on (journeys' database only). */
export const STAFF_EDITOR_DOMAIN = 'editor.staff.e2e.test';
/** Accounts at this domain are support agents with two-step sign-in on (journeys' database only). */
export const STAFF_SUPPORT_DOMAIN = 'support.staff.e2e.test';

/** A signed-in administrator (the request context's browser context is signed in as them). */
export async function createAdmin(request: APIRequestContext, baseURL: string, what = 'admin') {
  const email = `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@${STAFF_ADMIN_DOMAIN}`;
  return createMember(request, baseURL, { email, firstName: 'Camille' });
}

/** A signed-in editor (role editor: the catalogue, content, campaigns, pictures, analytics). */
export async function createEditor(request: APIRequestContext, baseURL: string, what = 'editor') {
  const email = `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@${STAFF_EDITOR_DOMAIN}`;
  return createMember(request, baseURL, { email, firstName: 'Élise' });
}

/** A signed-in support agent (role support: members.read, members.write, student-ids.review). */
export async function createSupportAgent(request: APIRequestContext, baseURL: string, what = 'agent') {
  const email = `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@${STAFF_SUPPORT_DOMAIN}`;
  return createMember(request, baseURL, { email, firstName: 'Dominique' });
}

// The staff accounts of the journeys (issue 20): made before the product starts (prepare-staff.ts, run
// by playwright.config.ts ahead of the server), one per role, signed in through the normal
// /api/auth sign-in. They have two-factor sign-in on, as the console's guard requires of staff.
export const E2E_STAFF = {
  support: { email: 'support@staff.spc.test', password: 'Console2026support', name: 'Sam Support' },
  editor: { email: 'editor@staff.spc.test', password: 'Console2026editor', name: 'Eli Editor' },
  admin: { email: 'admin@staff.spc.test', password: 'Console2026admin', name: 'Ada Admin' },
} as const;
export type E2EStaffRole = keyof typeof E2E_STAFF;

// Run by playwright.config.ts just before the product's server, on the same database (the embedded
// one in DATA_DIR cannot be opened by a second process once the server holds it): migrates and seeds
// it as the server's first start would, and adds
// the journeys' staff accounts (staff-accounts.ts) with their role, a verified e-mail, a password hashed
// as the identity library hashes one and a finished profile — what `npm run staff:create` and the TOTP
// enrolment leave.
import { randomUUID } from 'node:crypto';
import { hashNewPassword } from '../apps/api/src/auth/auth.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { authAccounts, authUsers, registrations, userProfiles } from '../apps/api/src/db/schema/index.ts';
import { isDatabaseEmpty, seedDatabase } from '../apps/api/src/db/seed/index.ts';
import { E2E_STAFF, type E2EStaffRole } from './staff-accounts.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
});
try {
  // Seeded first, as the server would on its first start (a seed empties the people tables it fills).
  if (await isDatabaseEmpty(database.db)) await seedDatabase(database.db);
  for (const [role, account] of Object.entries(E2E_STAFF) as [E2EStaffRole, (typeof E2E_STAFF)[E2EStaffRole]][]) {
    const id = randomUUID();
    const [made] = await database.db
      .insert(authUsers)
      .values({
        id,
        name: account.name,
        email: account.email,
        emailVerified: true,
        role,
        twoFactorEnabled: true,
      })
      .onConflictDoNothing()
      .returning({ id: authUsers.id });
    if (!made) continue;
    await database.db.insert(authAccounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashNewPassword(account.password),
    });
    // Registered as any account that finished sign-up is (the site sends an unregistered one to /signup).
    const [firstName, lastName] = account.name.split(' ');
    await database.db.insert(userProfiles).values({
      userId: id,
      firstName,
      lastName,
      emailLower: account.email,
      postal: 'H2X 3K8',
      province: 'QC',
      birthDate: '1990-05-14',
      gender: 'none',
      schoolType: 'other',
      alertsPolicy: 1,
    });
    await database.db.insert(registrations).values({ userId: id, registered: true });
  }
} finally {
  await database.close();
}

// `npm run staff:create -- --email someone@example.com [--role admin|editor|support]` (issue 20 item 1;
// decision 030): creates the staff account — or gives an existing account the role — and prints a
// one-time set-password link, also e-mailed through the outbox. There is never a default password; the
// new staff member sets up two-step sign-in at their first console sign-in. The change is audited.
// A bad address or role is refused with a sentence and exit code 2.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createMailer } from '../../adapters/mail/outbox.ts';
import { openDatabase } from '../../db/client.ts';
import { checkStaffCommand, createStaffFromCommandLine, StaffCommandError } from './service.ts';

const USAGE = 'Usage: npm run staff:create -- --email <address> [--role admin|editor|support]';

let values: { email?: string | undefined; role?: string | undefined };
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
if (!values.email) {
  console.error(`Give the staff member's e-mail address.\n${USAGE}`);
  process.exit(2);
}
try {
  checkStaffCommand(values);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const mail = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: console });
try {
  const result = await createStaffFromCommandLine(
    { db: database.db, config, mail },
    { email: values.email, role: values.role },
    new Date(),
  );
  console.log(
    `${result.created ? 'Created' : 'Updated'} ${result.email} as ${result.role}.\n` +
      `One-time link to set the password (also e-mailed):\n${result.link}\n` +
      `Then sign in at ${config.publicUrl.replace(/\/$/, '')}/admin/sign-in and set up two-step sign-in.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof StaffCommandError ? 2 : 1;
} finally {
  await mail.close();
  await database.close();
}

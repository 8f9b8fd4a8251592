// Consent decisions (issue 21 item 1; packages/domain/src/consent-rules.ts): every decision a signed-in
// person makes about optional cookies and storage, one row each — the history Law 25 and PIPEDA expect
// a business to be able to show (who agreed to what, in which version, when). No IP address and no
// browser detail: only the choice. The latest row is the profile's current decision.
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { authUsers } from './identity.ts';

export const consentDecisions = pgTable(
  'consent_decisions',
  {
    id: serial('id').primaryKey(),
    /** Any signed-in user (registered or not); their decisions go with their account. */
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** CONSENT_VERSION when decided: a row of an older version counts as no decision. */
    version: integer('version').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    /** When the person decided, as their browser recorded it (the spc_consent cookie's date). */
    decidedAt: tz('decided_at').notNull(),
    /** When the server received it. */
    recordedAt: tz('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('consent_decisions_user_latest').on(t.userId, t.id.desc())],
);

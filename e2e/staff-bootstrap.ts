// Before the journeys' server starts (playwright.config.ts runs it first, on the same database): staff
// accounts for the console journeys. An account whose address ends in STAFF_ADMIN_DOMAIN becomes an
// administrator with two-step sign-in on as its first session opens — what `npm run staff:create` and the
// TOTP enrolment do for a real one — so a journey signs it up and in over /api/auth like anyone, then
// opens /admin. The server's embedded database (PGlite) has one process, so nothing can change it from
// outside while the server runs: the rule is written into the database here, as a trigger, and only in
// the journeys' own throwaway database.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { STAFF_ADMIN_DOMAIN } from './staff-support.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
});
try {
  await database.db.execute(
    sql.raw(`
      create or replace function e2e_staff_admin() returns trigger language plpgsql as $$
      begin
        update auth_users set role = 'admin', two_factor_enabled = true
          where id = new.user_id and email like '%@${STAFF_ADMIN_DOMAIN}';
        if found then
          -- The second factor passed for this session (the console's guard asks for its activity).
          insert into staff_session_activity (session_id, last_seen_at) values (new.id, now())
            on conflict (session_id) do update set last_seen_at = now();
        end if;
        return new;
      end $$;
    `),
  );
  await database.db.execute(sql.raw('drop trigger if exists e2e_staff_admin on auth_sessions'));
  await database.db.execute(
    sql.raw(
      'create trigger e2e_staff_admin after insert on auth_sessions for each row execute function e2e_staff_admin()',
    ),
  );
} finally {
  await database.close();
}

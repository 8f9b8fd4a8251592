// Feature flags (issue 19 item 4; spec §3 "Client state": a feature flags map with sub-flags): one row a
// flag and platform, read by /api/users/feature-flags and /api/store/getConfigFlag (modules/flags).
import { FLAG_PLATFORMS, type SubFlags } from '@spc/domain/flags';
import { boolean, jsonb, pgEnum, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

export const flagPlatform = pgEnum('flag_platform', FLAG_PLATFORMS);

export const featureFlags = pgTable(
  'feature_flags',
  {
    name: varchar('name', { length: 64 }).notNull(),
    /** `all` applies to every platform unless a row names the platform itself. */
    platform: flagPlatform('platform').notNull().default('all'),
    enabled: boolean('enabled').notNull().default(false),
    /** Named booleans or small values (e.g. a contest's `public` and `auto_login`). */
    subFlags: jsonb('sub_flags').$type<SubFlags>().notNull().default({}),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.name, t.platform] })],
);

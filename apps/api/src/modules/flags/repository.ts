// The feature flags' SQL (issue 19 item 4).
import { asc, eq, inArray } from 'drizzle-orm';
import type { ClientPlatform, FlagPlatform } from '@spc/domain/flags';
import type { Queryable } from '../../db/queryable.ts';
import { featureFlags } from '../../db/schema/index.ts';

export type FlagRow = typeof featureFlags.$inferSelect;

/** The rows of a platform: its own and the `all` ones (the caller lets a platform's row win). */
export function findFlagsFor(db: Queryable, platform: ClientPlatform): Promise<FlagRow[]> {
  const platforms: FlagPlatform[] = [platform, 'all'];
  return db
    .select()
    .from(featureFlags)
    .where(inArray(featureFlags.platform, platforms))
    .orderBy(asc(featureFlags.name));
}

/** Every row of a flag, whatever the platform. */
export function findFlagRows(db: Queryable, name: string): Promise<FlagRow[]> {
  return db.select().from(featureFlags).where(eq(featureFlags.name, name));
}

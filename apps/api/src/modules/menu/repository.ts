// Users service reads: the website menu entries.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { websiteMenuEntries } from '../../db/schema/index.ts';

export async function findMenuEntries(db: Db) {
  return db
    .select()
    .from(websiteMenuEntries)
    .orderBy(
      asc(websiteMenuEntries.area),
      asc(websiteMenuEntries.column),
      asc(websiteMenuEntries.position),
      asc(websiteMenuEntries.id),
    );
}

// Reads of the mail outbox for the development viewer.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface MailFilter {
  /** Compared without regard to case or surrounding spaces. */
  to?: string | undefined;
  kind?: string | undefined;
  limit: number;
}

export async function listMail(db: Db, { to, kind, limit }: MailFilter) {
  const conditions: SQL[] = [];
  if (to) conditions.push(eq(sql`lower(${mailOutbox.to})`, to.trim().toLowerCase()));
  if (kind) conditions.push(eq(mailOutbox.kind, kind));
  return db
    .select()
    .from(mailOutbox)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function findMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

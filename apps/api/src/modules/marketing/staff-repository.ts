// The staff console's rows of marketing (issue 20 item 3; decision 034): the e-mail opt modals (numbered
// by hand, as the seed numbers them) and the travel photos by status. The review itself is
// travel-photos.ts's `reviewTravelPhoto`, the one the command line uses too.
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { lockScope, type Queryable } from '../../db/queryable.ts';
import { emailOptModals, travelPhotos } from '../../db/schema/marketing.ts';

export type EmailOptRow = typeof emailOptModals.$inferSelect;
export type EmailOptValues = Omit<typeof emailOptModals.$inferInsert, 'id'>;
export type TravelPhotoRow = typeof travelPhotos.$inferSelect;

export function findAllEmailOptModals(db: Queryable): Promise<EmailOptRow[]> {
  return db.select().from(emailOptModals).orderBy(asc(emailOptModals.id));
}

export async function findEmailOptModal(db: Queryable, id: number): Promise<EmailOptRow | undefined> {
  return (await db.select().from(emailOptModals).where(eq(emailOptModals.id, id)).limit(1))[0];
}

export async function insertEmailOptModal(db: Queryable, values: EmailOptValues): Promise<EmailOptRow> {
  await lockScope(db, 'staff:email-opt-modals');
  const [next] = await db.select({ id: sql<number>`coalesce(max(${emailOptModals.id}), 0) + 1` }).from(emailOptModals);
  const [row] = await db
    .insert(emailOptModals)
    .values({ ...values, id: Number(next!.id) })
    .returning();
  return row!;
}

export async function updateEmailOptModal(
  db: Queryable,
  id: number,
  values: Partial<EmailOptValues>,
): Promise<EmailOptRow | undefined> {
  return (await db.update(emailOptModals).set(values).where(eq(emailOptModals.id, id)).returning())[0];
}

const photosWhere = (status: TravelPhotoRow['status'], q: string | undefined) =>
  and(
    eq(travelPhotos.status, status),
    q ? ilike(travelPhotos.caption, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );

/** Travel photos of a status (and caption words): the queue oldest first, decided ones newest first. */
export function findTravelPhotosByStatus(
  db: Queryable,
  status: TravelPhotoRow['status'],
  page: { limit: number; offset: number; q?: string | undefined },
): Promise<TravelPhotoRow[]> {
  return db
    .select()
    .from(travelPhotos)
    .where(photosWhere(status, page.q))
    .orderBy(status === 'pending' ? asc(travelPhotos.id) : desc(travelPhotos.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTravelPhotosByStatus(
  db: Queryable,
  status: TravelPhotoRow['status'],
  q?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(travelPhotos)
    .where(photosWhere(status, q));
  return Number(row?.n ?? 0);
}

export async function findTravelPhotoRow(db: Queryable, id: number): Promise<TravelPhotoRow | undefined> {
  return (await db.select().from(travelPhotos).where(eq(travelPhotos.id, id)).limit(1))[0];
}

// Consent decisions: one row per decision, the latest is the current one.
import { desc, eq } from 'drizzle-orm';
import { consentDecisions } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type ConsentDecisionRow = typeof consentDecisions.$inferSelect;

export async function findLatestDecision(db: Queryable, userId: string): Promise<ConsentDecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(consentDecisions)
    .where(eq(consentDecisions.userId, userId))
    .orderBy(desc(consentDecisions.id))
    .limit(1);
  return row;
}

export async function insertDecision(
  db: Queryable,
  values: { userId: string; version: number; analytics: boolean; marketing: boolean; decidedAt: Date; now: Date },
): Promise<ConsentDecisionRow> {
  const [row] = await db
    .insert(consentDecisions)
    .values({
      userId: values.userId,
      version: values.version,
      analytics: values.analytics,
      marketing: values.marketing,
      decidedAt: values.decidedAt,
      recordedAt: values.now,
    })
    .returning();
  return row!;
}

/** Every decision of a member, newest first (the staff console's member page). */
export async function findDecisions(db: Queryable, userId: string): Promise<ConsentDecisionRow[]> {
  return db
    .select()
    .from(consentDecisions)
    .where(eq(consentDecisions.userId, userId))
    .orderBy(desc(consentDecisions.id));
}

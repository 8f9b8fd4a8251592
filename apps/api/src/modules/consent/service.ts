// The consent service (issue 21 item 1): a signed-in person's decision about optional cookies and
// storage, kept on their profile as a history of decisions (packages/domain/src/consent.ts).
import type { ConsentChoice, ConsentResponse } from '@spc/domain/consent';
import type { Deps } from '../../deps.ts';
import * as repo from './repository.ts';

export type ConsentDeps = Pick<Deps, 'db'>;

function toChoice(row: repo.ConsentDecisionRow): ConsentChoice {
  return {
    version: row.version,
    analytics: row.analytics,
    marketing: row.marketing,
    decided_at: row.decidedAt.toISOString(),
  };
}

/** GET /api/users/user/consent: the latest decision, or null. */
export async function getConsent(deps: ConsentDeps, userId: string): Promise<ConsentResponse> {
  const row = await repo.findLatestDecision(deps.db, userId);
  return { consent: row ? toChoice(row) : null };
}

/** PUT /api/users/user/consent: records the decision (a new history row) and answers it. */
export async function saveConsent(
  deps: ConsentDeps,
  userId: string,
  choice: ConsentChoice,
  now = new Date(),
): Promise<ConsentResponse> {
  const row = await repo.insertDecision(deps.db, {
    userId,
    version: choice.version,
    analytics: choice.analytics,
    marketing: choice.marketing,
    decidedAt: new Date(choice.decided_at),
    now,
  });
  return { consent: toChoice(row) };
}

/** Every decision on a member's profile, newest first, with when each was recorded (the staff console). */
export async function consentHistory(deps: ConsentDeps, userId: string) {
  const rows = await repo.findDecisions(deps.db, userId);
  return rows.map((row) => ({ ...toChoice(row), recorded_at: row.recordedAt.toISOString() }));
}

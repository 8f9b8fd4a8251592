// Contests' settings and the 12-days calendar (issue 19 item 1, decision 026), seeded after the contests
// themselves (build-campaigns.ts buildContests): how each is entered and who may enter, from CONTEST_SEEDS,
// and the calendar's twelve prizes, one a day from the contest's first day.
import { CONTEST_NAMES, addDays } from '@spc/domain/contests';
import { PROVINCES } from '@spc/domain/provinces';
import type { Tx } from '../queryable.ts';
import { contestCalendarDays, contestSettings } from '../schema/contests.ts';
import type { ContestRow } from './build-campaigns.ts';
import { CONTEST_SEEDS, TWELVE_DAYS_PRIZES } from './campaigns-data.ts';

export function buildContestSettings(contests: readonly ContestRow[]) {
  const settings: (typeof contestSettings.$inferInsert)[] = [];
  const days: (typeof contestCalendarDays.$inferInsert)[] = [];
  for (const contest of contests) {
    const seed = CONTEST_SEEDS.find((entry) => entry.urlName === contest.urlName);
    if (!seed || contest.id === undefined) continue;
    const excluded = seed.excludedProvinces ?? [];
    settings.push({
      contestId: contest.id,
      kind: seed.kind,
      requiresMembership: true,
      minAge: seed.minAge,
      provinces: excluded.length ? PROVINCES.map((p) => p.code).filter((code) => !excluded.includes(code)) : null,
    });
    if (seed.urlName === CONTEST_NAMES.twelveDays) {
      // The contest starts at 00:00 UTC of its first day: that day's date names door 1.
      const first = contest.startDate.toISOString().slice(0, 10);
      TWELVE_DAYS_PRIZES.forEach((prize, index) =>
        days.push({
          contestId: contest.id,
          dayNumber: index + 1,
          day: addDays(first, index),
          prizeEn: prize.en,
          prizeFr: prize.fr,
        }),
      );
    }
  }
  return { settings, days };
}

export async function seedContestSettings(tx: Tx, contests: readonly ContestRow[]): Promise<void> {
  const { settings, days } = buildContestSettings(contests);
  if (settings.length) await tx.insert(contestSettings).values(settings);
  if (days.length) await tx.insert(contestCalendarDays).values(days);
}

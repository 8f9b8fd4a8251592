// Contests (spec §3 "Contest"): all of them, and the ones running now.
import { type Contest } from '@spc/domain/offers';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import { REFERENCE_TTL_MS, ms, type PartnersContext } from './offer-listing.ts';

/** Public contests running at `now`. */
export async function getContests({ db, cache }: PartnersContext, now: Date): Promise<Contest[]> {
  const contests = await cache.get('partners:contests', REFERENCE_TTL_MS, () => loadPublicContests(db));
  const at = now.getTime();
  return contests.filter((contest) => contest.start_date <= at && at <= contest.end_date);
}

/**
 * GET /v4/contests: every contest not yet over (running or upcoming), soonest ending first. A contest
 * with is_public false needs a signed-in visitor (spec §2: without login its page goes to /login).
 */
export async function getCurrentContests({ db, cache }: PartnersContext, now: Date): Promise<Contest[]> {
  const contests = await cache.get('partners:contests:all', REFERENCE_TTL_MS, async () =>
    (await repo.findAllContests(db)).map(toContest),
  );
  return contests.filter((contest) => now.getTime() <= contest.end_date);
}

async function loadPublicContests(db: Db): Promise<Contest[]> {
  return (await repo.findPublicContests(db)).map(toContest);
}

function toContest(contest: Awaited<ReturnType<typeof repo.findAllContests>>[number]): Contest {
  return {
    id: contest.id,
    url_name: contest.urlName,
    title_en: contest.titleEn,
    title_fr: contest.titleFr,
    start_date: ms(contest.startDate),
    end_date: ms(contest.endDate),
    is_public: contest.isPublic,
  };
}

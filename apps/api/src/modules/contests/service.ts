// Contests (issue 19 item 1; spec §2, §3 "Contest rules", §7; decision 026): the contests with their
// settings and calendar, entering (one entry per member per contest per Eastern day, eligibility by
// membership, age and province where a contest's rules say so), the scratch card (its outcome drawn
// here), the frost match game (dealt here from a stored seed, its flips revealed one by one and the
// result decided by replaying them), and the staff's recorded, repeatable draw.
import { randomInt, randomUUID } from 'node:crypto';
import {
  CONTEST_MESSAGES,
  MATCH_CARD_COUNT,
  MATCH_FACES,
  MATCH_MAX_TURNS,
  contestDayOf,
  doorState,
  ineligibility,
  replayMatch,
  runningState,
  type ContestDetail,
  type ContestEntry,
  type ContestErrorCode,
  type ContestPageResponse,
  type FinishResponse,
  type MatchFace,
  type MatchGame,
} from '@spc/domain/contests';
import type { Db } from '../../db/client.ts';
import { DRAW_ERRORS } from '@spc/domain/staff-campaigns';
import { lockScope, type Queryable } from '../../db/queryable.ts';
import { HttpError } from '../../errors.ts';
import type { Member } from '../../plugins/caller.ts';
import { findValidCards } from '../membership-card/service.ts';
import * as repo from './repository.ts';
import * as staffRepo from './staff-repository.ts';
import { newSeed, seededRandom, sha256, shuffled, SEED_PATTERN } from './random.ts';

export interface ContestsDeps {
  db: Db;
}

const STATUS: Record<ContestErrorCode, number> = {
  CONTEST_NOT_FOUND: 404,
  CONTEST_NOT_STARTED: 409,
  CONTEST_ENDED: 409,
  CONTEST_ALREADY_ENTERED: 409,
  CONTEST_MEMBERSHIP_REQUIRED: 403,
  CONTEST_AGE_UNKNOWN: 403,
  CONTEST_TOO_YOUNG: 403,
  CONTEST_PROVINCE_UNKNOWN: 403,
  CONTEST_PROVINCE_EXCLUDED: 403,
  CONTEST_WRONG_KIND: 400,
  GAME_NOT_FOUND: 404,
  GAME_OVER: 409,
  GAME_BAD_FLIP: 400,
  GAME_FORGED: 400,
};

export const refusal = (code: ContestErrorCode, field?: string) =>
  new HttpError(STATUS[code], code, CONTEST_MESSAGES[code], field);

// ---------------------------------------------------------------------------------------------------
// Reading

async function detailOf(db: Queryable, row: repo.ContestWithSettings, now: Date): Promise<ContestDetail> {
  const { contest, settings } = row;
  const today = contestDayOf(now);
  const kind = settings?.kind ?? 'entry';
  const days = kind === 'calendar' ? await repo.findDays(db, contest.id) : [];
  return {
    id: contest.id,
    url_name: contest.urlName,
    kind,
    title_en: contest.titleEn,
    title_fr: contest.titleFr,
    description_en: contest.descriptionEn,
    description_fr: contest.descriptionFr,
    start_date: contest.startDate.getTime(),
    end_date: contest.endDate.getTime(),
    is_public: contest.isPublic,
    auto_login: contest.autoLogin,
    eligibility: {
      requires_membership: settings?.requiresMembership ?? true,
      min_age: settings?.minAge ?? null,
      provinces: settings?.provinces ?? null,
    },
    today,
    doors: days.map((day) => ({
      day_number: day.dayNumber,
      day: day.day,
      prize_en: day.prizeEn,
      prize_fr: day.prizeFr,
      state: doorState(day.day, today),
    })),
  };
}

/** GET /contest: every contest (the rules' index lists them), oldest first. */
export async function listContests(deps: ContestsDeps, now = new Date()): Promise<ContestDetail[]> {
  const rows = await repo.findAll(deps.db);
  return Promise.all(rows.map((row) => detailOf(deps.db, row, now)));
}

async function loadById(db: Queryable, id: number) {
  const row = await repo.findById(db, id);
  if (!row) throw refusal('CONTEST_NOT_FOUND');
  return row;
}

/** GET /contest/{id} */
export async function contestById(deps: ContestsDeps, id: number, now = new Date()) {
  return detailOf(deps.db, await loadById(deps.db, id), now);
}

/** GET /contest/name/{name} */
export async function contestByName(deps: ContestsDeps, name: string, now = new Date()) {
  const row = await repo.findByUrlName(deps.db, name);
  if (!row) throw refusal('CONTEST_NOT_FOUND');
  return detailOf(deps.db, row, now);
}

/** GET /contestrules/{id} (spec §3: rule_en, rule_fr). */
export async function contestRules(deps: ContestsDeps, id: number) {
  const { contest } = await loadById(deps.db, id);
  return { rule_en: contest.ruleEn, rule_fr: contest.ruleFr };
}

const entryOf = (row: repo.EntryRow): ContestEntry => ({
  day: row.entryDay,
  outcome: row.outcome as ContestEntry['outcome'],
  prize_en: row.prizeEn,
  prize_fr: row.prizeFr,
});

/** Why `member` may not enter `row` at `now`: not running, or the contest's rules. */
async function whyNot(
  db: Queryable,
  row: repo.ContestWithSettings,
  member: Member,
  now: Date,
): Promise<{ detail: ContestDetail; code: ContestErrorCode | null }> {
  const detail = await detailOf(db, row, now);
  const notRunning = runningState(detail, now);
  if (notRunning) return { detail, code: notRunning };
  if (detail.kind === 'calendar' && !detail.doors.some((door) => door.state === 'open')) {
    const first = detail.doors[0];
    return { detail, code: first && first.day > detail.today ? 'CONTEST_NOT_STARTED' : 'CONTEST_ENDED' };
  }
  const cards = await findValidCards(db, member.userId, now);
  const code = ineligibility(
    detail.eligibility,
    { hasValidCard: cards.length > 0, birthDate: member.profile.birthDate, province: member.profile.province },
    detail.today,
  );
  return { detail, code };
}

/** GET /contestPage (headers id and contest_id): the contest and where the member stands today. */
export async function contestPage(
  deps: ContestsDeps,
  id: number,
  member: Member | null,
  now = new Date(),
): Promise<ContestPageResponse> {
  const row = await loadById(deps.db, id);
  if (!member) {
    const detail = await detailOf(deps.db, row, now);
    return { contest: detail, signed_in: false, entry_today: null, entries_count: 0, ineligible: null };
  }
  const { detail, code } = await whyNot(deps.db, row, member, now);
  const today = await repo.findEntry(deps.db, id, member.userId, detail.today);
  return {
    contest: detail,
    signed_in: true,
    entry_today: today ? entryOf(today) : null,
    entries_count: await repo.countEntries(deps.db, id, member.userId),
    ineligible: code,
  };
}

// ---------------------------------------------------------------------------------------------------
// Entering

/** Checks the member may enter today, then writes the day's entry (refused when one exists). */
async function enter(
  deps: ContestsDeps,
  row: repo.ContestWithSettings,
  member: Member,
  now: Date,
  entry: { outcome?: string; prizeEn?: string | null; prizeFr?: string | null; campaign?: string | null } = {},
) {
  const { detail, code } = await whyNot(deps.db, row, member, now);
  if (code) throw refusal(code);
  if (await repo.findEntry(deps.db, detail.id, member.userId, detail.today)) throw refusal('CONTEST_ALREADY_ENTERED');
  const door = detail.doors.find((d) => d.state === 'open');
  const inserted = await repo.insertEntry(deps.db, {
    contestId: detail.id,
    userId: member.userId,
    entryDay: detail.today,
    outcome: entry.outcome ?? 'entered',
    prizeEn: entry.prizeEn ?? door?.prize_en ?? null,
    prizeFr: entry.prizeFr ?? door?.prize_fr ?? null,
    campaign: entry.campaign ?? null,
    createdAt: now,
  });
  // A racing request entered first: the unique index kept one entry.
  if (!inserted) throw refusal('CONTEST_ALREADY_ENTERED');
  return entryOf(inserted);
}

/**
 * POST /contestRegister (spec §7: body contest_id): a form contest, or today's door of the calendar. The
 * campaign the member came from (the utm record's campaign, such as june-acq) is kept with the entry.
 */
export async function register(
  deps: ContestsDeps,
  member: Member,
  contestId: number,
  now = new Date(),
  campaign: string | null = null,
) {
  const row = await loadById(deps.db, contestId);
  const kind = row.settings?.kind ?? 'entry';
  // The game and the scratch card enter by playing: a bare entry would skip the play.
  if (kind === 'match' || kind === 'scratch') throw refusal('CONTEST_WRONG_KIND', 'contest_id');
  return { success: true as const, entry: await enter(deps, row, member, now, { campaign }) };
}

/** The scratch card's instant prizes (may-scratch): one card in SCRATCH_ODDS wins one of these. */
export const SCRATCH_ODDS = 4;
export const SCRATCH_PRIZES: readonly { en: string; fr: string }[] = [
  { en: 'A $10 coffee gift card', fr: 'Une carte-cadeau de 10 $ pour du café' },
  { en: 'A $25 bookstore gift card', fr: 'Une carte-cadeau de 25 $ pour la librairie' },
  { en: 'A month of SPC+', fr: 'Un mois de SPC+' },
  { en: 'Two movie passes', fr: 'Deux billets de cinéma' },
];

/** POST /contests/{id}/scratch: today's card; the server draws its outcome (crypto) and keeps it. */
export async function scratch(
  deps: ContestsDeps,
  member: Member,
  contestId: number,
  now = new Date(),
  draw: () => number = () => randomInt(SCRATCH_ODDS * SCRATCH_PRIZES.length),
) {
  const row = await loadById(deps.db, contestId);
  if ((row.settings?.kind ?? 'entry') !== 'scratch') throw refusal('CONTEST_WRONG_KIND');
  // One number in [0, odds × prizes): below the prize count wins that prize, so odds are 1 in SCRATCH_ODDS.
  const ticket = draw();
  const prize = ticket < SCRATCH_PRIZES.length ? SCRATCH_PRIZES[ticket] : undefined;
  const entry = await enter(deps, row, member, now, {
    outcome: prize ? 'win' : 'lose',
    prizeEn: prize?.en ?? null,
    prizeFr: prize?.fr ?? null,
  });
  return { success: true as const, entry };
}

// ---------------------------------------------------------------------------------------------------
// The frost match game

/** The board a seed deals: the six pairs, shuffled by the seed's stream. */
export function dealBoard(seed: string): MatchFace[] {
  return shuffled([...MATCH_FACES, ...MATCH_FACES], seededRandom(seed));
}

/** POST /contests/{id}/games: deals a new board face down (eligibility checked first). */
export async function startGame(deps: ContestsDeps, member: Member, contestId: number, now = new Date()) {
  const row = await loadById(deps.db, contestId);
  if ((row.settings?.kind ?? 'entry') !== 'match') throw refusal('CONTEST_WRONG_KIND');
  const { code } = await whyNot(deps.db, row, member, now);
  if (code) throw refusal(code);
  const seed = newSeed();
  const id = randomUUID();
  await repo.insertGame(deps.db, {
    id,
    contestId,
    userId: member.userId,
    seed,
    board: dealBoard(seed),
    createdAt: now,
  });
  return { game_id: id, cards: MATCH_CARD_COUNT, max_turns: MATCH_MAX_TURNS } satisfies MatchGame;
}

async function ownGame(deps: ContestsDeps, member: Member, gameId: string) {
  const game = await repo.findGame(deps.db, gameId);
  // Another member's game is no game of yours.
  if (!game || game.userId !== member.userId) throw refusal('GAME_NOT_FOUND');
  return game;
}

/** POST /contests/games/{id}/flip: reveals one card, and records the flip (an invalid one is refused). */
export async function flip(deps: ContestsDeps, member: Member, gameId: string, index: number) {
  const game = await ownGame(deps, member, gameId);
  if (game.status !== 'playing') throw refusal('GAME_OVER');
  const flips = [...game.flips, index];
  const replay = replayMatch(game.board, flips);
  if (!replay.valid) throw refusal('GAME_BAD_FLIP', 'index');
  await repo.updateGame(deps.db, game.id, { flips });
  return { index, face: game.board[index] as MatchFace };
}

/**
 * POST /contests/games/{id}/finish: the browser's flips and its claimed result. The server replays the
 * flips on the board it dealt: they must be the flips it revealed, and a claimed result must be the
 * replay's; anything else is a forged result, refused (the game is closed as refused). A win enters the
 * member for the day (unless they entered already today).
 */
export async function finish(
  deps: ContestsDeps,
  member: Member,
  gameId: string,
  body: { flips: number[]; won?: boolean | undefined },
  now = new Date(),
): Promise<FinishResponse> {
  const game = await ownGame(deps, member, gameId);
  if (game.status !== 'playing') throw refusal('GAME_OVER');
  const replay = replayMatch(game.board, body.flips);
  const sameFlips = body.flips.length === game.flips.length && body.flips.every((f, i) => f === game.flips[i]);
  if (!replay.valid || !sameFlips || (body.won !== undefined && body.won !== replay.won)) {
    await repo.updateGame(deps.db, game.id, { status: 'refused', finishedAt: now });
    throw refusal('GAME_FORGED', 'flips');
  }
  if (!replay.finished) throw refusal('GAME_BAD_FLIP', 'flips');
  await repo.updateGame(deps.db, game.id, { status: replay.won ? 'won' : 'lost', finishedAt: now });
  if (!replay.won) return { won: false, turns: replay.turns, entry: null, already_entered: false };
  const row = await loadById(deps.db, game.contestId);
  try {
    const entry = await enter(deps, row, member, now, { outcome: 'won' });
    return { won: true, turns: replay.turns, entry, already_entered: false };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'CONTEST_ALREADY_ENTERED') {
      return { won: true, turns: replay.turns, entry: null, already_entered: true };
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// The staff's draw

/** The entrant list a draw hashes: each entry as `id:user`, in id order. */
export function entrantsHashOf(entries: readonly { id: number; userId: string }[]): string {
  return sha256(entries.map((entry) => `${entry.id}:${entry.userId}`).join('\n'));
}

/**
 * Draws `count` distinct winners from the entries (each entry is a ticket: one a day, so a member who
 * entered more days holds more tickets), in order. Pure: the same seed and entries give the same winners.
 */
export function drawWinners(seed: string, entries: readonly { id: number; userId: string }[], count: number): string[] {
  const random = seededRandom(seed);
  const people = new Set(entries.map((entry) => entry.userId));
  const wanted = Math.min(count, people.size);
  const winners: string[] = [];
  let tickets = [...entries];
  while (winners.length < wanted) {
    const ticket = tickets[random.below(tickets.length)]!;
    winners.push(ticket.userId);
    tickets = tickets.filter((entry) => entry.userId !== ticket.userId);
  }
  return winners;
}

export interface DrawOptions {
  contestId: number;
  winners: number;
  drawnBy: string;
  /** Replays a recorded draw's seed instead of a fresh one. */
  seed?: string;
  /**
   * The staff console's draw (issue 20, decision 034): refused when nobody entered, or when the contest
   * was drawn already this Eastern day (serialised per contest, so two clicks cannot both draw) — a fresh
   * draw repeated until its result pleases is what the recorded seed exists to expose; re-running a
   * recorded draw is `verifyDraw`.
   */
  oncePerDay?: boolean;
}

/** Draws a contest's winners with a fresh crypto seed (or a given one) and records the draw. */
export async function drawContest(deps: { db: Queryable }, options: DrawOptions, now = new Date()) {
  if (!Number.isInteger(options.winners) || options.winners < 1 || options.winners > 1000) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'The number of winners must be between 1 and 1000.', 'winners');
  }
  if (options.seed !== undefined && !SEED_PATTERN.test(options.seed)) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'A seed is 64 hexadecimal characters.', 'seed');
  }
  await loadById(deps.db, options.contestId);
  if (options.oncePerDay) {
    await lockScope(deps.db, `contest-draw:${options.contestId}`);
    const today = contestDayOf(now);
    const draws = await staffRepo.findDrawsOf(deps.db, options.contestId);
    if (draws.some((draw) => contestDayOf(draw.drawnAt) === today)) {
      throw new HttpError(409, 'DRAW_ALREADY_TODAY', DRAW_ERRORS.DRAW_ALREADY_TODAY);
    }
  }
  const entries = await repo.findEntries(deps.db, options.contestId);
  if (options.oncePerDay && entries.length === 0) {
    throw new HttpError(409, 'DRAW_NO_ENTRIES', DRAW_ERRORS.DRAW_NO_ENTRIES);
  }
  const seed = options.seed ?? newSeed();
  const winners = drawWinners(seed, entries, options.winners);
  return repo.insertDraw(deps.db, {
    contestId: options.contestId,
    seed,
    entrantsHash: entrantsHashOf(entries),
    entrantCount: entries.length,
    winnerCount: options.winners,
    winners,
    drawnBy: options.drawnBy,
    drawnAt: now,
  });
}

/** Re-runs a recorded draw from its seed: whether the entrant list is the same and the winners are too. */
export async function verifyDraw(deps: { db: Queryable }, drawId: number) {
  const draw = await repo.findDraw(deps.db, drawId);
  if (!draw) throw new HttpError(404, 'DRAW_NOT_FOUND', `There is no draw ${drawId}.`);
  const entries = await repo.findEntries(deps.db, draw.contestId);
  const sameEntrants = entrantsHashOf(entries) === draw.entrantsHash;
  const winners = drawWinners(draw.seed, entries, draw.winnerCount);
  return { draw, sameEntrants, winners, reproduced: sameEntrants && winners.join() === draw.winners.join() };
}

/** The staff console's contest settings, counts and draws (staff-campaigns, issue 20 item 3). */
export * as staffRows from './staff-repository.ts';

// Contests and campaigns (issue 19 item 1; spec §2 "Bank tier, events and contests", modals "Contest
// submission" and "Congratulations"; §3 "Contest rules"; §7 `/contestrules/{id}`, `/contest`,
// `POST /contestRegister`, `/contestPage`, `/v4/contests`). The API's route schemas and the web's pages
// both use these: the entry rules (one a day, eligibility), the contest day, the 12-days calendar's
// door states and the frost match game's replay (decision 026).
import { z } from 'zod';
import { ageOn } from './users.ts';

/** The contests' url names (spec §2 "Promo names"), and the 12-days giveaway /contest leads to. */
export const CONTEST_NAMES = {
  twelveDays: '12-days-giveaways-2024',
  holiday: 'holiday-contest-2024',
  mayScratch: 'may-scratch',
  frost: 'frost-2025',
  bday: 'bdaycontest',
} as const;

/** Spec §2: "A campaign code june-acq exists": a campaign (utm_campaign) that leads to the giveaway. */
export const JUNE_ACQ_CAMPAIGN = 'june-acq';

/** How a contest is entered: a form, a day's door of a calendar, the match game, a scratch card. */
export const CONTEST_KINDS = ['entry', 'calendar', 'match', 'scratch'] as const;
export type ContestKind = (typeof CONTEST_KINDS)[number];

/** A contest's days are Eastern days (the company is in Toronto): "one entry per day" counts them. */
export const CONTEST_TIME_ZONE = 'America/Toronto';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CONTEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The contest day (YYYY-MM-DD, Eastern) of an instant. */
export function contestDayOf(at: Date): string {
  return dayFormat.format(at);
}

/** `day` plus `count` days (YYYY-MM-DD, calendar arithmetic). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------
// Eligibility

/** What a contest's rules ask of an entrant (its row in contest_settings). */
export interface ContestEligibility {
  requires_membership: boolean;
  /** null: no age rule beyond the site's own. */
  min_age: number | null;
  /** null: open to every province; else the province codes it is open to. */
  provinces: readonly string[] | null;
}

/** What we know of the entrant. */
export interface Entrant {
  hasValidCard: boolean;
  birthDate: string | null;
  province: string | null;
}

export const CONTEST_ERROR_CODES = [
  'CONTEST_NOT_FOUND',
  'CONTEST_NOT_STARTED',
  'CONTEST_ENDED',
  'CONTEST_ALREADY_ENTERED',
  'CONTEST_MEMBERSHIP_REQUIRED',
  'CONTEST_AGE_UNKNOWN',
  'CONTEST_TOO_YOUNG',
  'CONTEST_PROVINCE_UNKNOWN',
  'CONTEST_PROVINCE_EXCLUDED',
  'CONTEST_WRONG_KIND',
  'GAME_NOT_FOUND',
  'GAME_OVER',
  'GAME_BAD_FLIP',
  'GAME_FORGED',
] as const;
export type ContestErrorCode = (typeof CONTEST_ERROR_CODES)[number];

/** The API's English messages (the web shows its own, by code, in both languages). */
export const CONTEST_MESSAGES: Record<ContestErrorCode, string> = {
  CONTEST_NOT_FOUND: 'There is no such contest.',
  CONTEST_NOT_STARTED: 'This contest has not started yet.',
  CONTEST_ENDED: 'This contest has ended.',
  CONTEST_ALREADY_ENTERED: 'You have already entered this contest today. Come back tomorrow for another chance.',
  CONTEST_MEMBERSHIP_REQUIRED: 'This contest is open to SPC members with an active membership.',
  CONTEST_AGE_UNKNOWN: 'Add your date of birth to your profile to enter this contest.',
  CONTEST_TOO_YOUNG: 'You are not old enough to enter this contest.',
  CONTEST_PROVINCE_UNKNOWN: 'Add your province to your profile to enter this contest.',
  CONTEST_PROVINCE_EXCLUDED: 'This contest is not open to residents of your province.',
  CONTEST_WRONG_KIND: 'This contest is not entered this way.',
  GAME_NOT_FOUND: 'There is no such game.',
  GAME_OVER: 'This game is over.',
  GAME_BAD_FLIP: 'That card cannot be turned now.',
  GAME_FORGED: 'This game result does not match the game that was played.',
};

/** Why `entrant` may not enter a contest with these rules on `today`, or null when they may. */
export function ineligibility(rules: ContestEligibility, entrant: Entrant, today: string): ContestErrorCode | null {
  if (rules.requires_membership && !entrant.hasValidCard) return 'CONTEST_MEMBERSHIP_REQUIRED';
  if (rules.min_age !== null) {
    if (!entrant.birthDate) return 'CONTEST_AGE_UNKNOWN';
    if (ageOn(entrant.birthDate, today) < rules.min_age) return 'CONTEST_TOO_YOUNG';
  }
  if (rules.provinces !== null) {
    if (!entrant.province) return 'CONTEST_PROVINCE_UNKNOWN';
    if (!rules.provinces.includes(entrant.province)) return 'CONTEST_PROVINCE_EXCLUDED';
  }
  return null;
}

/** Whether a contest runs on `at` (start and end included), or why not. */
export function runningState(contest: { start_date: number; end_date: number }, at: Date) {
  if (at.getTime() < contest.start_date) return 'CONTEST_NOT_STARTED' as const;
  if (at.getTime() > contest.end_date) return 'CONTEST_ENDED' as const;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The 12-days calendar

/** A door: open today (enter), closed (its day is past), locked (its day is to come). */
export const DOOR_STATES = ['open', 'closed', 'locked'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

/** The state of the door for `day` when today is `today` (both YYYY-MM-DD). */
export function doorState(day: string, today: string): DoorState {
  if (day < today) return 'closed';
  if (day > today) return 'locked';
  return 'open';
}

// ---------------------------------------------------------------------------------------------------
// The frost match game

/** Six pairs of winter pictures, dealt face down on a 4 × 3 board. */
export const MATCH_FACES = ['snowflake', 'mitten', 'skate', 'scarf', 'snowman', 'cocoa'] as const;
export type MatchFace = (typeof MATCH_FACES)[number];
export const MATCH_CARD_COUNT = MATCH_FACES.length * 2;
/** A game is won by matching every pair within this many turns (two flips a turn). */
export const MATCH_MAX_TURNS = 16;

export type ReplayResult =
  | { valid: true; won: boolean; finished: boolean; turns: number; matched: number }
  | { valid: false; reason: 'GAME_BAD_FLIP' };

/**
 * Plays `flips` (card positions, two a turn) on `board` from the start, as the server does to decide a
 * game. A flip off the board, of a card already matched, or of the card just turned is invalid; so is any
 * flip after the game ended (every pair matched, or MATCH_MAX_TURNS turns played). An unfinished game is
 * neither won nor lost yet.
 */
export function replayMatch(board: readonly string[], flips: readonly number[]): ReplayResult {
  const matched = new Set<number>();
  let turns = 0;
  let first: number | null = null;
  const done = () => matched.size === board.length || turns >= MATCH_MAX_TURNS;
  for (const flip of flips) {
    if (done()) return { valid: false, reason: 'GAME_BAD_FLIP' };
    if (!Number.isInteger(flip) || flip < 0 || flip >= board.length || matched.has(flip) || flip === first) {
      return { valid: false, reason: 'GAME_BAD_FLIP' };
    }
    if (first === null) {
      first = flip;
      continue;
    }
    turns += 1;
    if (board[first] === board[flip]) {
      matched.add(first);
      matched.add(flip);
    }
    first = null;
  }
  const won = matched.size === board.length && turns <= MATCH_MAX_TURNS;
  return { valid: true, won, finished: done(), turns, matched: matched.size / 2 };
}

// ---------------------------------------------------------------------------------------------------
// Calls

const contestId = z.coerce
  .number({ error: 'contest_id must be a contest number' })
  .int('contest_id must be a whole number')
  .positive('contest_id must be a positive number')
  .max(2_147_483_647, 'contest_id is too large');

/** GET /contestrules/{id}, GET /contest/{id} (numeric ids only; spec §2 "/contest/{id} is numeric"). */
export const contestIdParamsSchema = z.object({ id: contestId });

/** GET /contest?name=: a contest by url name. */
export const contestUrlNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a contest name such as 12-days-giveaways-2024');
export const contestByNameQuerySchema = z.object({ name: contestUrlNameSchema });

/** POST /contestRegister (spec §7: body contest_id). */
export const contestRegisterBodySchema = z.object({ contest_id: contestId });
export type ContestRegisterBody = z.infer<typeof contestRegisterBodySchema>;

/** GET /contestrules/{id} (spec §3 "Contest rules"). */
export const contestRulesResponseSchema = z.object({ rule_en: z.string(), rule_fr: z.string() });
export type ContestRulesResponse = z.infer<typeof contestRulesResponseSchema>;

export const calendarDoorSchema = z.object({
  day_number: z.number().int(),
  day: z.string(),
  prize_en: z.string(),
  prize_fr: z.string(),
  state: z.enum(DOOR_STATES),
});
export type CalendarDoor = z.infer<typeof calendarDoorSchema>;

export const contestDetailSchema = z.object({
  id: z.number().int(),
  url_name: z.string(),
  kind: z.enum(CONTEST_KINDS),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  start_date: z.number(),
  end_date: z.number(),
  is_public: z.boolean(),
  auto_login: z.boolean(),
  eligibility: z.object({
    requires_membership: z.boolean(),
    min_age: z.number().int().nullable(),
    provinces: z.array(z.string()).nullable(),
  }),
  /** The server's contest day when it answered (what the calendar's doors count from). */
  today: z.string(),
  /** The 12-days calendar's doors; empty for other kinds. */
  doors: z.array(calendarDoorSchema),
});
export type ContestDetail = z.infer<typeof contestDetailSchema>;

/** GET /contest (all contests, for /contest/rules), GET /contest?name=, GET /contest/{id}. */
export const contestListResponseSchema = z.object({ contests: z.array(contestDetailSchema) });
export const contestResponseSchema = z.object({ contest: contestDetailSchema });
export type ContestResponse = z.infer<typeof contestResponseSchema>;

/** A day's entry as the member sees it (a scratch card's outcome, a won game). */
export const contestEntrySchema = z.object({
  day: z.string(),
  outcome: z.enum(['entered', 'win', 'lose', 'won']),
  prize_en: z.string().nullable(),
  prize_fr: z.string().nullable(),
});
export type ContestEntry = z.infer<typeof contestEntrySchema>;

/** GET /contestPage (headers id and contest_id): the contest, and where the signed-in member stands today. */
export const contestPageResponseSchema = z.object({
  contest: contestDetailSchema,
  signed_in: z.boolean(),
  /** Today's entry, if any. */
  entry_today: contestEntrySchema.nullable(),
  entries_count: z.number().int(),
  /** Why the member may not enter (eligibility, not running); null when they may, or are a visitor. */
  ineligible: z.enum(CONTEST_ERROR_CODES).nullable(),
});
export type ContestPageResponse = z.infer<typeof contestPageResponseSchema>;

export const contestRegisterResponseSchema = z.object({ success: z.literal(true), entry: contestEntrySchema });
export type ContestRegisterResponse = z.infer<typeof contestRegisterResponseSchema>;

/** POST /contests/{id}/scratch: today's card, its outcome decided by the server. */
export const scratchResponseSchema = contestRegisterResponseSchema;

/** POST /contests/{id}/games: a new board dealt face down (the faces stay on the server). */
export const matchGameSchema = z.object({
  game_id: z.string(),
  cards: z.number().int(),
  max_turns: z.number().int(),
});
export type MatchGame = z.infer<typeof matchGameSchema>;

export const gameParamsSchema = z.object({ gameId: z.uuid('must be a game id') });
export const flipBodySchema = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(MATCH_CARD_COUNT - 1),
});
export const flipResponseSchema = z.object({ index: z.number().int(), face: z.enum(MATCH_FACES) });

/** POST /contests/games/{id}/finish: the flips the browser made, and what it believes the result is. */
export const finishBodySchema = z.object({
  flips: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MATCH_CARD_COUNT - 1),
    )
    .max(MATCH_MAX_TURNS * 2),
  won: z.boolean().optional(),
});
export const finishResponseSchema = z.object({
  won: z.boolean(),
  turns: z.number().int(),
  /** The day's entry a win gave (null after a loss, or when the member had entered today already). */
  entry: contestEntrySchema.nullable(),
  already_entered: z.boolean(),
});
export type FinishResponse = z.infer<typeof finishResponseSchema>;

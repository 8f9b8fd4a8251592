// Contests beyond their catalogue row (catalogue.ts `contests`; issue 19 item 1, decision 026): how each
// is entered and who may enter it, the 12-days calendar's prizes, the members' entries (one a day), the
// frost match game's dealt boards, and the staff's recorded, repeatable draws.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { CONTEST_KINDS } from '@spc/domain/contests';
import { tz } from './columns.ts';
import { contests } from './catalogue.ts';
import { authUsers } from './identity.ts';

export const contestKind = pgEnum('contest_kind', CONTEST_KINDS);

/** How a contest is entered, and what its rules ask of an entrant (spec §2: "where a contest's rules say so"). */
export const contestSettings = pgTable('contest_settings', {
  contestId: integer('contest_id')
    .primaryKey()
    .references(() => contests.id, { onDelete: 'cascade' }),
  kind: contestKind('kind').notNull().default('entry'),
  requiresMembership: boolean('requires_membership').notNull().default(true),
  minAge: integer('min_age'),
  /** null: every province; else the codes the contest is open to. */
  provinces: varchar('provinces', { length: 2 }).array(),
});

/** The 12-days calendar: one prize a day, day 1 on the contest's first (Eastern) day. */
export const contestCalendarDays = pgTable(
  'contest_calendar_days',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    /** The (Eastern) day this door opens, and only then. */
    day: date('day', { mode: 'string' }).notNull(),
    prizeEn: text('prize_en').notNull(),
    prizeFr: text('prize_fr').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.dayNumber] })],
);

/** A member's entry: one per contest per (Eastern) day, the unique index keeps it so under races. */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    entryDay: date('entry_day', { mode: 'string' }).notNull(),
    /** entered (a form or a calendar door), won (the match game), win / lose (a scratch card). */
    outcome: text('outcome').notNull().default('entered'),
    prizeEn: text('prize_en'),
    prizeFr: text('prize_fr'),
    /** The campaign (utm_campaign) the member came from, such as june-acq (spec §2). */
    campaign: text('campaign'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contest_entries_one_a_day').on(t.contestId, t.userId, t.entryDay),
    index('contest_entries_user').on(t.userId),
  ],
);

/** A match game: the board the server dealt from its seed, and the flips it revealed, in order. */
export const contestGames = pgTable(
  'contest_games',
  {
    id: text('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** Hex; the board is dealt from it (service.ts dealBoard), so a game can be re-dealt to check it. */
    seed: text('seed').notNull(),
    board: jsonb('board').$type<string[]>().notNull(),
    flips: jsonb('flips')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** playing, won, lost, refused (a forged result). */
    status: text('status').notNull().default('playing'),
    createdAt: tz('created_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [index('contest_games_user').on(t.userId)],
);

/**
 * A staff draw: the seed (from crypto), a hash of the entrant list it drew from, and the winners. The
 * same seed on the same list gives the same winners (service.ts drawWinners), so anyone can check it.
 */
export const contestDraws = pgTable('contest_draws', {
  id: serial('id').primaryKey(),
  contestId: integer('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  entrantsHash: text('entrants_hash').notNull(),
  entrantCount: integer('entrant_count').notNull(),
  winnerCount: integer('winner_count').notNull(),
  /** User ids, in the order drawn. */
  winners: jsonb('winners').$type<string[]>().notNull(),
  drawnBy: text('drawn_by').notNull(),
  drawnAt: tz('drawn_at').notNull().defaultNow(),
});

// Contests (issue 19 items 1 and 5; spec §2, §3 "Contest rules", §7; decision 026): a contest by its
// number (else 400/404), its rules in both languages, the contest page, entering once a day, eligibility
// by membership, age and province, the 12-days calendar's doors under a controlled clock, the scratch
// card decided by the server, the match game replayed by the server (a forged result refused), and the
// staff's draw repeatable from its recorded seed.
import { CONTEST_NAMES, JUNE_ACQ_CAMPAIGN, MATCH_FACES, MATCH_MAX_TURNS, contestDayOf } from '@spc/domain/contests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, type SignedUp } from '../../../test/auth-helpers.ts';
import { newMember } from '../../../test/purchase-helpers.ts';
import { cards, contestDraws, contestEntries, contestGames, contests, userProfiles } from '../../db/schema/index.ts';
import { buildContests } from '../../db/seed/build-campaigns.ts';
import { TWELVE_DAYS_PRIZES } from '../../db/seed/campaigns-data.ts';
import { seedContestSettings } from '../../db/seed/contests-data.ts';
import { startOfUtcDay } from '../../db/seed/dataset.ts';
import type { Member } from '../../plugins/caller.ts';
import * as service from './service.ts';

const DAY = 86_400_000;

/** The fields these answers carry. */
interface Body {
  error?: string;
  message?: string;
  field?: string;
  rule_en: string;
  rule_fr: string;
  game_id: string;
  contest: { url_name: string; kind: string };
  contests: { url_name: string; kind: string }[];
  entry: { outcome: string };
}
let t: TestApp;
let cardNumbers = 0;
/** The seed day (00:00 UTC today): the 12-days giveaway's day 5. */
const day = startOfUtcDay(new Date());
const ids: Record<string, number> = {};
/** Noon Eastern, `offset` days from the seed day: always the same contest day. */
const at = (offset: number) => new Date(day.getTime() + offset * DAY + 17 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  const rows = buildContests(day);
  await t.database.db.transaction(async (tx) => {
    await tx.insert(contests).values(rows);
    await seedContestSettings(tx, rows);
  });
  for (const row of rows) ids[row.urlName] = row.id!;
});

afterAll(async () => {
  await t.close();
});

/** A registered member with, unless told otherwise, a valid card, a birth date and a province. */
async function member({
  card = true,
  birthDate = '2000-01-15',
  province = 'ON',
}: { card?: boolean; birthDate?: string | null; province?: string | null } = {}): Promise<SignedUp> {
  const m = await newMember(t);
  await t.database.db.update(userProfiles).set({ birthDate, province }).where(eq(userProfiles.userId, m.userId));
  if (card) {
    cardNumbers += 1;
    await t.database.db.insert(cards).values({
      cardNumber: `6018${String(800_000_000_000 + cardNumbers)}`,
      csv: '123',
      status: 'active',
      userId: m.userId,
      isPrimary: true,
      expiryDate: new Date(Date.now() + 365 * DAY),
    });
  }
  return m;
}

/** The member as the service sees them (for the calls run under a controlled clock). */
async function asMember(m: SignedUp): Promise<Member> {
  const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, m.userId));
  return { kind: 'member', userId: m.userId, email: m.email, profile: profile!, scope: `user:${m.userId}` };
}

function call(
  method: 'GET' | 'POST',
  url: string,
  { m, payload, headers = {} }: { m?: SignedUp; payload?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: `/api/partners${url}`,
    headers: { ...(m ? authHeaders(t, m.cookie) : { origin: t.config.publicUrl }), ...headers },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const deps = () => ({ db: t.database.db });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('reading contests', () => {
  it('answers a contest by its number, 400 for a non-number, 404 for no such contest', async () => {
    const res = await call('GET', `/contest/${ids[CONTEST_NAMES.twelveDays]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().contest).toMatchObject({ url_name: CONTEST_NAMES.twelveDays, kind: 'calendar' });
    for (const bad of ['abc', '1.5', '-2', '0', '99999999999']) {
      const refused = await call('GET', `/contest/${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json<Body>().message).toBeTruthy();
    }
    expect((await call('GET', '/contest/999')).json<Body>()).toMatchObject({ error: 'CONTEST_NOT_FOUND' });
    expect((await call('GET', '/contest/999')).statusCode).toBe(404);
  });

  it('lists every contest with its kind, and finds one by url name', async () => {
    const { contests: list } = (await call('GET', '/contest')).json<Body>() as {
      contests: { url_name: string; kind: string }[];
    };
    expect(new Map(list.map((c) => [c.url_name, c.kind]))).toEqual(
      new Map([
        [CONTEST_NAMES.holiday, 'entry'],
        [CONTEST_NAMES.mayScratch, 'scratch'],
        [CONTEST_NAMES.frost, 'match'],
        [CONTEST_NAMES.bday, 'entry'],
        [CONTEST_NAMES.twelveDays, 'calendar'],
      ]),
    );
    const one = await call('GET', `/contest?name=${CONTEST_NAMES.frost}`);
    expect(one.json<Body>().contests[0]).toMatchObject({
      url_name: CONTEST_NAMES.frost,
      is_public: false,
      auto_login: true,
    });
    expect((await call('GET', '/contest?name=nope')).statusCode).toBe(404);
    expect((await call('GET', '/contest?name=Bad%20Name!')).statusCode).toBe(400);
  });

  it('answers the rules in English and French (spec §3), the province rule where a contest has one', async () => {
    const res = await call('GET', `/contestrules/${ids[CONTEST_NAMES.bday]}`);
    expect(res.statusCode).toBe(200);
    const rules = res.json<Body>() as { rule_en: string; rule_fr: string };
    expect(rules.rule_en).toContain('18 or older');
    expect(rules.rule_en).toContain('except residents of Quebec');
    expect(rules.rule_fr).toContain('à l’exception des résidents du Québec');
    expect((await call('GET', '/contestrules/x')).statusCode).toBe(400);
    expect((await call('GET', '/contestrules/4242')).statusCode).toBe(404);
  });

  it('gives the contest page to a visitor, and needs a numeric contest_id header', async () => {
    const visitor = await call('GET', '/contestPage', {
      headers: { contest_id: String(ids[CONTEST_NAMES.twelveDays]) },
    });
    expect(visitor.json<Body>()).toMatchObject({ signed_in: false, entry_today: null, ineligible: null });
    expect((await call('GET', '/contestPage')).statusCode).toBe(400);
    expect((await call('GET', '/contestPage', { headers: { contest_id: 'abc' } })).statusCode).toBe(400);
  });
});

describe('the 12-days calendar under a controlled clock', () => {
  const states = async (offset: number) =>
    (await service.contestById(deps(), ids[CONTEST_NAMES.twelveDays]!, at(offset))).doors.map((door) => door.state);

  it('opens today’s door only: past doors closed, future ones locked', async () => {
    expect(await states(0)).toEqual([...Array<string>(4).fill('closed'), 'open', ...Array<string>(7).fill('locked')]);
    expect(await states(-4)).toEqual(['open', ...Array<string>(11).fill('locked')]);
    expect(await states(7)).toEqual([...Array<string>(11).fill('closed'), 'open']);
    expect(await states(9)).toEqual(Array<string>(12).fill('closed'));
  });

  it('counts the day in Eastern time: 23:30 in Toronto is still that day', () => {
    expect(contestDayOf(new Date('2026-12-04T04:30:00Z'))).toBe('2026-12-03');
    expect(contestDayOf(new Date('2026-12-04T05:30:00Z'))).toBe('2026-12-04');
  });

  it('lets a member enter each day once, for that day’s prize', async () => {
    const m = await asMember(await member());
    const id = ids[CONTEST_NAMES.twelveDays]!;
    const first = await service.register(deps(), m, id, at(-1));
    expect(first.entry).toMatchObject({
      day: contestDayOf(at(-1)),
      // Day 4 of 12 (today is day 5).
      prize_en: TWELVE_DAYS_PRIZES[3]!.en,
    });
    expect(await codeOf(service.register(deps(), m, id, at(-1)))).toBe('CONTEST_ALREADY_ENTERED');
    expect(await codeOf(service.register(deps(), m, id, at(0)))).toBe('ok');
    expect(await codeOf(service.register(deps(), m, id, at(9)))).toBe('CONTEST_ENDED');
    expect(await codeOf(service.register(deps(), m, id, at(-6)))).toBe('CONTEST_NOT_STARTED');
  });
});

describe('POST /contestRegister', () => {
  const twelve = () => ({ contest_id: ids[CONTEST_NAMES.twelveDays] });

  it('enters today and refuses a second entry the same day', async () => {
    const m = await member();
    const res = await call('POST', '/contestRegister', { m, payload: twelve() });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      success: true,
      entry: { outcome: 'entered', day: contestDayOf(new Date()) },
    });
    const again = await call('POST', '/contestRegister', { m, payload: twelve() });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>()).toMatchObject({
      error: 'CONTEST_ALREADY_ENTERED',
    });
    expect(again.json<Body>().message).toContain('already entered');
    const page = await call('GET', '/contestPage', { m, headers: { contest_id: String(twelve().contest_id) } });
    expect(page.json<Body>()).toMatchObject({ signed_in: true, entries_count: 1, entry_today: { outcome: 'entered' } });
  });

  it('keeps the campaign the member came from (june-acq) with the entry', async () => {
    const m = await member();
    const res = await call('POST', '/contestRegister', {
      m,
      payload: twelve(),
      headers: { utm: JSON.stringify({ source: 'mail', campaign: JUNE_ACQ_CAMPAIGN }) },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contestEntries).where(eq(contestEntries.userId, m.userId));
    expect(row?.campaign).toBe('june-acq');
    // A malformed record is ignored, never a 400.
    const other = await member();
    const plain = await call('POST', '/contestRegister', { m: other, payload: twelve(), headers: { utm: '{oops' } });
    expect(plain.statusCode).toBe(200);
  });

  it('keeps one entry when two arrive at once', async () => {
    const m = await member();
    const [a, b] = await Promise.all([
      call('POST', '/contestRegister', { m, payload: twelve() }),
      call('POST', '/contestRegister', { m, payload: twelve() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('needs a signed-in member, and a contest number', async () => {
    expect((await call('POST', '/contestRegister', { payload: twelve() })).statusCode).toBe(401);
    const m = await member();
    for (const payload of [{}, { contest_id: 'abc' }, { contest_id: -1 }, { contest_id: 1.5 }]) {
      const res = await call('POST', '/contestRegister', { m, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Body>()).toMatchObject({ field: 'contest_id' });
    }
    expect((await call('POST', '/contestRegister', { m, payload: { contest_id: 999 } })).statusCode).toBe(404);
  });

  it('refuses by membership, age and province where the contest’s rules say so', async () => {
    const refusal = async (m: SignedUp, contest: string) =>
      (await call('POST', '/contestRegister', { m, payload: { contest_id: ids[contest] } })).json<Body>().error!;
    expect(await refusal(await member({ card: false }), CONTEST_NAMES.twelveDays)).toBe('CONTEST_MEMBERSHIP_REQUIRED');
    expect(await refusal(await member({ birthDate: null }), CONTEST_NAMES.twelveDays)).toBe('CONTEST_AGE_UNKNOWN');
    const fifteen = `${new Date().getUTCFullYear() - 15}-01-01`;
    expect(await refusal(await member({ birthDate: fifteen }), CONTEST_NAMES.twelveDays)).toBe('CONTEST_TOO_YOUNG');
    // The birthday contest is 18+ and not open in Quebec; it starts in 12 days: checked on its days.
    const bday = ids[CONTEST_NAMES.bday]!;
    const seventeen = `${new Date().getUTCFullYear() - 17}-01-01`;
    const when = at(13);
    expect(
      await codeOf(service.register(deps(), await asMember(await member({ birthDate: seventeen })), bday, when)),
    ).toBe('CONTEST_TOO_YOUNG');
    expect(await codeOf(service.register(deps(), await asMember(await member({ province: 'QC' })), bday, when))).toBe(
      'CONTEST_PROVINCE_EXCLUDED',
    );
    expect(await codeOf(service.register(deps(), await asMember(await member({ province: null })), bday, when))).toBe(
      'CONTEST_PROVINCE_UNKNOWN',
    );
    expect(await codeOf(service.register(deps(), await asMember(await member({ province: 'NB' })), bday, when))).toBe(
      'ok',
    );
    // The 12-days giveaway has no province rule.
    expect(
      (await call('POST', '/contestRegister', { m: await member({ province: 'QC' }), payload: twelve() })).statusCode,
    ).toBe(200);
    const page = await call('GET', '/contestPage', {
      m: await member({ card: false }),
      headers: { contest_id: String(twelve().contest_id) },
    });
    expect(page.json<Body>()).toMatchObject({ ineligible: 'CONTEST_MEMBERSHIP_REQUIRED' });
  });

  it('refuses a bare entry to the game or the scratch card (they are entered by playing)', async () => {
    const m = await member();
    for (const name of [CONTEST_NAMES.frost, CONTEST_NAMES.mayScratch]) {
      const res = await call('POST', '/contestRegister', { m, payload: { contest_id: ids[name] } });
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({ error: 'CONTEST_WRONG_KIND' });
    }
  });
});

describe('the may-scratch card', () => {
  it('is decided by the server, once a day', async () => {
    const m = await member();
    const res = await call('POST', `/contests/${ids[CONTEST_NAMES.mayScratch]}/scratch`, { m });
    expect(res.statusCode).toBe(200);
    expect(['win', 'lose']).toContain(res.json<Body>().entry.outcome);
    expect(
      (await call('POST', `/contests/${ids[CONTEST_NAMES.mayScratch]}/scratch`, { m })).json<Body>(),
    ).toMatchObject({
      error: 'CONTEST_ALREADY_ENTERED',
    });
    const winner = await asMember(await member());
    const won = await service.scratch(deps(), winner, ids[CONTEST_NAMES.mayScratch]!, at(0), () => 2);
    expect(won.entry).toMatchObject({ outcome: 'win', prize_en: service.SCRATCH_PRIZES[2]!.en });
    const loser = await asMember(await member());
    const lost = await service.scratch(deps(), loser, ids[CONTEST_NAMES.mayScratch]!, at(0), () => 9);
    expect(lost.entry).toMatchObject({ outcome: 'lose', prize_en: null });
    expect((await call('POST', `/contests/${ids[CONTEST_NAMES.twelveDays]}/scratch`, { m })).statusCode).toBe(400);
    expect((await call('POST', `/contests/${ids[CONTEST_NAMES.mayScratch]}/scratch`)).statusCode).toBe(401);
  });
});

describe('the frost match game', () => {
  const frost = () => ids[CONTEST_NAMES.frost]!;
  const start = async (m: SignedUp) => (await call('POST', `/contests/${frost()}/games`, { m })).json<Body>();
  const boardOf = async (id: string) =>
    (await t.database.db.select().from(contestGames).where(eq(contestGames.id, id)))[0]!.board;
  const flipAll = async (m: SignedUp, id: string, flips: number[]) => {
    for (const index of flips) {
      const res = await call('POST', `/contests/games/${id}/flip`, { m, payload: { index } });
      expect(res.statusCode).toBe(200);
    }
  };
  /** Every pair in order: a perfect game. */
  const perfect = (board: string[]) => {
    const flips: number[] = [];
    const done = new Set<number>();
    board.forEach((face, i) => {
      if (done.has(i)) return;
      const j = board.findIndex((other, k) => k !== i && other === face);
      done.add(i).add(j);
      flips.push(i, j);
    });
    return flips;
  };

  it('deals a shuffled board from a stored seed (the faces stay on the server)', async () => {
    const m = await member();
    const game = (await call('POST', `/contests/${frost()}/games`, { m })).json<Body>();
    expect(game).toMatchObject({ cards: 12, max_turns: MATCH_MAX_TURNS });
    expect(Object.keys(game).sort()).toEqual(['cards', 'game_id', 'max_turns']);
    const [row] = await t.database.db.select().from(contestGames).where(eq(contestGames.id, game.game_id));
    expect(service.dealBoard(row!.seed)).toEqual(row!.board);
    expect([...row!.board].sort()).toEqual([...MATCH_FACES, ...MATCH_FACES].sort());
  });

  it('wins when the replayed flips match every pair, and the win enters the member for the day', async () => {
    const m = await member();
    const { game_id } = await start(m);
    const flips = perfect(await boardOf(game_id));
    await flipAll(m, game_id, flips);
    const res = await call('POST', `/contests/games/${game_id}/finish`, { m, payload: { flips, won: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ won: true, turns: 6, entry: { outcome: 'won' }, already_entered: false });
    // A second win the same day: won, but no second entry.
    const second = await start(m);
    const again = perfect(await boardOf(second.game_id));
    await flipAll(m, second.game_id, again);
    expect(
      (await call('POST', `/contests/games/${second.game_id}/finish`, { m, payload: { flips: again } })).json<Body>(),
    ).toMatchObject({
      won: true,
      entry: null,
      already_entered: true,
    });
  });

  it('refuses a forged result: flips it did not reveal, or a win the replay does not give', async () => {
    const m = await member();
    const { game_id } = await start(m);
    const board = await boardOf(game_id);
    // The browser claims the perfect game without having turned the cards.
    const forged = await call('POST', `/contests/games/${game_id}/finish`, {
      m,
      payload: { flips: perfect(board), won: true },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<Body>()).toMatchObject({ error: 'GAME_FORGED' });
    // The game is closed once refused.
    expect((await call('POST', `/contests/games/${game_id}/flip`, { m, payload: { index: 0 } })).statusCode).toBe(409);

    // A lost game (every turn a miss) claimed as a win.
    const lostGame = await start(m);
    const lostBoard = await boardOf(lostGame.game_id);
    const a = 0;
    const b = lostBoard.findIndex((face) => face !== lostBoard[a]);
    const misses = Array.from({ length: MATCH_MAX_TURNS }, () => [a, b]).flat();
    await flipAll(m, lostGame.game_id, misses);
    const claim = await call('POST', `/contests/games/${lostGame.game_id}/finish`, {
      m,
      payload: { flips: misses, won: true },
    });
    expect(claim.json<Body>()).toMatchObject({ error: 'GAME_FORGED' });
  });

  it('loses after the last turn without every pair, and refuses flips that break the rules', async () => {
    const m = await member();
    const { game_id } = await start(m);
    const board = await boardOf(game_id);
    const b = board.findIndex((face) => face !== board[0]);
    expect((await call('POST', `/contests/games/${game_id}/flip`, { m, payload: { index: 0 } })).statusCode).toBe(200);
    // The same card twice in a turn.
    expect(
      (await call('POST', `/contests/games/${game_id}/flip`, { m, payload: { index: 0 } })).json<Body>(),
    ).toMatchObject({
      error: 'GAME_BAD_FLIP',
    });
    expect((await call('POST', `/contests/games/${game_id}/flip`, { m, payload: { index: 12 } })).statusCode).toBe(400);
    expect((await call('POST', `/contests/games/${game_id}/flip`, { m, payload: { index: 'x' } })).statusCode).toBe(
      400,
    );
    const rest = [b, ...Array.from({ length: MATCH_MAX_TURNS - 1 }, () => [0, b]).flat()];
    await flipAll(m, game_id, rest);
    const flips = [0, ...rest];
    // Past the last turn, no more flips.
    expect((await call('POST', `/contests/games/${game_id}/flip`, { m, payload: { index: 3 } })).statusCode).toBe(400);
    const res = await call('POST', `/contests/games/${game_id}/finish`, { m, payload: { flips } });
    expect(res.json<Body>()).toMatchObject({ won: false, turns: MATCH_MAX_TURNS, entry: null });
    expect((await call('POST', `/contests/games/${game_id}/finish`, { m, payload: { flips } })).statusCode).toBe(409);
  });

  it('keeps a game to its player, and checks the ids', async () => {
    const owner = await member();
    const other = await member();
    const { game_id } = await start(owner);
    expect(
      (await call('POST', `/contests/games/${game_id}/flip`, { m: other, payload: { index: 0 } })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/contests/games/not-a-uuid/flip`, { m: owner, payload: { index: 0 } })).statusCode,
    ).toBe(400);
    expect((await call('POST', `/contests/games/${game_id}/flip`, { payload: { index: 0 } })).statusCode).toBe(401);
    expect((await call('POST', `/contests/${ids[CONTEST_NAMES.twelveDays]}/games`, { m: owner })).statusCode).toBe(400);
    expect((await call('POST', `/contests/${frost()}/games`, { m: await member({ card: false }) })).statusCode).toBe(
      403,
    );
  });
});

describe('the staff draw', () => {
  it('draws distinct winners with a crypto seed, records it, and the seed reproduces them', async () => {
    const id = ids[CONTEST_NAMES.holiday]!;
    for (let i = 0; i < 6; i += 1) {
      const m = await asMember(await member());
      await service.register(deps(), m, id, at(-1));
      if (i % 2 === 0) await service.register(deps(), m, id, at(0));
    }
    const draw = await service.drawContest(deps(), { contestId: id, winners: 3, drawnBy: 'Sam (staff)' });
    expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(draw).toMatchObject({ entrantCount: 9, winnerCount: 3, drawnBy: 'Sam (staff)' });
    expect(new Set(draw.winners).size).toBe(3);
    const [row] = await t.database.db.select().from(contestDraws).where(eq(contestDraws.id, draw.id));
    expect(row).toMatchObject({ seed: draw.seed, entrantsHash: draw.entrantsHash, winners: draw.winners });

    const verified = await service.verifyDraw(deps(), draw.id);
    expect(verified).toMatchObject({ sameEntrants: true, reproduced: true, winners: draw.winners });
    const replay = await service.drawContest(deps(), { contestId: id, winners: 3, drawnBy: 'audit', seed: draw.seed });
    expect(replay.winners).toEqual(draw.winners);
    // A fresh draw has a fresh seed.
    const fresh = await service.drawContest(deps(), { contestId: id, winners: 3, drawnBy: 'Sam (staff)' });
    expect(fresh.seed).not.toBe(draw.seed);
  });

  it('is pure: the same seed and entrants give the same winners; more winners than people give each once', () => {
    const entries = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, userId: `u${i % 7}` }));
    const seed = 'ab'.repeat(32);
    expect(service.drawWinners(seed, entries, 5)).toEqual(service.drawWinners(seed, entries, 5));
    expect(service.drawWinners('cd'.repeat(32), entries, 7).sort()).toEqual(['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6']);
    expect(service.drawWinners(seed, entries, 100)).toHaveLength(7);
    expect(service.drawWinners(seed, [], 3)).toEqual([]);
  });

  it('refuses a bad number of winners or a bad seed', async () => {
    const id = ids[CONTEST_NAMES.holiday]!;
    expect(await codeOf(service.drawContest(deps(), { contestId: id, winners: 0, drawnBy: 's' }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(await codeOf(service.drawContest(deps(), { contestId: id, winners: 1, drawnBy: 's', seed: 'xyz' }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(await codeOf(service.drawContest(deps(), { contestId: 999, winners: 1, drawnBy: 's' }))).toBe(
      'CONTEST_NOT_FOUND',
    );
  });
});

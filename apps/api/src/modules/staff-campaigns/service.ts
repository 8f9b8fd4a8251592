// The staff console's campaigns area (issue 20 item 3; decision 034): ads and e-mail opt modals, contests
// and their winner draw, campus code pools, promo, school and VIP codes, travel photos. Nothing here owns a
// table: each write goes through the owning module's service (catalogue, marketing, contests,
// campus-access, promo-codes, vip), inside the caller's transaction, and answers the audit row it makes
// (`change`) for the route to record in the same transaction. The draw is the contests module's own.
import { randomInt } from 'node:crypto';
import type { StaffPageQuery } from '@spc/domain/staff';
import type {
  staffAdInputSchema,
  staffCampusGenerateSchema,
  staffCampusImportSchema,
  staffContestInputSchema,
  staffEmailOptInputSchema,
  staffPromoGenerateSchema,
  staffPromoInputSchema,
  staffSchoolInputSchema,
  staffVipGenerateSchema,
  staffVipInputSchema,
} from '@spc/domain/staff-campaigns';
import {
  CAMPUS_IMPORT_MAX_LINES,
  GENERATED_CODE_ALPHABET,
  GENERATED_CODE_LENGTH,
  checkCampusCodeLine,
  type StaffAd,
  type StaffCampusCode,
  type StaffCampusPool,
  type StaffContest,
  type StaffDraw,
  type StaffDrawVerify,
  type StaffEmailOpt,
  type StaffImportReport,
  type StaffPromo,
  type StaffSchool,
  type StaffTravelPhoto,
  type StaffVip,
} from '@spc/domain/staff-campaigns';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { HttpError, notFound } from '../../errors.ts';
import { findMember } from '../account/service.ts';
import * as campusAccess from '../campus-access/service.ts';
import * as catalogue from '../catalogue/service.ts';
import * as contests from '../contests/service.ts';
import * as marketing from '../marketing/service.ts';
import * as promoCodes from '../promo-codes/service.ts';
import { getCampusList } from '../student/service.ts';
import * as vip from '../vip/service.ts';

/** One audit row, as plugins/staff.ts `recordStaffChange` takes it. */
export interface Change {
  action: 'create' | 'update' | 'import' | 'review' | 'draw';
  entity: string;
  entityId?: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** A write's answer and its audit row (null: nothing was written, such as a dry run). */
export interface Written<T> {
  result: T;
  change: Change | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  per_page: number;
}

const ms = (date: Date | null): number | null => (date ? date.getTime() : null);
const dateOf = (iso: string | null): Date | null => (iso ? new Date(iso) : null);
const offsetOf = (query: StaffPageQuery) => ({ limit: query.per_page, offset: (query.page - 1) * query.per_page });

/**
 * Pages a short list held in memory (ads, modals, contests, campuses: tens of rows): filters by `q` over
 * the row's text, sorts by a known column (unknown → the given order), then slices.
 */
function pageInMemory<T>(
  rows: T[],
  query: StaffPageQuery,
  textOf: (row: T) => string,
  sorts: Record<string, (row: T) => string | number | boolean | null>,
): Page<T> {
  const q = query.q?.toLowerCase();
  let kept = q ? rows.filter((row) => textOf(row).toLowerCase().includes(q)) : rows;
  const key = query.sort?.replace(/^-/, '');
  const value = key ? sorts[key] : undefined;
  if (value) {
    const direction = query.sort!.startsWith('-') ? -1 : 1;
    kept = [...kept].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    });
  }
  const { limit, offset } = offsetOf(query);
  return { rows: kept.slice(offset, offset + limit), total: kept.length, page: query.page, per_page: query.per_page };
}

// ---- Ads ---------------------------------------------------------------------------------------------

type AdRow = catalogue.campaignsStaff.AdRow;

const toAd = (row: AdRow): StaffAd => ({
  id: row.id,
  is_clickable: row.isClickable,
  url_en: row.urlEn,
  url_fr: row.urlFr,
  image_en: row.imageEn,
  image_fr: row.imageFr,
  image_mobile_en: row.imageMobileEn,
  image_mobile_fr: row.imageMobileFr,
  display_page: row.displayPage,
  is_spc_plus: row.isSpcPlus,
  display_count: row.displayCount,
  display_period: row.displayPeriod,
  display_cooldown_hours: row.displayCooldownHours,
  active: row.active,
});

const adValues = (input: z.output<typeof staffAdInputSchema>): catalogue.campaignsStaff.AdValues => ({
  isClickable: input.is_clickable,
  // A picture that does not lead anywhere keeps no link (the modal would show one).
  urlEn: input.is_clickable ? input.url_en : null,
  urlFr: input.is_clickable ? input.url_fr : null,
  imageEn: input.image_en,
  imageFr: input.image_fr,
  imageMobileEn: input.image_mobile_en,
  imageMobileFr: input.image_mobile_fr,
  displayPage: input.display_page,
  isSpcPlus: input.is_spc_plus,
  displayCount: input.display_count,
  displayPeriod: input.display_period,
  displayCooldownHours: input.display_cooldown_hours,
  active: input.active,
});

export async function listAds(db: Queryable, query: StaffPageQuery): Promise<Page<StaffAd>> {
  const rows = (await catalogue.campaignsStaff.findAllAds(db)).map(toAd);
  return pageInMemory(rows, query, (ad) => `${ad.id} ${ad.image_en} ${ad.url_en ?? ''} ${ad.display_page}`, {
    id: (ad) => ad.id,
    display_page: (ad) => ad.display_page,
    is_spc_plus: (ad) => ad.is_spc_plus,
    display_count: (ad) => ad.display_count,
    display_period: (ad) => ad.display_period,
    active: (ad) => ad.active,
  });
}

async function adById(db: Queryable, id: number): Promise<AdRow> {
  const row = await catalogue.campaignsStaff.findAd(db, id);
  if (!row) throw notFound(`There is no ad ${id}.`);
  return row;
}

export async function getAd(db: Queryable, id: number): Promise<StaffAd> {
  return toAd(await adById(db, id));
}

export async function createAd(tx: Queryable, input: z.output<typeof staffAdInputSchema>): Promise<Written<StaffAd>> {
  const ad = toAd(await catalogue.campaignsStaff.insertAd(tx, adValues(input)));
  return {
    result: ad,
    change: {
      action: 'create',
      entity: 'ad',
      entityId: ad.id,
      summary: `Created ad ${ad.id} (${ad.display_page})`,
      after: ad,
    },
  };
}

export async function updateAd(
  tx: Queryable,
  id: number,
  input: z.output<typeof staffAdInputSchema>,
): Promise<Written<StaffAd>> {
  const before = toAd(await adById(tx, id));
  const ad = toAd((await catalogue.campaignsStaff.updateAd(tx, id, adValues(input)))!);
  return {
    result: ad,
    change: { action: 'update', entity: 'ad', entityId: id, summary: `Edited ad ${id}`, before, after: ad },
  };
}

export async function setAdActive(tx: Queryable, id: number, active: boolean): Promise<Written<StaffAd>> {
  const before = toAd(await adById(tx, id));
  const ad = toAd((await catalogue.campaignsStaff.updateAd(tx, id, { active }))!);
  return {
    result: ad,
    change: {
      action: 'update',
      entity: 'ad',
      entityId: id,
      summary: `${active ? 'Enabled' : 'Disabled'} ad ${id}`,
      before: { active: before.active },
      after: { active },
    },
  };
}

// ---- E-mail opt modals ---------------------------------------------------------------------------------

type EmailOptRow = marketing.staffRows.EmailOptRow;

const toEmailOpt = (row: EmailOptRow): StaffEmailOpt => ({
  id: row.id,
  title_en: row.titleEn,
  title_fr: row.titleFr,
  description_en: row.descriptionEn,
  description_fr: row.descriptionFr,
  text_en: row.textEn,
  text_fr: row.textFr,
  image_en: row.imageEn,
  image_fr: row.imageFr,
  image_mobile_en: row.imageMobileEn,
  image_mobile_fr: row.imageMobileFr,
  is_spc_plus: row.isSpcPlus,
  active: row.active,
});

const emailOptValues = (input: z.output<typeof staffEmailOptInputSchema>): marketing.staffRows.EmailOptValues => ({
  titleEn: input.title_en,
  titleFr: input.title_fr,
  descriptionEn: input.description_en,
  descriptionFr: input.description_fr,
  textEn: input.text_en,
  textFr: input.text_fr,
  imageEn: input.image_en,
  imageFr: input.image_fr,
  imageMobileEn: input.image_mobile_en,
  imageMobileFr: input.image_mobile_fr,
  isSpcPlus: input.is_spc_plus,
  active: input.active,
});

export async function listEmailOpts(db: Queryable, query: StaffPageQuery): Promise<Page<StaffEmailOpt>> {
  const rows = (await marketing.staffRows.findAllEmailOptModals(db)).map(toEmailOpt);
  return pageInMemory(rows, query, (modal) => `${modal.id} ${modal.title_en} ${modal.title_fr}`, {
    id: (modal) => modal.id,
    title_en: (modal) => modal.title_en,
    title_fr: (modal) => modal.title_fr,
    is_spc_plus: (modal) => modal.is_spc_plus,
    active: (modal) => modal.active,
  });
}

async function emailOptById(db: Queryable, id: number): Promise<EmailOptRow> {
  const row = await marketing.staffRows.findEmailOptModal(db, id);
  if (!row) throw notFound(`There is no e-mail opt modal ${id}.`);
  return row;
}

export async function getEmailOpt(db: Queryable, id: number): Promise<StaffEmailOpt> {
  return toEmailOpt(await emailOptById(db, id));
}

export async function createEmailOpt(
  tx: Queryable,
  input: z.output<typeof staffEmailOptInputSchema>,
): Promise<Written<StaffEmailOpt>> {
  const modal = toEmailOpt(await marketing.staffRows.insertEmailOptModal(tx, emailOptValues(input)));
  return {
    result: modal,
    change: {
      action: 'create',
      entity: 'email-modal',
      entityId: modal.id,
      summary: `Created e-mail opt modal ${modal.id} (${modal.title_en})`,
      after: modal,
    },
  };
}

export async function updateEmailOpt(
  tx: Queryable,
  id: number,
  input: z.output<typeof staffEmailOptInputSchema>,
): Promise<Written<StaffEmailOpt>> {
  const before = toEmailOpt(await emailOptById(tx, id));
  const modal = toEmailOpt((await marketing.staffRows.updateEmailOptModal(tx, id, emailOptValues(input)))!);
  return {
    result: modal,
    change: {
      action: 'update',
      entity: 'email-modal',
      entityId: id,
      summary: `Edited e-mail opt modal ${id} (${modal.title_en})`,
      before,
      after: modal,
    },
  };
}

export async function setEmailOptActive(tx: Queryable, id: number, active: boolean): Promise<Written<StaffEmailOpt>> {
  const before = toEmailOpt(await emailOptById(tx, id));
  const modal = toEmailOpt((await marketing.staffRows.updateEmailOptModal(tx, id, { active }))!);
  return {
    result: modal,
    change: {
      action: 'update',
      entity: 'email-modal',
      entityId: id,
      summary: `${active ? 'Enabled' : 'Disabled'} e-mail opt modal ${id}`,
      before: { active: before.active },
      after: { active },
    },
  };
}

// ---- Contests ------------------------------------------------------------------------------------------

type ContestRow = catalogue.campaignsStaff.ContestRow;
type SettingsRow = Awaited<ReturnType<typeof contests.staffRows.findAllSettings>>[number];

function toContest(
  row: ContestRow,
  settings: SettingsRow | undefined,
  counts: { entries: number; entrants: number; draws: number },
): StaffContest {
  return {
    id: row.id,
    url_name: row.urlName,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    rule_en: row.ruleEn,
    rule_fr: row.ruleFr,
    start_date: row.startDate.getTime(),
    end_date: row.endDate.getTime(),
    is_public: row.isPublic,
    auto_login: row.autoLogin,
    // A contest without settings is a plain entry form open to members (the contests module's defaults).
    kind: settings?.kind ?? 'entry',
    requires_membership: settings?.requiresMembership ?? true,
    min_age: settings?.minAge ?? null,
    provinces: settings?.provinces ?? null,
    entries_count: counts.entries,
    entrants_count: counts.entrants,
    draws_count: counts.draws,
  };
}

async function allContests(db: Queryable): Promise<StaffContest[]> {
  const [rows, settings, entries, draws] = await Promise.all([
    catalogue.campaignsStaff.findAllContestRows(db),
    contests.staffRows.findAllSettings(db),
    contests.staffRows.countEntriesByContest(db),
    contests.staffRows.countDrawsByContest(db),
  ]);
  return rows.map((row) => {
    const entry = entries.find((item) => item.contestId === row.id);
    return toContest(
      row,
      settings.find((item) => item.contestId === row.id),
      {
        entries: Number(entry?.entries ?? 0),
        entrants: Number(entry?.entrants ?? 0),
        draws: Number(draws.find((item) => item.contestId === row.id)?.draws ?? 0),
      },
    );
  });
}

export async function listContests(db: Queryable, query: StaffPageQuery): Promise<Page<StaffContest>> {
  return pageInMemory(
    await allContests(db),
    query,
    (contest) => `${contest.id} ${contest.url_name} ${contest.title_en} ${contest.title_fr}`,
    {
      id: (contest) => contest.id,
      url_name: (contest) => contest.url_name,
      title_en: (contest) => contest.title_en,
      kind: (contest) => contest.kind,
      start_date: (contest) => contest.start_date,
      end_date: (contest) => contest.end_date,
      entries_count: (contest) => contest.entries_count,
    },
  );
}

export async function getContest(db: Queryable, id: number): Promise<StaffContest> {
  const contest = (await allContests(db)).find((item) => item.id === id);
  if (!contest) throw notFound(`There is no contest ${id}.`);
  return contest;
}

const contestValues = (input: z.output<typeof staffContestInputSchema>): catalogue.campaignsStaff.ContestValues => ({
  urlName: input.url_name,
  titleEn: input.title_en,
  titleFr: input.title_fr,
  descriptionEn: input.description_en,
  descriptionFr: input.description_fr,
  ruleEn: input.rule_en,
  ruleFr: input.rule_fr,
  startDate: new Date(input.start_date),
  endDate: new Date(input.end_date),
  isPublic: input.is_public,
  autoLogin: input.auto_login,
});

const settingsOf = (contestId: number, input: z.output<typeof staffContestInputSchema>) => ({
  contestId,
  kind: input.kind,
  requiresMembership: input.requires_membership,
  minAge: input.min_age,
  provinces: input.provinces,
});

async function urlNameFree(tx: Queryable, urlName: string, exceptId?: number) {
  const taken = await catalogue.campaignsStaff.findContestRowByUrlName(tx, urlName);
  if (taken && taken.id !== exceptId) {
    throw new HttpError(409, 'CONTEST_URL_NAME_TAKEN', 'Another contest has this url name.', 'url_name');
  }
}

export async function createContest(
  tx: Queryable,
  input: z.output<typeof staffContestInputSchema>,
): Promise<Written<StaffContest>> {
  await urlNameFree(tx, input.url_name);
  const row = await catalogue.campaignsStaff.insertContestRow(tx, contestValues(input));
  await contests.staffRows.upsertSettings(tx, settingsOf(row.id, input));
  const contest = await getContest(tx, row.id);
  return {
    result: contest,
    change: {
      action: 'create',
      entity: 'contest',
      entityId: row.id,
      summary: `Created contest ${row.id} (${row.urlName})`,
      after: contest,
    },
  };
}

export async function updateContest(
  tx: Queryable,
  id: number,
  input: z.output<typeof staffContestInputSchema>,
): Promise<Written<StaffContest>> {
  const before = await getContest(tx, id);
  await urlNameFree(tx, input.url_name, id);
  await catalogue.campaignsStaff.updateContestRow(tx, id, contestValues(input));
  await contests.staffRows.upsertSettings(tx, settingsOf(id, input));
  const contest = await getContest(tx, id);
  return {
    result: contest,
    change: {
      action: 'update',
      entity: 'contest',
      entityId: id,
      summary: `Edited contest ${id} (${contest.url_name})`,
      before,
      after: contest,
    },
  };
}

type DrawRow = contests.staffRows.DrawRow;

/** A draw with its winners' sign-in addresses (staff contact them). */
export async function toDraw(db: Db, row: DrawRow): Promise<StaffDraw> {
  const winners = await Promise.all(
    row.winners.map(async (userId) => ({
      user_id: userId,
      email: (await findMember(db, userId))?.profile.emailLower ?? null,
    })),
  );
  return {
    id: row.id,
    contest_id: row.contestId,
    seed: row.seed,
    entrants_hash: row.entrantsHash,
    entrant_count: row.entrantCount,
    winner_count: row.winnerCount,
    winners,
    drawn_by: row.drawnBy,
    drawn_at: row.drawnAt.getTime(),
  };
}

export async function listDraws(db: Db, contestId: number): Promise<StaffDraw[]> {
  await getContest(db, contestId);
  const rows = await contests.staffRows.findDrawsOf(db, contestId);
  return Promise.all(rows.map((row) => toDraw(db, row)));
}

/**
 * The winner draw: the contests module's `drawContest` (a fresh crypto seed, every entry a ticket, the
 * seed, entrant hash and winners recorded), once per contest per Eastern day from the console.
 */
export async function drawWinners(
  tx: Queryable,
  contestId: number,
  winners: number,
  staff: { email: string },
  now: Date,
): Promise<Written<DrawRow>> {
  const draw = await contests.drawContest(
    { db: tx },
    { contestId, winners, drawnBy: staff.email, oncePerDay: true },
    now,
  );
  return {
    result: draw,
    change: {
      action: 'draw',
      entity: 'contest-draw',
      entityId: draw.id,
      summary: `Drew ${draw.winners.length} winner(s) of contest ${contestId} from ${draw.entrantCount} entries`,
      after: {
        contest_id: contestId,
        seed: draw.seed,
        entrants_hash: draw.entrantsHash,
        entrant_count: draw.entrantCount,
        winners: draw.winners,
      },
    },
  };
}

/** Re-runs a recorded draw from its seed on today's entrant list (writes nothing). */
export async function verifyDraw(db: Queryable, contestId: number, drawId: number): Promise<StaffDrawVerify> {
  const result = await contests.verifyDraw({ db }, drawId);
  if (result.draw.contestId !== contestId) throw new HttpError(404, 'DRAW_NOT_FOUND', `There is no draw ${drawId}.`);
  return {
    draw_id: result.draw.id,
    seed: result.draw.seed,
    same_entrants: result.sameEntrants,
    reproduced: result.reproduced,
    recorded: result.draw.winners,
    redrawn: result.winners,
  };
}

// ---- Generated codes -------------------------------------------------------------------------------------

/** `PREFIX-XXXXXXXX` from crypto, in the unambiguous alphabet. */
export function generateCode(prefix: string): string {
  let tail = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i += 1)
    tail += GENERATED_CODE_ALPHABET[randomInt(GENERATED_CODE_ALPHABET.length)];
  return `${prefix}-${tail}`;
}

/**
 * `count` new codes: generated, and inserted by `insert` (which skips any that exist); the few that
 * collide are generated again. Fails rather than answering fewer.
 */
async function generateAll(
  prefix: string,
  count: number,
  insert: (codes: string[]) => Promise<string[]>,
): Promise<string[]> {
  const created: string[] = [];
  for (let round = 0; round < 5 && created.length < count; round += 1) {
    const wanted = new Set<string>();
    while (wanted.size < count - created.length) wanted.add(generateCode(prefix));
    created.push(...(await insert([...wanted])));
  }
  if (created.length < count) {
    throw new HttpError(409, 'CODES_EXHAUSTED', 'Not enough new codes with this prefix: choose another.', 'prefix');
  }
  return created;
}

// ---- Campus codes --------------------------------------------------------------------------------------

async function campuses(db: Db) {
  const { schools } = await getCampusList({ db });
  return schools.flatMap((school) =>
    school.campuses.map((campus) => ({
      campus_id: campus.id,
      campus_name_en: campus.name_en,
      campus_name_fr: campus.name_fr,
      school_name_en: school.name_en,
      school_name_fr: school.name_fr,
    })),
  );
}

export async function listCampusPools(db: Db, query: StaffPageQuery, now: Date): Promise<Page<StaffCampusPool>> {
  const [list, counts] = await Promise.all([campuses(db), campusAccess.staffRows.poolCounts(db, now)]);
  const rows = list.map((campus) => {
    const count = counts.find((item) => item.campusId === campus.campus_id);
    return {
      ...campus,
      total: count?.total ?? 0,
      remaining: count?.remaining ?? 0,
      redeemed: count?.redeemed ?? 0,
      expired: count?.expired ?? 0,
    };
  });
  return pageInMemory(
    rows,
    query,
    (pool) => `${pool.campus_name_en} ${pool.campus_name_fr} ${pool.school_name_en} ${pool.school_name_fr}`,
    {
      campus_id: (pool) => pool.campus_id,
      campus_name_en: (pool) => pool.campus_name_en,
      school_name_en: (pool) => pool.school_name_en,
      total: (pool) => pool.total,
      remaining: (pool) => pool.remaining,
      redeemed: (pool) => pool.redeemed,
    },
  );
}

/** 404 unless the campus exists (checked before a write's transaction: campuses are the student module's). */
export async function requireCampus(db: Db, campusId: number) {
  if (!(await campusAccess.findCampus({ db }, campusId))) throw notFound(`There is no campus ${campusId}.`);
}

const toCampusCode = (row: campusAccess.staffRows.CampusCodeRow, now: Date): StaffCampusCode => ({
  id: row.id,
  campus_id: row.campusId,
  code: row.code,
  redeemed_at: ms(row.redeemedAt),
  valid_until: ms(row.validUntil),
  state: row.redeemedAt ? 'redeemed' : row.validUntil && row.validUntil <= now ? 'expired' : 'available',
});

export async function listCampusCodes(
  db: Db,
  campusId: number,
  query: StaffPageQuery & { state?: StaffCampusCode['state'] | undefined },
  now: Date,
): Promise<Page<StaffCampusCode>> {
  await requireCampus(db, campusId);
  const { rows, total } = await campusAccess.staffRows.findCodes(db, {
    campusId,
    q: query.q,
    state: query.state,
    sort: query.sort,
    ...offsetOf(query),
    now,
  });
  return { rows: rows.map((row) => toCampusCode(row, now)), total, page: query.page, per_page: query.per_page };
}

export async function generateCampusCodes(
  tx: Queryable,
  campusId: number,
  input: z.output<typeof staffCampusGenerateSchema>,
): Promise<Written<{ created: string[] }>> {
  const validUntil = dateOf(input.valid_until);
  const created = await generateAll(input.prefix, input.count, (codes) =>
    campusAccess.staffRows.insertCodes(tx, campusId, codes, validUntil),
  );
  return {
    result: { created },
    change: {
      action: 'create',
      entity: 'campus-pool',
      entityId: campusId,
      summary: `Generated ${created.length} campus codes (${input.prefix}-…) for campus ${campusId}`,
      after: { count: created.length, prefix: input.prefix, valid_until: input.valid_until },
    },
  };
}

/**
 * A pasted list (or a CSV's first column) into a campus's pool: every line checked — the format, twice
 * in the list, already a code anywhere — and nothing imported unless every line is good. A header line
 * `code` and blank lines are skipped.
 */
export async function importCampusCodes(
  tx: Queryable,
  campusId: number,
  input: z.output<typeof staffCampusImportSchema>,
): Promise<Written<StaffImportReport>> {
  const lines = input.codes.split(/\r?\n/);
  const problems: StaffImportReport['problems'] = [];
  const seen = new Set<string>();
  const codes: { line: number; code: string }[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line || (index === 0 && /^"?code"?(,|$)/i.test(line))) return;
    const checked = checkCampusCodeLine(line);
    if ('problem' in checked) {
      problems.push({ line: index + 1, code: line.slice(0, 40), problem: 'format' });
    } else if (seen.has(checked.code)) {
      problems.push({ line: index + 1, code: checked.code, problem: 'duplicate' });
    } else {
      seen.add(checked.code);
      codes.push({ line: index + 1, code: checked.code });
    }
  });
  if (codes.length + problems.length === 0) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'There are no codes in the list.', 'codes');
  }
  if (codes.length + problems.length > CAMPUS_IMPORT_MAX_LINES) {
    throw new HttpError(400, 'VALIDATION_ERROR', `At most ${CAMPUS_IMPORT_MAX_LINES} codes at a time.`, 'codes');
  }
  const existing = await campusAccess.staffRows.existingCodes(tx, [...seen]);
  for (const { line, code } of codes) if (existing.has(code)) problems.push({ line, code, problem: 'exists' });
  problems.sort((a, b) => a.line - b.line);
  if (input.dry_run || problems.length > 0) {
    return { result: { imported: 0, dry_run: input.dry_run, problems }, change: null };
  }
  const added = await campusAccess.staffRows.insertCodes(
    tx,
    campusId,
    codes.map((item) => item.code),
    dateOf(input.valid_until),
  );
  if (added.length !== codes.length) {
    // Another import took some of these codes meanwhile: nothing half-imported.
    throw new HttpError(
      409,
      'IMPORT_CONFLICT',
      'Some of these codes were added meanwhile. Check the list again.',
      'codes',
    );
  }
  return {
    result: { imported: added.length, dry_run: false, problems: [] },
    change: {
      action: 'import',
      entity: 'campus-pool',
      entityId: campusId,
      summary: `Imported ${added.length} campus codes into campus ${campusId}`,
      after: { count: added.length, first: added[0], last: added.at(-1) },
    },
  };
}

export async function disableCampusCode(tx: Queryable, id: number, now: Date): Promise<Written<StaffCampusCode>> {
  const before = await campusAccess.staffRows.findCodeById(tx, id);
  if (!before) throw notFound(`There is no campus code ${id}.`);
  const row = await campusAccess.staffRows.disableCode(tx, id, now);
  if (!row) {
    throw new HttpError(409, 'CODE_NOT_AVAILABLE', 'This code was redeemed or has ended already.');
  }
  return {
    result: toCampusCode(row, now),
    change: {
      action: 'update',
      entity: 'campus-code',
      entityId: id,
      summary: `Disabled campus code ${row.code}`,
      before: { valid_until: before.validUntil },
      after: { valid_until: row.validUntil },
    },
  };
}

// ---- Promo and school codes ------------------------------------------------------------------------------

const toPromo = (row: promoCodes.staffRows.PromoCodeRow): StaffPromo => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  valid_from: ms(row.validFrom),
  valid_until: ms(row.validUntil),
  max_redemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  created_at: row.createdAt.getTime(),
});

export async function listPromos(db: Queryable, query: StaffPageQuery): Promise<Page<StaffPromo>> {
  const { rows, total } = await promoCodes.staffRows.findPromos(db, {
    q: query.q,
    sort: query.sort,
    ...offsetOf(query),
  });
  return { rows: rows.map(toPromo), total, page: query.page, per_page: query.per_page };
}

const codeTaken = (field = 'code') => new HttpError(409, 'CODE_EXISTS', 'This code exists already.', field);

function checkWindow(from: string | null, until: string | null) {
  if (from && until && Date.parse(until) <= Date.parse(from)) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'The end comes after the start.', 'valid_until');
  }
}

export async function createPromo(
  tx: Queryable,
  input: z.output<typeof staffPromoInputSchema>,
  now: Date,
): Promise<Written<StaffPromo>> {
  checkWindow(input.valid_from, input.valid_until);
  const [row] = await promoCodes.staffRows.insertPromos(
    tx,
    [
      {
        code: input.code,
        kind: input.kind,
        value: input.value,
        validFrom: dateOf(input.valid_from),
        validUntil: dateOf(input.valid_until),
        maxRedemptions: input.max_redemptions,
      },
    ],
    now,
  );
  if (!row) throw codeTaken();
  const promo = toPromo(row);
  return {
    result: promo,
    change: {
      action: 'create',
      entity: 'promo-code',
      entityId: promo.code,
      summary: `Created promo code ${promo.code}`,
      after: promo,
    },
  };
}

export async function generatePromos(
  tx: Queryable,
  input: z.output<typeof staffPromoGenerateSchema>,
  now: Date,
): Promise<Written<{ created: string[] }>> {
  checkWindow(input.valid_from, input.valid_until);
  const created = await generateAll(input.prefix, input.count, async (codes) =>
    (
      await promoCodes.staffRows.insertPromos(
        tx,
        codes.map((code) => ({
          code,
          kind: input.kind,
          value: input.value,
          validFrom: dateOf(input.valid_from),
          validUntil: dateOf(input.valid_until),
          maxRedemptions: input.max_redemptions,
        })),
        now,
      )
    ).map((row) => row.code),
  );
  return {
    result: { created },
    change: {
      action: 'create',
      entity: 'promo-code',
      summary: `Generated ${created.length} promo codes (${input.prefix}-…, ${input.value}${input.kind === 'percent' ? ' %' : ' ¢'} off)`,
      after: { count: created.length, prefix: input.prefix, kind: input.kind, value: input.value },
    },
  };
}

export async function disablePromo(tx: Queryable, code: string, now: Date): Promise<Written<StaffPromo>> {
  const before = await promoCodes.staffRows.findPromo(tx, code);
  if (!before) throw notFound(`There is no promo code ${code}.`);
  const row = await promoCodes.staffRows.endPromo(tx, code, now);
  if (!row) throw new HttpError(409, 'CODE_ENDED', 'This code has ended already.');
  return {
    result: toPromo(row),
    change: {
      action: 'update',
      entity: 'promo-code',
      entityId: code,
      summary: `Disabled promo code ${code}`,
      before: { valid_until: before.validUntil },
      after: { valid_until: row.validUntil },
    },
  };
}

const toSchool = (row: promoCodes.staffRows.SchoolCodeRow): StaffSchool => ({
  code: row.code,
  school_name: row.schoolName,
  kind: row.kind,
  value: row.value,
  valid_until: ms(row.validUntil),
  max_redemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  created_at: row.createdAt.getTime(),
});

export async function listSchoolCodes(db: Queryable, query: StaffPageQuery): Promise<Page<StaffSchool>> {
  const { rows, total } = await promoCodes.staffRows.findSchoolCodes(db, {
    q: query.q,
    sort: query.sort,
    ...offsetOf(query),
  });
  return { rows: rows.map(toSchool), total, page: query.page, per_page: query.per_page };
}

export async function createSchoolCode(
  tx: Queryable,
  input: z.output<typeof staffSchoolInputSchema>,
  now: Date,
): Promise<Written<StaffSchool>> {
  const row = await promoCodes.staffRows.insertSchoolCode(
    tx,
    {
      code: input.code,
      schoolName: input.school_name,
      kind: input.kind,
      value: input.value,
      validUntil: dateOf(input.valid_until),
      maxRedemptions: input.max_redemptions,
    },
    now,
  );
  if (!row) throw codeTaken();
  const school = toSchool(row);
  return {
    result: school,
    change: {
      action: 'create',
      entity: 'school-code',
      entityId: school.code,
      summary: `Created school code ${school.code} (${school.school_name})`,
      after: school,
    },
  };
}

export async function disableSchoolCode(tx: Queryable, code: string, now: Date): Promise<Written<StaffSchool>> {
  const before = await promoCodes.staffRows.findSchoolCodeRow(tx, code);
  if (!before) throw notFound(`There is no school code ${code}.`);
  const row = await promoCodes.staffRows.endSchoolCode(tx, code, now);
  if (!row) throw new HttpError(409, 'CODE_ENDED', 'This code has ended already.');
  return {
    result: toSchool(row),
    change: {
      action: 'update',
      entity: 'school-code',
      entityId: code,
      summary: `Disabled school code ${code}`,
      before: { valid_until: before.validUntil },
      after: { valid_until: row.validUntil },
    },
  };
}

// ---- VIP codes ------------------------------------------------------------------------------------------

const toVip = (row: vip.staffRows.VipCodeRow): StaffVip => ({
  code: row.code,
  valid_until: ms(row.validUntil),
  max_redemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  created_at: row.createdAt.getTime(),
});

export async function listVipCodes(db: Queryable, query: StaffPageQuery): Promise<Page<StaffVip>> {
  const { rows, total } = await vip.staffRows.findVipCodes(db, { q: query.q, sort: query.sort, ...offsetOf(query) });
  return { rows: rows.map(toVip), total, page: query.page, per_page: query.per_page };
}

export async function createVipCode(
  tx: Queryable,
  input: z.output<typeof staffVipInputSchema>,
  now: Date,
): Promise<Written<StaffVip>> {
  const [row] = await vip.staffRows.insertVipCodes(
    tx,
    [{ code: input.code, validUntil: dateOf(input.valid_until), maxRedemptions: input.max_redemptions }],
    now,
  );
  if (!row) throw codeTaken();
  const code = toVip(row);
  return {
    result: code,
    change: {
      action: 'create',
      entity: 'vip-code',
      entityId: code.code,
      summary: `Created VIP code ${code.code}`,
      after: code,
    },
  };
}

export async function generateVipCodes(
  tx: Queryable,
  input: z.output<typeof staffVipGenerateSchema>,
  now: Date,
): Promise<Written<{ created: string[] }>> {
  const created = await generateAll(input.prefix, input.count, async (codes) =>
    (
      await vip.staffRows.insertVipCodes(
        tx,
        codes.map((code) => ({ code, validUntil: dateOf(input.valid_until), maxRedemptions: input.max_redemptions })),
        now,
      )
    ).map((row) => row.code),
  );
  return {
    result: { created },
    change: {
      action: 'create',
      entity: 'vip-code',
      summary: `Generated ${created.length} VIP codes (${input.prefix}-…)`,
      after: { count: created.length, prefix: input.prefix, max_redemptions: input.max_redemptions },
    },
  };
}

export async function disableVipCode(tx: Queryable, code: string, now: Date): Promise<Written<StaffVip>> {
  const before = await vip.staffRows.findVipCode(tx, code);
  if (!before) throw notFound(`There is no VIP code ${code}.`);
  const row = await vip.staffRows.endVipCode(tx, code, now);
  if (!row) throw new HttpError(409, 'CODE_ENDED', 'This code has ended already.');
  return {
    result: toVip(row),
    change: {
      action: 'update',
      entity: 'vip-code',
      entityId: code,
      summary: `Disabled VIP code ${code}`,
      before: { valid_until: before.validUntil },
      after: { valid_until: row.validUntil },
    },
  };
}

// ---- Travel photos --------------------------------------------------------------------------------------

export async function listTravelPhotos(
  db: Queryable,
  status: StaffTravelPhoto['status'],
  query: StaffPageQuery,
): Promise<Page<StaffTravelPhoto>> {
  const [rows, total, contestRows] = await Promise.all([
    marketing.staffRows.findTravelPhotosByStatus(db, status, { ...offsetOf(query), q: query.q }),
    marketing.staffRows.countTravelPhotosByStatus(db, status, query.q),
    catalogue.campaignsStaff.findAllContestRows(db),
  ]);
  return {
    rows: rows.map((row) => {
      const contest = contestRows.find((item) => item.id === row.contestId);
      return {
        id: row.id,
        contest_id: row.contestId,
        contest_title_en: contest?.titleEn ?? null,
        contest_title_fr: contest?.titleFr ?? null,
        user_id: row.userId,
        caption: row.caption,
        type: row.contentType,
        bytes: row.bytes,
        status: row.status,
        created_at: row.createdAt.getTime(),
      };
    }),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** Approve or refuse a photo: marketing's `reviewTravelPhoto` (the command line's too). */
export async function reviewTravelPhoto(
  tx: Queryable,
  id: number,
  decision: 'approved' | 'rejected',
  staff: { email: string },
  now: Date,
): Promise<Written<{ id: number; status: string }>> {
  const before = await marketing.staffRows.findTravelPhotoRow(tx, id);
  if (!before) throw notFound(`There is no travel photo ${id}.`);
  const reviewed = await marketing.reviewTravelPhoto({ db: tx }, id, decision, staff.email, now);
  return {
    result: { id: reviewed.id, status: reviewed.status },
    change: {
      action: 'review',
      entity: 'travel-photo',
      entityId: id,
      summary: `${decision === 'approved' ? 'Approved' : 'Refused'} travel photo ${id} (contest ${before.contestId})`,
      before: { status: before.status },
      after: { status: reviewed.status },
    },
  };
}

// The catalogue editor (issue 20 item 3; docs/decisions/031-catalogue-editor.md): partners with their
// stores geocoded, offers with every field of spec §3 and their states (live, scheduled, expired,
// delisted), the member's view of an offer before it is live, and the code pools' CSV uploads —
// previewed, then committed all or nothing. Every write runs in one transaction with its audit row
// (`record`, the staff plugin's recordStaffChange), which also empties every instance's caches.
import type { AuditAction } from '@spc/domain/staff';
import type { CategorySlug } from '@spc/domain/categories';
import { CATEGORY_SLUGS } from '@spc/domain/categories';
import { partnerSortKey } from '@spc/domain/offers';
import { isPartnerHost } from '@spc/domain/member-offers';
import { postalRegion } from '@spc/domain/location';
import type { OfferPageResponse } from '@spc/domain/catalogue-responses';
import {
  codeUploadReport,
  offerState,
  parseCodeCsv,
  POOLED_CODE_TYPES,
  STAFF_CATALOGUE_ERRORS,
  type CodePoolSummary,
  type CodeUploadReport,
  type OfferFormOptions,
  type OfferInput,
  type OfferListQuery,
  type OfferListResponse,
  type PartnerInput,
  type PartnerListResponse,
  type StaffCatalogueErrorCode,
  type StaffOffer,
  type StaffPartner,
} from '@spc/domain/staff-catalogue';
import type { StaffPageQuery } from '@spc/domain/staff';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { GeocoderUnavailableError, type Geocoder } from '../../adapters/geocoding/geocoder.ts';
import { partnerLogo } from '../../db/seed/artwork/catalogue.ts';
import { HttpError } from '../../errors.ts';
import { getOfferPage, partnerLogoPath, type PartnersContext } from '../catalogue/service.ts';
import { copyMedia, forgetImages, mediaExists, mediaKeys, resolveImages } from '../media/service.ts';
import {
  addCodesToPool,
  codePools,
  codesInPool,
  lockCodePool,
  setCodePoolThreshold,
  type PoolSummary,
} from '../redeem/service.ts';
import * as repo from './repository.ts';

export interface CatalogueEditDeps {
  db: Db;
  geocoder: Geocoder;
}

/** One staff write as the audit trail keeps it (the staff plugin's `StaffChange`). */
export interface CatalogueChange {
  action: AuditAction;
  entity: 'partner' | 'offer' | 'code-pool';
  entityId: number;
  summary: string;
  before?: unknown;
  after?: unknown;
}
/** Writes the audit row in the write's transaction (and empties the caches). */
export type RecordChange = (change: CatalogueChange, tx: Queryable) => Promise<void>;

export const catalogueError = (status: number, code: StaffCatalogueErrorCode, field?: string, message?: string) =>
  new HttpError(status, code, message ?? STAFF_CATALOGUE_ERRORS[code], field);

/** `sort` of the console's tables ("-col" descending) among `allowed`, else the default. */
function sortOf(sort: string | undefined, allowed: readonly string[], fallback: string) {
  const descending = sort?.startsWith('-') ?? false;
  const column = sort?.replace(/^-/, '');
  if (!column || !allowed.includes(column)) return { column: fallback, descending: false };
  return { column, descending };
}

const ms = (date: Date | null) => (date === null ? null : date.getTime());
const dateOf = (value: number | null) => (value === null ? null : new Date(value));

// ---- Partners ----------------------------------------------------------------------------------------------

export async function listPartners(
  deps: Pick<CatalogueEditDeps, 'db'>,
  query: StaffPageQuery,
  now: Date,
): Promise<PartnerListResponse> {
  const { rows, total } = await repo.listPartners(deps.db, {
    q: query.q,
    sort: sortOf(
      query.sort,
      ['partner_name', 'url_name', 'offers', 'live_offers', 'locations', 'created_at'],
      'partner_name',
    ),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    now,
  });
  return {
    rows: rows.map((row) => ({
      partner_id: row.partnerId,
      partner_name: row.partnerName,
      url_name: row.urlName,
      website_url: row.websiteUrl,
      offers: row.offers,
      live_offers: row.liveOffers,
      locations: row.locations,
      created_at: row.createdAt.getTime(),
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function getPartner(deps: Pick<CatalogueEditDeps, 'db'>, partnerId: number): Promise<StaffPartner> {
  const row = await repo.findPartner(deps.db, partnerId);
  if (!row) throw catalogueError(404, 'PARTNER_NOT_FOUND');
  const [locations, category, images] = await Promise.all([
    repo.findLocations(deps.db, partnerId),
    repo.mainCategoryOf(deps.db, partnerId),
    resolveImages(deps.db, [mediaKeys.partnerLogo(row.urlName)]),
  ]);
  const logo = images.get(mediaKeys.partnerLogo(row.urlName));
  return {
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    url_name: row.urlName,
    website_url: row.websiteUrl,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    is_bank: row.isBank,
    category: asCategorySlug(category),
    logo_url: logo?.src ?? partnerLogoPath(row.partnerId),
    logo_media_key: logo ? mediaKeys.partnerLogo(row.urlName) : null,
    locations: locations.map((location) => ({
      id: location.id,
      address: location.address,
      city: location.city,
      province: location.province,
      postal_code: location.postalCode,
      lat: location.lat,
      lon: location.lon,
    })),
    created_at: row.createdAt.getTime(),
  };
}

function asCategorySlug(value: string | undefined): CategorySlug | null {
  return value !== undefined && (CATEGORY_SLUGS as readonly string[]).includes(value) ? (value as CategorySlug) : null;
}

/**
 * The stores with their city, province and coordinates: a postal code the partner already had keeps
 * its place, a new one is asked of the geocoder (400 naming the line when it knows no such code, 503
 * when it cannot answer). Done before the transaction: no lock waits on a web service.
 */
async function geocodeLocations(deps: CatalogueEditDeps, input: PartnerInput, known: repo.LocationRow[]) {
  const byPostal = new Map(known.map((row) => [row.postalCode, row]));
  const resolved = [];
  for (const [index, location] of input.locations.entries()) {
    const field = `locations.${index}.postal_code`;
    const previous = byPostal.get(location.postal_code);
    if (previous) {
      resolved.push({
        address: location.address,
        city: previous.city,
        province: previous.province,
        postalCode: location.postal_code,
        lat: previous.lat,
        lon: previous.lon,
      });
      continue;
    }
    let found;
    try {
      found = await deps.geocoder.geocode(location.postal_code, postalRegion(location.postal_code));
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw catalogueError(503, 'GEOCODER_UNAVAILABLE', field);
      throw error;
    }
    if (!found) {
      throw catalogueError(
        400,
        'POSTAL_CODE_UNKNOWN',
        field,
        `No location found for postal code ${location.postal_code} (store ${index + 1}).`,
      );
    }
    resolved.push({
      address: location.address,
      city: found.city,
      province: found.province_code.slice(0, 2),
      postalCode: location.postal_code,
      lat: found.lat,
      lon: found.lon,
    });
  }
  return resolved;
}

async function checkLogo(db: Queryable, key: string | null) {
  if (key === null) return;
  if (!(await mediaExists(db, key))) throw catalogueError(400, 'MEDIA_NOT_FOUND', 'logo_media_key');
}

/** What the audit keeps of a partner: its fields and stores as the console edits them. */
const auditPartner = (partner: StaffPartner) => ({
  partner_name: partner.partner_name,
  url_name: partner.url_name,
  website_url: partner.website_url,
  description_en: partner.description_en,
  description_fr: partner.description_fr,
  logo_media_key: partner.logo_media_key,
  locations: partner.locations.map(({ address, postal_code, city, province }) => ({
    address,
    postal_code,
    city,
    province,
  })),
});

export async function createPartner(
  deps: CatalogueEditDeps,
  input: PartnerInput,
  record: RecordChange,
  now: Date,
): Promise<StaffPartner> {
  if (await repo.urlNameTaken(deps.db, input.url_name)) throw catalogueError(409, 'URL_NAME_TAKEN', 'url_name');
  await checkLogo(deps.db, input.logo_media_key);
  const locations = await geocodeLocations(deps, input, []);
  const partnerId = await deps.db.transaction(async (tx) => {
    await repo.lockIds(tx, 'partners');
    if (await repo.urlNameTaken(tx, input.url_name)) throw catalogueError(409, 'URL_NAME_TAKEN', 'url_name');
    const id = await repo.nextPartnerId(tx);
    await repo.insertPartner(tx, {
      partnerId: id,
      partnerName: input.partner_name,
      sortName: partnerSortKey(input.partner_name),
      urlName: input.url_name,
      descriptionEn: input.description_en,
      descriptionFr: input.description_fr,
      websiteUrl: input.website_url,
      logoSvg: partnerLogo(input.partner_name, input.category ?? 'local').svg,
      createdAt: now,
    });
    await repo.replaceLocations(tx, id, locations);
    if (input.logo_media_key) await copyMedia(tx, input.logo_media_key, mediaKeys.partnerLogo(input.url_name));
    await record(
      {
        action: 'create',
        entity: 'partner',
        entityId: id,
        summary: `Created partner ${id} (${input.partner_name})`,
        after: { ...input },
      },
      tx,
    );
    return id;
  });
  forgetImages(deps.db);
  return getPartner(deps, partnerId);
}

export async function updatePartner(
  deps: CatalogueEditDeps,
  partnerId: number,
  input: PartnerInput,
  record: RecordChange,
): Promise<StaffPartner> {
  const before = await getPartner(deps, partnerId);
  if (await repo.urlNameTaken(deps.db, input.url_name, partnerId)) {
    throw catalogueError(409, 'URL_NAME_TAKEN', 'url_name');
  }
  await checkLogo(deps.db, input.logo_media_key);
  const known = await repo.findLocations(deps.db, partnerId);
  const locations = await geocodeLocations(deps, input, known);
  await deps.db.transaction(async (tx) => {
    // The generated logo is redrawn only when what it shows changes: the name, or the chosen colours.
    const redraw =
      before.partner_name !== input.partner_name || (input.category !== null && input.category !== before.category);
    const category = input.category ?? before.category ?? 'local';
    await repo.updatePartner(tx, partnerId, {
      partnerName: input.partner_name,
      sortName: partnerSortKey(input.partner_name),
      urlName: input.url_name,
      descriptionEn: input.description_en,
      descriptionFr: input.description_fr,
      websiteUrl: input.website_url,
      ...(redraw ? { logoSvg: partnerLogo(input.partner_name, category, { bank: before.is_bank }).svg } : {}),
    });
    await repo.replaceLocations(tx, partnerId, locations);
    // The logo picture follows the url name (the catalogue reads it by `partner/<url name>/logo`).
    const logoFrom = input.logo_media_key ?? (before.url_name !== input.url_name ? before.logo_media_key : null);
    if (logoFrom) await copyMedia(tx, logoFrom, mediaKeys.partnerLogo(input.url_name));
    const after = {
      ...auditPartner(before),
      ...input,
      locations: locations.map(({ address, postalCode, city, province }) => ({
        address,
        postal_code: postalCode,
        city,
        province,
      })),
    };
    await record(
      {
        action: 'update',
        entity: 'partner',
        entityId: partnerId,
        summary: `Edited partner ${partnerId} (${input.partner_name})`,
        before: auditPartner(before),
        after,
      },
      tx,
    );
  });
  forgetImages(deps.db);
  return getPartner(deps, partnerId);
}

// ---- Offers --------------------------------------------------------------------------------------------------

const isPooled = (codeType: string) => (POOLED_CODE_TYPES as readonly string[]).includes(codeType);

function poolOf(summary: PoolSummary | undefined): CodePoolSummary | null {
  if (!summary) return null;
  return {
    total: summary.total,
    used: summary.used,
    remaining: summary.remaining,
    low_threshold: summary.lowThreshold,
    low_alerted_at: ms(summary.lowAlertedAt),
  };
}

export async function listOffers(
  deps: Pick<CatalogueEditDeps, 'db'>,
  query: OfferListQuery,
  now: Date,
): Promise<OfferListResponse> {
  const { rows, total } = await repo.listOffers(deps.db, {
    q: query.q,
    state: query.state,
    partnerId: query.partner_id,
    sort: sortOf(query.sort, ['offer_id', 'title_en', 'partner_name', 'start_date', 'end_date', 'views'], 'offer_id'),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    now,
  });
  const pools = await codePools(
    deps.db,
    rows.filter((row) => isPooled(row.codeType)).map((row) => row.offerId),
  );
  return {
    rows: rows.map((row) => ({
      offer_id: row.offerId,
      partner_id: row.partnerId,
      partner_name: row.partnerName,
      title_en: row.titleEn,
      title_fr: row.titleFr,
      state: offerState(
        { status: row.status, start_date: row.startDate.getTime(), end_date: ms(row.endDate) },
        now.getTime(),
      ),
      start_date: row.startDate.getTime(),
      end_date: ms(row.endDate),
      code_type: row.codeType,
      is_spc_plus: row.isSpcPlus,
      verified_students_only: row.verifiedStudentsOnly,
      views: row.views,
      codes_remaining: pools.get(row.offerId)?.remaining ?? null,
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function getOffer(deps: Pick<CatalogueEditDeps, 'db'>, offerId: number, now: Date): Promise<StaffOffer> {
  const row = await repo.findOffer(deps.db, offerId);
  if (!row) throw catalogueError(404, 'OFFER_NOT_FOUND');
  const { offer } = row;
  const coverKey = mediaKeys.offerCover(offer.offerId);
  const [images, pools] = await Promise.all([
    resolveImages(deps.db, [coverKey]),
    isPooled(offer.codeType) ? codePools(deps.db, [offerId]) : Promise.resolve(new Map<number, PoolSummary>()),
  ]);
  return {
    offer_id: offer.offerId,
    partner_id: offer.partnerId,
    partner_name: row.partnerName,
    partner_url_name: row.partnerUrlName,
    category_id: offer.categoryId,
    subcategory_ids: row.subcategoryIds,
    title_en: offer.titleEn,
    title_fr: offer.titleFr,
    description_en: offer.descriptionEn,
    description_fr: offer.descriptionFr,
    legal_en: row.legalEn ?? '',
    legal_fr: row.legalFr ?? '',
    tags: row.tags,
    online: offer.online,
    in_store: offer.inStore,
    is_spc_plus: offer.isSpcPlus,
    verified_students_only: offer.verifiedStudentsOnly,
    is_new_offer: offer.isNewOffer,
    is_new_partner: offer.isNewPartner,
    is_limited_time: offer.isLimitedTime,
    lto_start_date: ms(offer.ltoStartDate),
    lto_end_date: ms(offer.ltoEndDate),
    start_date: offer.startDate.getTime(),
    end_date: ms(offer.endDate),
    code_type: offer.codeType,
    display_kind: offer.displayKind,
    static_code: offer.staticCode,
    website_url: offer.websiteUrl,
    value_cents: offer.valueCents,
    discount_rank: offer.discountRank,
    views: offer.views,
    status: offer.status,
    state: offerState(
      { status: offer.status, start_date: offer.startDate.getTime(), end_date: ms(offer.endDate) },
      now.getTime(),
    ),
    cover_media_key: images.has(coverKey) ? coverKey : null,
    public_path: `/deals/${encodeURIComponent(row.partnerUrlName)}/offer/${offer.offerId}`,
    pool: isPooled(offer.codeType) ? (poolOf(pools.get(offerId)) ?? null) : null,
    created_at: offer.createdAt.getTime(),
  };
}

/** The checks a schema cannot make: the partner, category, subcategories, link and cover exist and fit. */
async function checkOffer(db: Queryable, input: OfferInput) {
  const partner = await repo.findPartner(db, input.partner_id);
  if (!partner) throw catalogueError(400, 'PARTNER_NOT_FOUND', 'partner_id');
  if (!(await repo.categoryExists(db, input.category_id)))
    throw catalogueError(400, 'CATEGORY_NOT_FOUND', 'category_id');
  const inCategory = await repo.subcategoriesIn(db, input.category_id, input.subcategory_ids);
  if (inCategory.length !== input.subcategory_ids.length) {
    throw catalogueError(400, 'SUBCATEGORY_NOT_IN_CATEGORY', 'subcategory_ids');
  }
  if (input.website_url !== null && !(partner.websiteUrl && isPartnerHost(input.website_url, partner.websiteUrl))) {
    throw catalogueError(400, 'WEBSITE_NOT_PARTNER', 'website_url');
  }
  if (input.cover_media_key !== null) {
    if (!(await mediaExists(db, input.cover_media_key)))
      throw catalogueError(400, 'MEDIA_NOT_FOUND', 'cover_media_key');
  }
}

function offerValues(input: OfferInput) {
  return {
    partnerId: input.partner_id,
    categoryId: input.category_id,
    titleEn: input.title_en,
    titleFr: input.title_fr,
    descriptionEn: input.description_en,
    descriptionFr: input.description_fr,
    online: input.online,
    inStore: input.in_store,
    isSpcPlus: input.is_spc_plus,
    verifiedStudentsOnly: input.verified_students_only,
    isNewOffer: input.is_new_offer,
    isNewPartner: input.is_new_partner,
    isLimitedTime: input.is_limited_time,
    // The window is kept only for a limited-time offer (the table's check).
    ltoStartDate: input.is_limited_time ? dateOf(input.lto_start_date) : null,
    ltoEndDate: input.is_limited_time ? dateOf(input.lto_end_date) : null,
    startDate: new Date(input.start_date),
    endDate: dateOf(input.end_date),
    codeType: input.code_type,
    displayKind: input.display_kind,
    staticCode: input.static_code,
    websiteUrl: input.website_url,
    valueCents: input.value_cents,
    discountRank: input.discount_rank,
  };
}

/** What the audit keeps of an offer: the editable fields, as the console sends them. */
function auditOffer(offer: StaffOffer): Omit<OfferInput, 'cover_media_key'> & { status: string } {
  return {
    partner_id: offer.partner_id,
    category_id: offer.category_id,
    subcategory_ids: offer.subcategory_ids,
    title_en: offer.title_en,
    title_fr: offer.title_fr,
    description_en: offer.description_en,
    description_fr: offer.description_fr,
    legal_en: offer.legal_en,
    legal_fr: offer.legal_fr,
    tags: offer.tags,
    online: offer.online,
    in_store: offer.in_store,
    is_spc_plus: offer.is_spc_plus,
    verified_students_only: offer.verified_students_only,
    is_new_offer: offer.is_new_offer,
    is_new_partner: offer.is_new_partner,
    is_limited_time: offer.is_limited_time,
    lto_start_date: offer.lto_start_date,
    lto_end_date: offer.lto_end_date,
    start_date: offer.start_date,
    end_date: offer.end_date,
    code_type: offer.code_type,
    display_kind: offer.display_kind,
    static_code: offer.static_code,
    website_url: offer.website_url,
    value_cents: offer.value_cents,
    discount_rank: offer.discount_rank,
    status: offer.status,
  };
}

async function writeOfferDetails(tx: Queryable, offerId: number, input: OfferInput) {
  await repo.setLegal(tx, offerId, input.legal_en, input.legal_fr);
  await repo.setTags(tx, offerId, input.tags);
  await repo.setSubcategories(tx, offerId, input.subcategory_ids);
  if (input.cover_media_key) await copyMedia(tx, input.cover_media_key, mediaKeys.offerCover(offerId));
}

export async function createOffer(
  deps: Pick<CatalogueEditDeps, 'db'>,
  input: OfferInput,
  record: RecordChange,
  now: Date,
): Promise<StaffOffer> {
  await checkOffer(deps.db, input);
  const offerId = await deps.db.transaction(async (tx) => {
    await repo.lockIds(tx, 'offers');
    const id = await repo.nextOfferId(tx);
    await repo.insertOffer(tx, { offerId: id, ...offerValues(input), status: 'active', createdAt: now });
    await writeOfferDetails(tx, id, input);
    await record(
      {
        action: 'create',
        entity: 'offer',
        entityId: id,
        summary: `Created offer ${id} (${input.title_en})`,
        after: { ...input, status: 'active' },
      },
      tx,
    );
    return id;
  });
  forgetImages(deps.db);
  return getOffer(deps, offerId, now);
}

export async function updateOffer(
  deps: Pick<CatalogueEditDeps, 'db'>,
  offerId: number,
  input: OfferInput,
  record: RecordChange,
  now: Date,
): Promise<StaffOffer> {
  const before = await getOffer(deps, offerId, now);
  await checkOffer(deps.db, input);
  await deps.db.transaction(async (tx) => {
    await repo.updateOffer(tx, offerId, offerValues(input));
    await writeOfferDetails(tx, offerId, input);
    await record(
      {
        action: 'update',
        entity: 'offer',
        entityId: offerId,
        summary: `Edited offer ${offerId} (${input.title_en})`,
        before: auditOffer(before),
        after: { ...input, status: before.status },
      },
      tx,
    );
  });
  forgetImages(deps.db);
  return getOffer(deps, offerId, now);
}

/** Delists (members get "offer delisted") or relists an offer. */
export async function setOfferListed(
  deps: Pick<CatalogueEditDeps, 'db'>,
  offerId: number,
  listed: boolean,
  record: RecordChange,
  now: Date,
): Promise<StaffOffer> {
  const before = await getOffer(deps, offerId, now);
  const status = listed ? 'active' : 'delisted';
  if (before.status !== status) {
    await deps.db.transaction(async (tx) => {
      await repo.updateOffer(tx, offerId, { status });
      await record(
        {
          action: 'update',
          entity: 'offer',
          entityId: offerId,
          summary: `${listed ? 'Relisted' : 'Delisted'} offer ${offerId} (${before.partner_name} — ${before.title_en})`,
          before: { status: before.status },
          after: { status },
        },
        tx,
      );
    });
  }
  return getOffer(deps, offerId, now);
}

export async function offerFormOptions(deps: Pick<CatalogueEditDeps, 'db'>): Promise<OfferFormOptions> {
  const rows = await repo.categoriesWithSubcategories(deps.db);
  return {
    categories: rows.map((category) => ({
      id: category.id,
      url_name: category.urlName,
      name_en: category.nameEn,
      name_fr: category.nameFr,
      subcategories: category.subcategories.map((sub) => ({
        id: sub.id,
        url_name: sub.urlName,
        name_en: sub.nameEn,
        name_fr: sub.nameFr,
      })),
    })),
  };
}

/**
 * The offer page as a member would load it (the public offer call's own answer, built by the catalogue
 * module), whatever the offer's state: the console renders it before the offer is live.
 */
export async function previewOffer(
  context: PartnersContext,
  offerId: number,
  now: Date,
): Promise<{ state: StaffOffer['state']; public_path: string; page: OfferPageResponse }> {
  const offer = await getOffer(context, offerId, now);
  const page = await getOfferPage(context, offerId, undefined, now, { preview: true });
  return { state: offer.state, public_path: offer.public_path, page };
}

// ---- Code pools ---------------------------------------------------------------------------------------------

async function pooledOffer(db: Queryable, offerId: number) {
  const row = await repo.findOffer(db, offerId);
  if (!row) throw catalogueError(404, 'OFFER_NOT_FOUND');
  if (!isPooled(row.offer.codeType)) throw catalogueError(409, 'NOT_A_POOL', 'code_type');
  return row;
}

async function reportFor(
  db: Queryable,
  offerId: number,
  csv: string,
): Promise<{ report: CodeUploadReport; codes: string[] }> {
  const rows = parseCodeCsv(csv);
  const candidates = rows.filter((row) => !row.problem).map((row) => row.value);
  const existing = await codesInPool(db, offerId, candidates);
  const report = codeUploadReport(rows, existing);
  return { report, codes: candidates.filter((code) => !existing.has(code)) };
}

export async function getCodePool(deps: Pick<CatalogueEditDeps, 'db'>, offerId: number): Promise<CodePoolSummary> {
  await pooledOffer(deps.db, offerId);
  return poolOf((await codePools(deps.db, [offerId])).get(offerId))!;
}

/** What a commit of this file would do; nothing is written. */
export async function previewCodes(
  deps: Pick<CatalogueEditDeps, 'db'>,
  offerId: number,
  csv: string,
): Promise<CodeUploadReport> {
  await pooledOffer(deps.db, offerId);
  return (await reportFor(deps.db, offerId, csv)).report;
}

/**
 * Adds the file's codes, all or none: the file is read again inside the pool's lock, and any refused
 * line (bad, repeated, already in the pool) refuses the whole file — nothing is written and the answer
 * is the report (`committed: false`; the route answers 422 CODES_REJECTED with it).
 */
export async function commitCodes(
  deps: Pick<CatalogueEditDeps, 'db'>,
  offerId: number,
  csv: string,
  record: RecordChange,
  now: Date,
): Promise<{ committed: boolean; report: CodeUploadReport }> {
  const offer = await pooledOffer(deps.db, offerId);
  return deps.db.transaction(async (tx) => {
    await lockCodePool(tx, offerId);
    const { report, codes } = await reportFor(tx, offerId, csv);
    if (!report.can_commit) return { committed: false, report };
    const before = (await codePools(tx, [offerId])).get(offerId)!;
    const after = await addCodesToPool(tx, offerId, codes, now);
    await record(
      {
        action: 'import',
        entity: 'code-pool',
        entityId: offerId,
        summary: `Added ${codes.length} codes to the pool of offer ${offerId} (${offer.partnerName} — ${offer.offer.titleEn})`,
        before: { total: before.total, remaining: before.remaining },
        after: { total: after.total, remaining: after.remaining, added: codes.length },
      },
      tx,
    );
    return { committed: true, report: { ...report, pool: poolOf(after)! } };
  });
}

export async function setPoolThreshold(
  deps: Pick<CatalogueEditDeps, 'db'>,
  offerId: number,
  lowThreshold: number,
  record: RecordChange,
  now: Date,
): Promise<CodePoolSummary> {
  await pooledOffer(deps.db, offerId);
  return deps.db.transaction(async (tx) => {
    await lockCodePool(tx, offerId);
    const before = (await codePools(tx, [offerId])).get(offerId)!;
    const after = await setCodePoolThreshold(tx, offerId, lowThreshold, now);
    await record(
      {
        action: 'update',
        entity: 'code-pool',
        entityId: offerId,
        summary: `Set the low-codes alert of offer ${offerId} at ${lowThreshold}`,
        before: { low_threshold: before.lowThreshold },
        after: { low_threshold: lowThreshold },
      },
      tx,
    );
    return poolOf(after)!;
  });
}

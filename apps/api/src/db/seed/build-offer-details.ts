// What hangs off each offer: its legal text, its pool of uploaded codes and its search tags.
import type { offerCodes, offerLegal } from '../schema/catalogue.ts';
import type { BuiltOffer } from './build-offers.ts';
import { dateEn, dateFr } from './copy-format.ts';
import type { Random } from './random.ts';
import { SUBCATEGORY_TAGS, TAG_VOCABULARY } from './tags-data.ts';

export type OfferLegalRow = typeof offerLegal.$inferInsert;
export type OfferCodeRow = typeof offerCodes.$inferInsert;

const CODES_PER_POOL = 20;
/** One pool is nearly empty, for the "codes running out" path. */
const LOW_POOL_SIZE = 2;
const MIN_TAGS = 2;
const MAX_TAGS = 5;

export function buildOfferLegal(offer: BuiltOffer): OfferLegalRow {
  const { row } = offer;
  const en = ['Valid for SPC members with a valid card; a student ID may be requested.'];
  const fr = ["Offre réservée aux membres SPC titulaires d'une carte valide; une carte étudiante peut être exigée."];
  if (row.isSpcPlus) {
    en.push('Exclusive to SPC+ members.');
    fr.push('Exclusivité SPC+.');
  }
  if (row.online && row.inStore) {
    en.push('Valid online and in participating stores.');
    fr.push('Valable en ligne et dans les magasins participants.');
  } else if (row.online) {
    en.push('Valid online only.');
    fr.push('Valable en ligne seulement.');
  } else {
    en.push('Valid in participating stores only.');
    fr.push('Valable dans les magasins participants seulement.');
  }
  en.push('Cannot be combined with any other offer or promotion. No cash value.');
  fr.push('Ne peut être jumelée à aucune autre offre ou promotion. Aucune valeur monétaire.');
  if (row.endDate) {
    en.push(`Offer ends ${dateEn(row.endDate)}.`);
    fr.push(`L'offre prend fin le ${dateFr(row.endDate)}.`);
  } else {
    en.push('The partner may change or withdraw this offer at any time.');
    fr.push('Le partenaire peut modifier ou retirer cette offre en tout temps.');
  }
  return { offerId: row.offerId, legalEn: en.join(' '), legalFr: fr.join(' ') };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function code(rng: Random, prefix: string): string {
  let body = '';
  for (let i = 0; i < 8; i++) body += rng.pick([...CODE_ALPHABET]);
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`;
}

export interface CodePools {
  rows: OfferCodeRow[];
  lowPoolOfferId: number;
}

export function buildCodePools(rng: Random, offers: readonly BuiltOffer[]): CodePools {
  const pooled = offers.filter(({ row }) => row.codeType === 'upload_unique' || row.codeType === 'upload_random');
  const low = pooled.find(({ row, state }) => row.codeType === 'upload_unique' && state === 'live');
  if (!low) throw new Error('No live upload_unique offer for the nearly empty code pool');
  const rows: OfferCodeRow[] = [];
  for (const offer of pooled) {
    const prefix = offer.partner.row.urlName.replaceAll('-', '').slice(0, 6).toUpperCase();
    const size = offer === low ? LOW_POOL_SIZE : CODES_PER_POOL;
    const codes = new Set<string>();
    while (codes.size < size) codes.add(code(rng, prefix));
    for (const value of codes) rows.push({ offerId: offer.row.offerId, code: value });
  }
  return { rows, lowPoolOfferId: low.row.offerId };
}

export interface OfferTag {
  offerId: number;
  tag: string;
}

/**
 * The tag naming an offer's partner (its name, lower-case): a partner's page with several offers goes to
 * a search for the partner's name (spec §2), and searches are by tag (§5), so that search finds them.
 */
export function partnerTag(offer: BuiltOffer): string {
  return offer.partner.row.partnerName.toLowerCase();
}

/**
 * 2–5 tags per offer from its subcategories, words of its title first; then every tag still unused
 * goes to an offer of a subcategory that lists it, so that each tag finds something. Every offer also
 * carries its partner's name (`partnerTag`).
 */
export function buildOfferTags(rng: Random, offers: readonly BuiltOffer[]): OfferTag[] {
  const chosen = new Map<number, string[]>();
  for (const offer of offers) {
    const pool = [...new Set(offer.subcategoryKeys.flatMap((key) => SUBCATEGORY_TAGS[key] ?? []))];
    const title = `${offer.row.titleEn} ${offer.row.titleFr}`.toLowerCase();
    const inTitle = pool.filter((tag) => title.includes(tag));
    const rest = rng.shuffle(pool.filter((tag) => !inTitle.includes(tag)));
    const count = Math.min(pool.length, rng.int(MIN_TAGS, MAX_TAGS));
    chosen.set(offer.row.offerId, [...inTitle, ...rest].slice(0, Math.max(count, Math.min(inTitle.length, MAX_TAGS))));
  }
  const used = new Set([...chosen.values()].flat());
  for (const tag of TAG_VOCABULARY) {
    if (used.has(tag)) continue;
    const holders = offers
      .filter((offer) => offer.subcategoryKeys.some((key) => SUBCATEGORY_TAGS[key]?.includes(tag)))
      .map((offer) => chosen.get(offer.row.offerId) ?? [])
      .filter((tags) => tags.length < MAX_TAGS);
    const target = holders.sort((a, b) => a.length - b.length)[0];
    if (!target) throw new Error(`No offer can carry the tag ${tag}`);
    target.push(tag);
    used.add(tag);
  }
  const partnerTags = new Map(offers.map((offer) => [offer.row.offerId, partnerTag(offer)]));
  return [...chosen].flatMap(([offerId, tags]) =>
    [...new Set([...tags, partnerTags.get(offerId)!])].map((tag) => ({ offerId, tag })),
  );
}

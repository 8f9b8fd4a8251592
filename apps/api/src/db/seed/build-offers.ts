// Builds the offers of every partner from the copy templates, then gives some of them the states
// the product must handle: delisted, expired, limited-time (running, upcoming, ended), SPC+, new.
import type { CategorySlug } from '@spc/domain/categories';
import type { CodeType, DisplayKind } from '@spc/domain/offers';
import type { offers } from '../schema/catalogue.ts';
import type { BuiltPartner } from './build-partners.ts';
import type { Phrase } from './categories-data.ts';
import {
  BANK_OFFERS,
  CATEGORY_TEMPLATES,
  GENERIC_TEMPLATES,
  type OfferCopy,
  type OfferTemplate,
} from './offer-templates.ts';
import type { Random } from './random.ts';

export type OfferRow = typeof offers.$inferInsert & { offerId: number; startDate: Date; endDate: Date | null };

export type OfferState = 'live' | 'delisted' | 'expired' | 'running-lto' | 'upcoming-lto' | 'ended-lto';

export interface BuiltOffer {
  row: OfferRow;
  partner: BuiltPartner;
  /** `category/subcategory` keys, the partner's own first. */
  subcategoryKeys: string[];
  state: OfferState;
}

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How many offers get each special state; running limited-time offers come on top. */
const STATE_QUOTAS: readonly [OfferState, number][] = [
  ['delisted', 12],
  ['expired', 14],
  ['ended-lto', 6],
  ['upcoming-lto', 6],
];
const RUNNING_LTO_COUNT = 24;
const SPC_PLUS_SHARE = 0.12;
const NEW_OFFER_SHARE = 0.08;

const BASKET_CENTS: Record<CategorySlug, number> = {
  fitness: 6000,
  food: 2000,
  travel: 25_000,
  fashion: 8000,
  'tech-mobile': 40_000,
  local: 4000,
  beauty: 5000,
  entertainment: 3000,
  lifestyle: 6000,
};

interface Channel {
  online: boolean;
  inStore: boolean;
}

function offerCount(rng: Random, partner: BuiltPartner): number {
  if (partner.isSingleOffer) return 1;
  if (partner.isBank) return BANK_OFFERS.length;
  const roll = rng.next();
  return roll < 0.2 ? 2 : roll < 0.5 ? 3 : roll < 0.8 ? 4 : 5;
}

function templatesFor(partner: BuiltPartner): { specific: OfferTemplate[]; generic: OfferTemplate[] } {
  const { category, subcategory, channel } = partner.seed;
  const key = `${category}/${subcategory}`;
  const fits = (template: OfferTemplate) =>
    (!template.categories || template.categories.includes(category)) &&
    (!template.subcategories || template.subcategories.includes(key)) &&
    !(template.channel === 'online' && channel === 's') &&
    !(template.channel === 'instore' && channel === 'o');
  return { specific: CATEGORY_TEMPLATES.filter(fits), generic: GENERIC_TEMPLATES.filter(fits) };
}

/** Distinct templates for one partner, alternating category-specific and generic ones. */
function chooseTemplates(rng: Random, partner: BuiltPartner, count: number): OfferTemplate[] {
  const { specific, generic } = templatesFor(partner);
  const a = rng.shuffle(specific);
  const b = rng.shuffle(generic);
  const [first, second] = rng.chance(0.5) ? [a, b] : [b, a];
  const order: OfferTemplate[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    const x = first[i];
    const y = second[i];
    if (x) order.push(x);
    if (y) order.push(y);
  }
  const percentItem = GENERIC_TEMPLATES[0];
  while (order.length < count && percentItem) order.push(percentItem);
  return order.slice(0, count);
}

function channelFor(rng: Random, template: OfferTemplate | undefined, partner: BuiltPartner): Channel {
  if (template?.channel === 'online') return { online: true, inStore: false };
  if (template?.channel === 'instore') return { online: false, inStore: true };
  switch (partner.seed.channel) {
    case 'o':
      return { online: true, inStore: false };
    case 's':
      return { online: false, inStore: true };
    case 'b': {
      const roll = rng.next();
      return roll < 0.25
        ? { online: true, inStore: false }
        : roll < 0.5
          ? { online: false, inStore: true }
          : { online: true, inStore: true };
    }
  }
}

type CodeChoice = [CodeType, DisplayKind];

function weighted<T>(rng: Random, options: readonly [T, number][]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = options.at(-1);
  if (!last) throw new Error('weighted pick from no options');
  return last[0];
}

function codeChoice(rng: Random, channel: Channel): CodeChoice {
  if (!channel.online) {
    return weighted<CodeChoice>(rng, [
      [['static', 'card_number'], 65],
      [['static', 'no_code'], 35],
    ]);
  }
  if (!channel.inStore) {
    return weighted<CodeChoice>(rng, [
      [['static', 'static'], 45],
      [['generated', 'random'], 10],
      [['generated', 'unique'], 10],
      [['upload_unique', 'unique'], 12],
      [['upload_random', 'random'], 8],
      [['static', 'no_code'], 15],
    ]);
  }
  return weighted<CodeChoice>(rng, [
    [['static', 'static'], 40],
    [['static', 'card_number'], 30],
    [['upload_unique', 'unique'], 10],
    [['static', 'no_code'], 20],
  ]);
}

function howToUse(display: DisplayKind, channel: Channel): Phrase {
  const both = channel.online && channel.inStore;
  switch (display) {
    case 'static':
    case 'unique':
    case 'random':
      if (both)
        return {
          en: 'Reveal your code and enter it at checkout online, or show it at the counter.',
          fr: 'Affichez votre code et entrez-le au moment de payer en ligne, ou présentez-le à la caisse.',
        };
      return channel.online
        ? {
            en: 'Reveal your code and enter it at checkout.',
            fr: 'Affichez votre code et entrez-le au moment de payer.',
          }
        : {
            en: 'Reveal your code and show it at the counter.',
            fr: 'Affichez votre code et présentez-le à la caisse.',
          };
    case 'card_number':
      if (both)
        return {
          en: 'Enter your SPC card number at checkout, or show your digital card in store.',
          fr: 'Entrez votre numéro de carte SPC au moment de payer, ou présentez votre carte numérique en magasin.',
        };
      return channel.online
        ? { en: 'Enter your SPC card number at checkout.', fr: 'Entrez votre numéro de carte SPC au moment de payer.' }
        : { en: 'Show your digital SPC card at the counter.', fr: 'Présentez votre carte SPC numérique à la caisse.' };
    case 'no_code':
      if (both)
        return {
          en: 'Mention SPC in store, or shop through SPC online and the discount applies automatically.',
          fr: "Mentionnez SPC en magasin, ou passez par SPC en ligne et le rabais s'applique automatiquement.",
        };
      return channel.online
        ? {
            en: 'The discount is applied automatically when you shop through SPC.',
            fr: 'Le rabais est appliqué automatiquement lorsque vous passez par SPC.',
          }
        : {
            en: 'Mention SPC at the counter to get the deal.',
            fr: "Mentionnez SPC à la caisse pour profiter de l'offre.",
          };
  }
}

function staticCode(rng: Random, partner: BuiltPartner): string {
  const stem = partner.row.urlName.replaceAll('-', '').slice(0, 6).toUpperCase();
  return `${stem}SPC${rng.int(10, 99)}`;
}

/** Joins sentences, dropping the doubled full stop after a name such as "Islander Ferry Co.". */
const sentences = (...parts: string[]): string => parts.join(' ').replaceAll('..', '.');

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** What the offers builder needs to know about the categories. */
export interface OfferCatalogue {
  /** Items of each subcategory, by `category/subcategory` key. */
  items: ReadonlyMap<string, readonly Phrase[]>;
  categoryIds: ReadonlyMap<CategorySlug, number>;
}

export function buildOffers(
  rng: Random,
  day: Date,
  builtPartners: readonly BuiltPartner[],
  catalogue: OfferCatalogue,
): BuiltOffer[] {
  const dayMs = day.getTime();
  const at = (days: number, hour = 0): Date => new Date(dayMs + days * DAY_MS + hour * HOUR_MS);
  const endOfDay = (days: number): Date => new Date(dayMs + (days + 1) * DAY_MS - 1000);
  const built: BuiltOffer[] = [];

  for (const partner of builtPartners) {
    const count = offerCount(rng, partner);
    const templates = partner.isBank ? [] : chooseTemplates(rng, partner, count);
    const subcategories = partnerSubcategories(partner, catalogue);
    const categoryId = catalogue.categoryIds.get(partner.seed.category);
    if (categoryId === undefined) throw new Error(`Unknown category ${partner.seed.category}`);
    for (let i = 0; i < count; i++) {
      const template = templates[i];
      const secondSub =
        subcategories.others.length > 0 && rng.chance(0.35) ? rng.pick(subcategories.others) : undefined;
      const subcategoryKeys = [subcategories.own, ...(secondSub ? [secondSub.key] : [])];
      // What the offer is on is always something the partner sells (an optician's offer is on glasses,
      // never on knitwear): the draw from the second subcategory's items is kept, so the rest of the
      // seed stays the same, but read as the partner's own item at the same place.
      const drawnFrom = rng.chance(0.8) || !secondSub ? subcategories.ownItems : secondSub.items;
      const drawn = rng.pick(drawnFrom);
      const own = subcategories.ownItems;
      const item = drawnFrom === own ? drawn : (own[drawnFrom.indexOf(drawn) % own.length] ?? drawn);
      const copy: OfferCopy | undefined = template
        ? template.build({
            rng,
            partner: partner.row.partnerName,
            item,
            basketCents: BASKET_CENTS[partner.seed.category],
          })
        : BANK_OFFERS[i];
      if (!copy) throw new Error(`No copy for offer ${i + 1} of ${partner.row.partnerName}`);
      const channel = partner.isBank ? { online: true, inStore: true } : channelFor(rng, template, partner);
      const [codeType, displayKind] = partner.isBank ? (['static', 'no_code'] as CodeChoice) : codeChoice(rng, channel);
      const how = howToUse(displayKind, channel);

      const isNewOffer = partner.isNew || rng.chance(NEW_OFFER_SHARE);
      const startDate = partner.isNew
        ? at(-rng.int(0, 44), rng.int(8, 20))
        : isNewOffer
          ? at(-rng.int(0, 29), rng.int(8, 20))
          : at(-rng.int(31, 730), rng.int(8, 20));
      const r = rng.next();
      const views = isNewOffer ? Math.floor(1500 * r * r) : Math.floor(50_000 * r * r * r);
      // The single-offer partner's offer stays open-ended so that /deals/{partner} always resolves to it.
      const endDate = !partner.isSingleOffer && rng.chance(0.2) ? endOfDay(rng.int(30, 365)) : null;

      built.push({
        row: {
          offerId: built.length + 1,
          partnerId: partner.row.partnerId,
          categoryId,
          titleEn: copy.titleEn,
          titleFr: copy.titleFr,
          descriptionEn: sentences(copy.leadEn, how.en),
          descriptionFr: sentences(copy.leadFr, how.fr),
          online: channel.online,
          inStore: channel.inStore,
          isSpcPlus: partner.isBank || rng.chance(SPC_PLUS_SHARE),
          isLimitedTime: false,
          ltoStartDate: null,
          ltoEndDate: null,
          isNewOffer: isNewOffer && startDate.getTime() > dayMs - 30 * DAY_MS,
          isNewPartner: partner.isNew,
          views,
          discountRank: clamp(Math.round(copy.rank + rng.int(-10, 10)), 0, 100),
          startDate,
          endDate,
          status: 'active',
          codeType,
          displayKind,
          staticCode: codeType === 'static' ? staticCode(rng, partner) : null,
          websiteUrl: channel.online ? `${partner.row.websiteUrl ?? ''}/students` : null,
          valueCents: copy.valueCents,
          createdAt: startDate,
        },
        partner,
        subcategoryKeys,
        state: 'live',
      });
    }
  }

  assignStates(rng, built, { at, endOfDay, dayMs });
  markVerifiedStudentsOnly(built);
  return built;
}

interface PartnerSubcategories {
  own: string;
  ownItems: readonly Phrase[];
  others: readonly { key: string; items: readonly Phrase[] }[];
}

function partnerSubcategories(partner: BuiltPartner, catalogue: OfferCatalogue): PartnerSubcategories {
  const own = `${partner.seed.category}/${partner.seed.subcategory}`;
  const ownItems = catalogue.items.get(own);
  if (!ownItems) throw new Error(`Unknown subcategory ${own}`);
  const others = partner.isBank
    ? []
    : [...catalogue.items]
        .filter(([key]) => key !== own && key.startsWith(`${partner.seed.category}/`) && key !== 'lifestyle/banking')
        .map(([key, items]) => ({ key, items }));
  return { own, ownItems, others };
}

interface DateHelpers {
  at: (days: number, hour?: number) => Date;
  endOfDay: (days: number) => Date;
  dayMs: number;
}

function assignStates(rng: Random, built: BuiltOffer[], { at, endOfDay, dayMs }: DateHelpers): void {
  const byPartner = new Map<number, BuiltOffer[]>();
  for (const offer of built) {
    const list = byPartner.get(offer.row.partnerId) ?? [];
    list.push(offer);
    byPartner.set(offer.row.partnerId, list);
  }
  // At most one special offer per partner, and only where at least two live ones remain, so that
  // /deals/{partner} never collapses to a single offer by accident.
  const eligible = rng.shuffle(
    [...byPartner.values()].filter(
      (list) => list.length >= 3 && !list[0]?.partner.isBank && !list[0]?.partner.isSingleOffer,
    ),
  );
  const queue = STATE_QUOTAS.flatMap(([state, count]) => Array.from({ length: count }, () => state));
  if (eligible.length < queue.length) throw new Error('Not enough partners to spread the offer states over');
  queue.forEach((state, index) => {
    const offer = rng.pick(eligible[index] ?? []);
    offer.state = state;
    const row = offer.row;
    switch (state) {
      case 'delisted':
        row.status = 'delisted';
        break;
      case 'expired': {
        row.endDate = endOfDay(-rng.int(1, 90));
        if (row.startDate >= row.endDate) row.startDate = at(-rng.int(120, 400), 9);
        break;
      }
      case 'ended-lto': {
        const end = endOfDay(-rng.int(2, 60));
        const start = new Date(end.getTime() - rng.int(7, 30) * DAY_MS + 1000);
        Object.assign(row, { isLimitedTime: true, ltoStartDate: start, ltoEndDate: end, endDate: end });
        if (row.startDate > start) row.startDate = start;
        break;
      }
      case 'upcoming-lto': {
        const startIn = rng.int(2, 20);
        const start = at(startIn);
        const end = endOfDay(startIn + rng.int(7, 30));
        Object.assign(row, { isLimitedTime: true, ltoStartDate: start, ltoEndDate: end, endDate: end });
        break;
      }
      case 'live':
      case 'running-lto':
        break;
    }
    row.isNewOffer = row.isNewOffer && state !== 'expired' && state !== 'ended-lto';
    row.createdAt = row.startDate;
  });

  const candidates = built.filter((offer) => offer.state === 'live' && !offer.partner.isSingleOffer);
  for (const offer of rng.sample(candidates, RUNNING_LTO_COUNT)) {
    const start = at(-rng.int(1, 14));
    const end = endOfDay(rng.int(3, 30));
    offer.state = 'running-lto';
    Object.assign(offer.row, { isLimitedTime: true, ltoStartDate: start, ltoEndDate: end, endDate: end });
    if (offer.row.startDate > start) offer.row.startDate = start;
    offer.row.createdAt = offer.row.startDate;
  }
  // Keep "new" consistent with the start date after the moves above.
  for (const offer of built) {
    if (offer.row.startDate.getTime() <= dayMs - 30 * DAY_MS) offer.row.isNewOffer = false;
  }
}

/** Offers a partner keeps for verified students (issue 18 item 7). */
export const VERIFIED_ONLY_OFFERS = 2;

/**
 * Issue 18 item 7: the last live, open-ended, non-SPC+ offers of two partners become "verified
 * students only" — chosen without the random generator, so every other seeded value stays as it was,
 * and from the end, so the first ordinary offers (which other tests pick) stay open to every member.
 */
function markVerifiedStudentsOnly(built: BuiltOffer[]): void {
  const partners = new Set<number>();
  for (const offer of [...built].reverse()) {
    if (partners.size === VERIFIED_ONLY_OFFERS) return;
    const { row } = offer;
    if (offer.state !== 'live' || row.isSpcPlus || row.endDate !== null || offer.partner.isBank) continue;
    if (partners.has(row.partnerId) || offer.partner.isSingleOffer) continue;
    row.verifiedStudentsOnly = true;
    partners.add(row.partnerId);
  }
}

// Builds the partner rows: url names, bilingual descriptions, logos and, for partners with
// in-store offers, their stores in Canadian cities.
import { partnerSortKey } from '@spc/domain/offers';
import type { partnerLocations, partners } from '../schema/catalogue.ts';
import { listEn, listFr } from './copy-format.ts';
import { partnerLogoSvg } from './logos.ts';
import {
  BANK_DESCRIPTION,
  BANK_PARTNER,
  type Channel,
  PARTNER_CLOSINGS,
  PARTNER_KINDS,
  PARTNER_SEEDS,
  type PartnerSeed,
  SINGLE_OFFER_PARTNER_NAME,
} from './partners-data.ts';
import { CITIES, type City, POSTAL_LETTERS } from './places.ts';
import type { Random } from './random.ts';

export type PartnerRow = typeof partners.$inferInsert & { partnerId: number; urlName: string };
export type LocationRow = typeof partnerLocations.$inferInsert;

export interface BuiltPartner {
  row: PartnerRow;
  seed: PartnerSeed;
  isBank: boolean;
  isSingleOffer: boolean;
  isNew: boolean;
  locations: LocationRow[];
}

const NEW_PARTNER_COUNT = 10;

/** "Café Étoile" → "cafe-etoile", "Cascade Run Co." → "cascade-run-co". */
export function slugify(name: string): string {
  return partnerSortKey(name)
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function postalCode(rng: Random, city: City): string {
  return `${rng.pick(city.fsas)} ${rng.int(0, 9)}${rng.pick([...POSTAL_LETTERS])}${rng.int(0, 9)}`;
}

const jitter = (rng: Random, centre: number): number => Math.round((centre + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6;

function buildLocations(rng: Random, partnerId: number, seed: PartnerSeed): LocationRow[] {
  if (seed.channel === 'o') return [];
  const weighted = CITIES.flatMap((city) => Array.from({ length: city.weight }, () => city));
  // Local businesses stay in one city; chains spread out.
  const count = seed.category === 'local' ? rng.int(1, 2) : seed.channel === 's' ? rng.int(1, 4) : rng.int(1, 3);
  const home = rng.pick(weighted);
  const cities: City[] = [home];
  while (cities.length < count) {
    const city = seed.category === 'local' ? home : rng.pick(weighted);
    if (seed.category === 'local' || !cities.includes(city)) cities.push(city);
  }
  return cities.map((city) => {
    const number = rng.int(10, 2999);
    const street = rng.pick(city.streets);
    return {
      partnerId,
      address: city.frenchAddress ? `${number}, ${street}` : `${number} ${street}`,
      city: city.name,
      province: city.province,
      postalCode: postalCode(rng, city),
      lat: jitter(rng, city.lat),
      lon: jitter(rng, city.lon),
    };
  });
}

function whereSentence(channel: Channel, cities: readonly string[]): { en: string; fr: string } {
  const frCities = listFr(cities.map((city) => `à ${city}`));
  switch (channel) {
    case 'o':
      return {
        en: 'Its deals are available online across Canada.',
        fr: 'Ses offres sont accessibles en ligne partout au Canada.',
      };
    case 's':
      return { en: `Locations in ${listEn(cities)}.`, fr: `Points de vente ${frCities}.` };
    case 'b':
      return {
        en: `Save online or in person in ${listEn(cities)}.`,
        fr: `Profitez-en en ligne ou en personne ${frCities}.`,
      };
  }
}

export function buildPartners(rng: Random, createdAt: Date): BuiltPartner[] {
  const bankSeed: PartnerSeed = {
    name: BANK_PARTNER.name,
    category: BANK_PARTNER.category,
    subcategory: BANK_PARTNER.subcategory,
    channel: 'b',
  };
  const seeds = [...PARTNER_SEEDS, bankSeed];
  const ordinary = seeds
    .map((seed, index) => ({ seed, index }))
    .filter(({ seed }) => seed !== bankSeed && seed.name !== SINGLE_OFFER_PARTNER_NAME);
  const newPartners = new Set(rng.sample(ordinary, NEW_PARTNER_COUNT).map(({ index }) => index));

  const seen = new Set<string>();
  return seeds.map((seed, index) => {
    const partnerId = index + 1;
    const isBank = seed === bankSeed;
    const urlName = isBank ? BANK_PARTNER.urlName : slugify(seed.name);
    if (seen.has(urlName)) throw new Error(`Two partners share the url name ${urlName}`);
    seen.add(urlName);

    const locations = isBank ? [] : buildLocations(rng, partnerId, seed);
    const kind = PARTNER_KINDS[`${seed.category}/${seed.subcategory}`];
    if (!kind) throw new Error(`No partner kind for ${seed.category}/${seed.subcategory}`);
    const where = whereSentence(seed.channel, [...new Set(locations.map((location) => location.city))]);
    const closing = rng.pick(PARTNER_CLOSINGS);
    const description = isBank
      ? BANK_DESCRIPTION
      : {
          en: `${seed.name} is ${kind.en}. ${where.en} ${closing.en}`,
          fr: `${seed.name} est ${kind.fr}. ${where.fr} ${closing.fr}`,
        };

    return {
      row: {
        partnerId,
        partnerName: seed.name,
        sortName: partnerSortKey(seed.name),
        urlName,
        descriptionEn: description.en,
        descriptionFr: description.fr,
        websiteUrl: isBank ? BANK_PARTNER.websiteUrl : `https://www.${urlName.replaceAll('-', '')}.example`,
        logoSvg: isBank ? partnerLogoSvg(seed.name, { colour: '#B5121B', text: 'CIBC' }) : partnerLogoSvg(seed.name),
        isBank,
        createdAt,
      },
      seed,
      isBank,
      isSingleOffer: seed.name === SINGLE_OFFER_PARTNER_NAME,
      isNew: newPartners.has(index),
      locations,
    };
  });
}

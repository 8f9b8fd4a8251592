// Campus access and back-to-school events (issue 18 items 5–6): code pools for a few campuses, this
// season's events around the seeding day (one running, one coming, one over, so every state of a link
// can be tried), and the back-to-school market's offers. Codes are deterministic, like the VIP codes.
import { sql } from 'drizzle-orm';
import type { Tx } from '../queryable.ts';
import { btsEvents, btsMarketOffers, campusCodes, campuses } from '../schema/index.ts';

const DAY_MS = 86_400_000;

/** Campus (url name) → the prefix of its codes and how many the pool holds. */
export const CAMPUS_CODE_POOLS: readonly { campus: string; prefix: string; size: number }[] = [
  { campus: 'mcgill-downtown', prefix: 'MCGILL25', size: 40 },
  { campus: 'concordia-sgw', prefix: 'CONCORDIA25', size: 40 },
  { campus: 'umontreal', prefix: 'UDEM25', size: 30 },
  { campus: 'uottawa', prefix: 'UOTTAWA25', size: 30 },
  { campus: 'uoft-st-george', prefix: 'UOFT25', size: 30 },
];

/** The pool's n-th code (1-based): MCGILL25-0001. */
export const campusCodeOf = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, '0')}`;

/** The seeded event whose link works on the seeding day (the booth journeys use it). */
export const LIVE_EVENT_ID = 'bts-mcgill-2025';

const EVENTS = [
  {
    eventId: LIVE_EVENT_ID,
    campus: 'mcgill-downtown',
    nameEn: 'SPC back-to-school booth at McGill',
    nameFr: 'Kiosque de la rentrée SPC à McGill',
    locationEn: 'Leacock Building lobby, 855 Sherbrooke Street West',
    locationFr: 'Hall du pavillon Leacock, 855, rue Sherbrooke Ouest',
    startDay: -2,
    endDay: 12,
  },
  {
    eventId: 'bts-uottawa-2025',
    campus: 'uottawa',
    nameEn: 'SPC winter welcome booth at uOttawa',
    nameFr: 'Kiosque d’accueil d’hiver SPC à l’Université d’Ottawa',
    locationEn: 'University Centre, 85 University Private',
    locationFr: 'Centre universitaire, 85, privé Université',
    startDay: 40,
    endDay: 47,
  },
  {
    eventId: 'bts-concordia-2025',
    campus: 'concordia-sgw',
    nameEn: 'SPC back-to-school booth at Concordia',
    nameFr: 'Kiosque de la rentrée SPC à Concordia',
    locationEn: 'Hall Building, 1455 De Maisonneuve Boulevard West',
    locationFr: 'Pavillon Henry-F.-Hall, 1455, boulevard De Maisonneuve Ouest',
    startDay: -75,
    endDay: -60,
  },
] as const;

const MARKET_OFFERS = [
  {
    partnerName: 'Bean North Coffee',
    titleEn: 'A free medium coffee with your first order',
    titleFr: 'Un café moyen offert avec votre première commande',
    descriptionEn: 'Show your code at the counter of any Bean North Coffee until the end of the term.',
    descriptionFr: 'Présentez votre code au comptoir de n’importe quel Bean North Coffee jusqu’à la fin de la session.',
    codePrefix: 'BEANBTS',
  },
  {
    partnerName: 'Forge & Flow Activewear',
    titleEn: '25% off one item for the new school year',
    titleFr: '25\u00a0% de rabais sur un article pour la rentrée',
    descriptionEn: 'Enter your code at checkout online, once, on any full-price item.',
    descriptionFr: 'Entrez votre code au paiement en ligne, une fois, sur un article à prix courant.',
    codePrefix: 'FORGEBTS',
  },
  {
    partnerName: 'Northpeak Fitness',
    titleEn: 'Two weeks of gym access, free',
    titleFr: 'Deux semaines d’accès au gym, gratuitement',
    descriptionEn: 'Give your code at the front desk of any Northpeak Fitness with your student card.',
    descriptionFr: 'Donnez votre code à l’accueil de n’importe quel Northpeak Fitness avec votre carte étudiante.',
    codePrefix: 'NORTHBTS',
  },
] as const;

export async function seedCampusAccess(tx: Tx, now: Date): Promise<void> {
  // Schools' truncation (seedStudents) already emptied the pools, events and members by cascade.
  await tx.execute(sql`truncate table ${btsMarketOffers} restart identity cascade`);
  const rows = await tx.select({ id: campuses.id, urlName: campuses.urlName }).from(campuses);
  const idOf = (urlName: string) => {
    const row = rows.find((entry) => entry.urlName === urlName);
    if (!row) throw new Error(`No campus ${urlName} to seed campus access for`);
    return row.id;
  };
  for (const pool of CAMPUS_CODE_POOLS) {
    const campusId = idOf(pool.campus);
    await tx
      .insert(campusCodes)
      .values(Array.from({ length: pool.size }, (_, i) => ({ campusId, code: campusCodeOf(pool.prefix, i + 1) })));
  }
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await tx.insert(btsEvents).values(
    EVENTS.map(({ campus, startDay, endDay, ...event }) => ({
      ...event,
      campusId: idOf(campus),
      startsAt: new Date(startOfDay + startDay * DAY_MS),
      endsAt: new Date(startOfDay + endDay * DAY_MS),
    })),
  );
  await tx.insert(btsMarketOffers).values(MARKET_OFFERS.map((offer, sortOrder) => ({ ...offer, sortOrder })));
}

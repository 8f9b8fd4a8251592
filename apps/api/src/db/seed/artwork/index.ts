// The seed's pictures (issue 17 item 4): the catalogue's generated artwork and the content's picture
// requests turned into media rows — the SVG source, its content hash, size, alt text in both languages
// and dominant colour. Nothing is drawn to pixels here (the seed stays fast; the variants are made on
// first request, docs/decisions/021-pictures.md).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CategorySlug } from '@spc/domain/categories';
import type { Db } from '../../client.ts';
import { media } from '../../schema/media.ts';
import { HASH_LENGTH } from '../../../modules/media/variants.ts';
import { mediaKeys } from '../../../modules/media/resolve.ts';
import type { SeedImage } from '../content/types.ts';
import { categoryTile, homeHero, offerCover, partnerLogo } from './catalogue.ts';
import { contentArtwork } from './content.ts';
import type { Artwork } from './palette.ts';

export { contentArtwork } from './content.ts';
export { categoryTile, homeHero, offerCover, partnerLogo } from './catalogue.ts';

/** A picture to store: its key, its artwork and its alt text. */
export interface MediaRequest {
  key: string;
  artwork: Artwork;
  alt_en: string;
  alt_fr: string;
}

export const contentHash = (bytes: string | Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, HASH_LENGTH);

/** A content request (SeedImage of the content seed) as a media request: its artwork drawn from its motif. */
export const fromSeedImage = (image: SeedImage): MediaRequest => ({
  key: image.key,
  artwork: contentArtwork(image.key, image.motif),
  alt_en: image.alt_en,
  alt_fr: image.alt_fr,
});

export interface CatalogueForMedia {
  categories: readonly { slug: CategorySlug; nameEn: string; nameFr: string }[];
  partners: readonly { name: string; urlName: string; category: CategorySlug; isBank: boolean }[];
  offers: readonly { offerId: number; partnerName: string; category: CategorySlug; titleEn: string; titleFr: string }[];
}

/** The catalogue's pictures: a logo per partner, a cover per offer, a tile per category, the home hero. */
export function catalogueMediaRequests(catalogue: CatalogueForMedia): MediaRequest[] {
  return [
    {
      key: mediaKeys.hero('home'),
      artwork: homeHero(),
      alt_en: 'Student deals on food, fashion, tech, travel, fitness and more',
      alt_fr: 'Des rabais étudiants en restos, mode, techno, voyage, mise en forme et plus',
    },
    ...catalogue.categories.map((category) => ({
      key: mediaKeys.category(category.slug),
      artwork: categoryTile(category.slug),
      alt_en: `${category.nameEn} deals`,
      alt_fr: `Rabais ${category.nameFr.toLowerCase()}`,
    })),
    ...catalogue.partners.map((partner) => ({
      key: mediaKeys.partnerLogo(partner.urlName),
      artwork: partnerLogo(partner.name, partner.category, { bank: partner.isBank }),
      alt_en: `${partner.name} logo`,
      alt_fr: `Logo de ${partner.name}`,
    })),
    ...catalogue.offers.map((offer) => ({
      key: mediaKeys.offerCover(offer.offerId),
      artwork: offerCover(offer.offerId, offer.partnerName, offer.category),
      alt_en: `${offer.partnerName}: ${offer.titleEn}`,
      alt_fr: `${offer.partnerName} : ${offer.titleFr}`,
    })),
  ];
}

/** The database or the seed's transaction. */
type Writer = Pick<Db, 'insert' | 'delete'>;

const BATCH_SIZE = 200;

/**
 * Stores the pictures of `requests` — media requests, or the content seed's SeedImage requests —
 * replacing every media row (the seed owns them all). The caller then drops the pictures resolveImages
 * kept (`forgetImages`).
 */
export async function seedMedia(db: Writer, requests: readonly (MediaRequest | SeedImage)[]): Promise<number> {
  const rows = new Map<string, typeof media.$inferInsert>();
  for (const request of requests) {
    const { key, artwork, alt_en, alt_fr } = 'artwork' in request ? request : fromSeedImage(request);
    rows.set(key, {
      key,
      sourceSvg: artwork.svg,
      sourceKey: null,
      hash: contentHash(artwork.svg),
      width: artwork.width,
      height: artwork.height,
      altEn: alt_en,
      altFr: alt_fr,
      color: artwork.color.toLowerCase(),
    });
  }
  // The seed owns every picture but the staff's library crops (issue 20): the old rows all go.
  await db.delete(media).where(sql`${media.key} not like 'library/%'`);
  const all = [...rows.values()];
  for (let start = 0; start < all.length; start += BATCH_SIZE) {
    await db.insert(media).values(all.slice(start, start + BATCH_SIZE));
  }
  return all.length;
}

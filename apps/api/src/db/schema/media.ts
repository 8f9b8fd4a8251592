// Pictures (issue 17 item 4): one row per picture the product shows, by a stable key
// (`partner/<url_name>/logo`, `offer/<id>/cover`, `category/<name>`, `hero/home`, `blog/<slug>`,
// `team/<name>`, `page/<slug>`). The row keeps the source (generated SVG markup, or the storage key
// of uploaded original bytes), its content hash (which names the variants, `/media/<hash>-<w>.<ext>`),
// its intrinsic size, alt text in both languages and dominant colour. Variants are not rows: they are
// made from the source on first request and kept in file storage (docs/decisions/021-pictures.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    /** The source as SVG markup (generated artwork), or null when the source is stored bytes. */
    sourceSvg: text('source_svg'),
    /** The storage key of the original bytes (an uploaded raster), or null for SVG artwork. */
    sourceKey: text('source_key'),
    /** Hex SHA-256 prefix of the source bytes: names the variants, so a new source gets new URLs. */
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altEn: text('alt_en').notNull(),
    altFr: text('alt_fr').notNull(),
    /** "#rrggbb", painted while the picture loads. */
    color: text('color').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('media_hash').on(t.hash),
    check('media_one_source', sql`(${t.sourceSvg} is null) <> (${t.sourceKey} is null)`),
    check('media_size', sql`${t.width} > 0 and ${t.height} > 0`),
    check('media_color', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

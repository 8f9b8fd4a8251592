// Pictures (issue 17 item 4): one row per picture the product shows, by a stable key
// (`partner/<url_name>/logo`, `offer/<id>/cover`, `category/<name>`, `hero/home`, `blog/<slug>`,
// `team/<name>`, `page/<slug>`). The row keeps the source (generated SVG markup, or the storage key
// of uploaded original bytes), its content hash (which names the variants, `/media/<hash>-<w>.<ext>`),
// its intrinsic size, alt text in both languages and dominant colour. Variants are not rows: they are
// made from the source on first request and kept in file storage (docs/decisions/021-pictures.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/**
 * The staff console's image library (issue 20; docs/decisions/037-image-library.md): one row per
 * uploaded original, kept in file storage under `originals/<hash>.<type>` (never served as it is). Its
 * crops, one per ratio, are media rows `library/<id>/<ratio>` naming this row and their rectangle.
 */
export const mediaLibrary = pgTable(
  'media_library',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    /** The storage key of the original bytes. */
    originalKey: text('original_key').notNull(),
    /** jpeg, png, webp, avif or heic: by content. */
    type: text('type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The original's size as shown (its EXIF orientation applied). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altEn: text('alt_en').notNull(),
    altFr: text('alt_fr').notNull(),
    color: text('color').notNull(),
    /** The staff member who uploaded it (kept as text: the audit trail has the rest). */
    createdBy: text('created_by'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('media_library_created').on(t.createdAt),
    check('media_library_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.sizeBytes} > 0`),
  ],
);

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
    /**
     * The library picture this row was made from (its crops, and copies of a crop under another key —
     * a partner's logo, an offer's cover): the library refuses to delete a picture still named here.
     */
    libraryId: integer('library_id').references(() => mediaLibrary.id, { onDelete: 'restrict' }),
    /** The crop of the source the variants are drawn from (sharp's extract), in the oriented source's pixels. */
    cropLeft: integer('crop_left'),
    cropTop: integer('crop_top'),
    cropWidth: integer('crop_width'),
    cropHeight: integer('crop_height'),
  },
  (t) => [
    index('media_hash').on(t.hash),
    index('media_library_id').on(t.libraryId),
    check(
      'media_crop',
      sql`(${t.cropLeft} is null and ${t.cropTop} is null and ${t.cropWidth} is null and ${t.cropHeight} is null) or (${t.cropLeft} >= 0 and ${t.cropTop} >= 0 and ${t.cropWidth} > 0 and ${t.cropHeight} > 0 and ${t.sourceKey} is not null)`,
    ),
    check('media_one_source', sql`(${t.sourceSvg} is null) <> (${t.sourceKey} is null)`),
    check('media_size', sql`${t.width} > 0 and ${t.height} > 0`),
    check('media_color', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

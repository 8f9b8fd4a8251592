// The staff console's image library (issue 20 item 3, "images"): pictures uploaded by staff, checked by
// their content, cropped once per ratio the product shows (images.ts IMAGE_RATIOS) and processed by the
// same pipeline as the seed's (decision 021: AVIF and WebP variants by content hash under /media/),
// with alt text in English and French, both required. A picture in use somewhere cannot be deleted.
import { z } from 'zod';
import { IMAGE_RATIO_NAMES, imageSchema, PICTURE_TYPES, type ImageRatio } from './images.ts';
import { staffPageQuerySchema } from './staff.ts';

/** An upload's largest size: 15 MB (a phone's full-size photo fits; nothing the site shows needs more). */
export const LIBRARY_MAX_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels a picture may have (sharp's `limitInputPixels`): 40 megapixels, so a small file that
 * claims an enormous size (a decompression bomb) is refused before it is decoded.
 */
export const LIBRARY_MAX_PIXELS = 40_000_000;
/** The smallest side of an upload: every ratio's crop must still show something. */
export const LIBRARY_MIN_SIDE = 120;
/** The alt text's longest length (a sentence, not a caption). */
export const ALT_TEXT_MAX = 250;

/** Picture types the library takes (by content); HEIC only where the server's sharp can read it. */
export const LIBRARY_TYPES = PICTURE_TYPES;

/** The library's refusals: code → English text (the console shows its own words per code). */
export const LIBRARY_ERRORS = {
  MEDIA_FILE_MISSING: 'Send the picture as the form field "file".',
  MEDIA_TOO_LARGE: 'The picture is larger than 15 MB.',
  MEDIA_TYPE: 'The file is not a JPEG, PNG, WebP or AVIF picture.',
  MEDIA_HEIC_UNREADABLE: 'This server cannot read HEIC pictures: export the photo as JPEG and upload it again.',
  MEDIA_UNREADABLE: 'The picture cannot be read: it may be damaged.',
  MEDIA_TOO_MANY_PIXELS: 'The picture has more than 40 megapixels: make it smaller and upload it again.',
  MEDIA_TOO_SMALL: 'The picture is smaller than 120 pixels on one side.',
  MEDIA_BAD_FORM: 'Send the picture as multipart/form-data.',
  MEDIA_CROP_INVALID: 'The crop must lie inside the picture, keep its ratio and be at least 32 pixels on each side.',
  MEDIA_IN_USE: 'This picture is in use: replace it where it is used, then delete it.',
  MEDIA_NOT_FOUND: 'No picture of the library has this id.',
} as const;
export type LibraryErrorCode = keyof typeof LIBRARY_ERRORS;

const altText = (language: 'English' | 'French') =>
  z
    .string({ error: `Describe the picture in ${language}.` })
    .trim()
    .min(1, `Describe the picture in ${language}.`)
    .max(ALT_TEXT_MAX, `Keep the ${language} description under ${ALT_TEXT_MAX} characters.`);

/** Alt text in both languages, both required: on upload (form fields) and when edited later. */
export const libraryAltSchema = z.object({ alt_en: altText('English'), alt_fr: altText('French') });
export type LibraryAlt = z.infer<typeof libraryAltSchema>;

export const imageRatioSchema = z.enum(IMAGE_RATIO_NAMES);

/** A crop rectangle in the original's pixels (after its EXIF orientation is applied). */
export const cropRectSchema = z.object({
  left: z.number().int().min(0).max(100_000),
  top: z.number().int().min(0).max(100_000),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
});

/** One ratio's crop of a library picture: the rectangle, its media key and the picture as pages get it. */
export const libraryCropSchema = cropRectSchema.extend({
  ratio: imageRatioSchema,
  /** The media key the crop is stored under (`library/<id>/<ratio>`): what a content row names. */
  key: z.string(),
  image: imageSchema,
});
export type LibraryCrop = z.infer<typeof libraryCropSchema>;

/** Where a picture is used (the reason a delete is refused): a media key or a row, in English. */
export const libraryUseSchema = z.object({
  /** `media` (a partner's logo, an offer's cover… copied from the library), `page`, `blog`, `carousel`, `ad`, `email-modal`. */
  kind: z.string(),
  /** The key or row id, e.g. `partner/cibc/logo`, `blog/12`. */
  ref: z.string(),
});

export const libraryItemSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  type: z.enum(LIBRARY_TYPES),
  size_bytes: z.number().int(),
  /** The original's size, oriented as shown. */
  width: z.number().int(),
  height: z.number().int(),
  alt_en: z.string(),
  alt_fr: z.string(),
  /** The dominant colour of the original. */
  color: z.string(),
  /** A WebP of the whole original, at most 1280 px wide (the cropper draws on it); staff only. */
  preview_url: z.string(),
  crops: z.array(libraryCropSchema),
  /** How many places use one of its crops (0: it can be deleted). */
  use_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** GET /api/staff/media/:id adds where the picture is used. */
export const libraryItemDetailSchema = libraryItemSchema.extend({ uses: z.array(libraryUseSchema) });
export type LibraryItemDetail = z.infer<typeof libraryItemDetailSchema>;

/** Columns the list sorts by. */
export const LIBRARY_SORTS = ['created_at', 'filename', 'size_bytes', 'width'] as const;

/** GET /api/staff/media: `q` searches the filename and both alt texts. */
export const libraryListQuerySchema = staffPageQuerySchema.extend({
  sort: z
    .enum([...LIBRARY_SORTS, ...LIBRARY_SORTS.map((column) => `-${column}` as const)] as [string, ...string[]])
    .optional(),
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

export const libraryListResponseSchema = z.object({
  items: z.array(libraryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type LibraryListResponse = z.infer<typeof libraryListResponseSchema>;

export const libraryIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const libraryCropParamsSchema = libraryIdParamsSchema.extend({ ratio: imageRatioSchema });

/** The media key of a library picture's crop. */
export const libraryCropKey = (id: number, ratio: ImageRatio) => `library/${id}/${ratio}`;

/** A library crop key read back (`library/<id>/<ratio>`), or undefined. */
export function parseLibraryCropKey(key: string): { id: number; ratio: ImageRatio } | undefined {
  const match = /^library\/([1-9][0-9]{0,9})\/([a-z]+)$/.exec(key);
  if (!match) return undefined;
  const ratio = imageRatioSchema.safeParse(match[2]);
  return ratio.success ? { id: Number(match[1]), ratio: ratio.data } : undefined;
}

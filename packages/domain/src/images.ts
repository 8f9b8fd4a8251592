// Pictures (issue 17 item 4): every image the product shows is stored once with its intrinsic size and
// alt text in both languages, processed into responsive WebP and AVIF variants whose URLs carry a
// content hash (served with a year-long immutable cache). The web app's <Picture> renders one.
import { z } from 'zod';

export const imageSchema = z.object({
  /** A fallback URL (WebP, a middle width) for browsers that read neither srcset. */
  src: z.string(),
  /** Intrinsic size of the largest variant: the element reserves its aspect ratio, so nothing shifts. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** `srcset` strings ("/media/…-320.avif 320w, …"), one per format. */
  avif: z.string(),
  webp: z.string(),
  alt_en: z.string(),
  alt_fr: z.string(),
  /** The picture's dominant colour ("#rrggbb"), painted while it loads. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type Image = z.infer<typeof imageSchema>;

// ---- The ratios pictures are shown at ----------------------------------------------------------------

/**
 * The shapes the product shows pictures in (decision 021's keys and the seed's artwork sizes): every
 * library picture is cropped once per ratio, and a place that shows a picture takes the crop of its
 * ratio. `uses` names where (staff-facing, English; the console has its own words).
 */
export const IMAGE_RATIOS = {
  /** Partner logos (320×320), team portraits. */
  square: { width: 1, height: 1, uses: 'Partner logos, team portraits' },
  /** Offer covers (1280×720), blog covers, page and carousel pictures. */
  cover: { width: 16, height: 9, uses: 'Offer covers, blog covers, page pictures' },
  /** The home hero (1280×800) and desktop ads and e-mail modals (960×600). */
  banner: { width: 8, height: 5, uses: 'Home hero, desktop ads and e-mail modals' },
  /** Category tiles (640×480). */
  tile: { width: 4, height: 3, uses: 'Category tiles' },
  /** Mobile ads and e-mail modals (640×880). */
  tall: { width: 8, height: 11, uses: 'Mobile ads and e-mail modals' },
} as const;
export type ImageRatio = keyof typeof IMAGE_RATIOS;
export const IMAGE_RATIO_NAMES = /* @__PURE__ */ Object.keys(IMAGE_RATIOS) as [ImageRatio, ...ImageRatio[]];

export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The largest rectangle of `ratio` centred in a picture `width`×`height` (a new upload's first crop). */
export function centredCrop(ratio: ImageRatio, width: number, height: number): CropRect {
  const { width: rw, height: rh } = IMAGE_RATIOS[ratio];
  if (width * rh > height * rw) {
    const cropWidth = Math.min(width, Math.round((height * rw) / rh));
    return { left: Math.floor((width - cropWidth) / 2), top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.min(height, Math.round((width * rh) / rw));
  return { left: 0, top: Math.floor((height - cropHeight) / 2), width, height: cropHeight };
}

/** The height a crop `width` wide has at `ratio` (rounded to the pixel). */
export const cropHeightFor = (ratio: ImageRatio, width: number) =>
  Math.max(1, Math.round((width * IMAGE_RATIOS[ratio].height) / IMAGE_RATIOS[ratio].width));

/** The smallest crop side kept (a variant narrower than this would be a smudge). */
export const MIN_CROP_SIDE = 32;

/**
 * Why a crop does not fit a picture `width`×`height` at `ratio`, or undefined when it does: inside the
 * picture, at least MIN_CROP_SIDE on each side, and of the ratio to the pixel (its height is the one
 * `cropHeightFor` gives its width, give or take one pixel of rounding).
 */
export function cropProblem(
  ratio: ImageRatio,
  crop: CropRect,
  picture: { width: number; height: number },
): 'outside' | 'too-small' | 'ratio' | undefined {
  if (
    crop.left < 0 ||
    crop.top < 0 ||
    crop.left + crop.width > picture.width ||
    crop.top + crop.height > picture.height
  ) {
    return 'outside';
  }
  if (crop.width < MIN_CROP_SIDE || crop.height < MIN_CROP_SIDE) return 'too-small';
  if (Math.abs(crop.height - cropHeightFor(ratio, crop.width)) > 1) return 'ratio';
  return undefined;
}

// ---- Picture types by content ------------------------------------------------------------------------

/** Picture types recognised by their first bytes (magic numbers), never by a file's name or declared type. */
export const PICTURE_TYPES = ['jpeg', 'png', 'webp', 'avif', 'heic'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const PICTURE_CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
} as const satisfies Record<PictureType, string>;

const startsWithBytes = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const asciiBytes = (text: string) => [...text].map((char) => char.charCodeAt(0));
/** AVIF brands (AV1 Image File Format): a still picture and a sequence. */
const AVIF_BRANDS = ['avif', 'avis'];
/** HEIF brands of still pictures (ISO/IEC 23008-12), the major brand of an iPhone's .heic among them. */
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1'];

/**
 * The picture type `bytes` start with: JPEG, PNG, WebP (RIFF…WEBP), AVIF or HEIC/HEIF (an ISO base
 * media file: a box size, `ftyp`, then the major brand); undefined for anything else. The one sniffing
 * rule of the product (the student-ID upload and the image library read it).
 */
export function detectPictureType(bytes: Uint8Array): PictureType | undefined {
  if (startsWithBytes(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWithBytes(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWithBytes(bytes, asciiBytes('RIFF')) && startsWithBytes(bytes, asciiBytes('WEBP'), 8)) return 'webp';
  if (startsWithBytes(bytes, asciiBytes('ftyp'), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (AVIF_BRANDS.includes(brand)) return 'avif';
    if (HEIF_BRANDS.includes(brand)) return 'heic';
  }
  return undefined;
}

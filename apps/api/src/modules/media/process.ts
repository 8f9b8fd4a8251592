// Draws one variant of a source with sharp: an SVG rasterised at the density that makes it exactly
// `width` wide (no upscaled blur), a raster turned by its EXIF orientation, cut to its crop (a library
// picture's ratio, sharp's extract) and resized down; then encoded as AVIF or WebP (metadata dropped).
// Flat artwork compresses well, so the encoders run at low effort (a first request waits for it).
import { LIBRARY_MAX_PIXELS } from '@spc/domain/staff-media';
import sharp from 'sharp';
import type { VariantFormat } from './variants.ts';

export interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Source {
  /** SVG markup, or the original bytes of a raster. */
  bytes: Buffer;
  isSvg: boolean;
  /** The source's intrinsic width (the SVG's `width`; a crop's width for a cropped raster). */
  width: number;
  /** The rectangle of the (oriented) raster the picture is; absent for the whole source. */
  crop?: Crop | undefined;
}

export async function renderVariant(source: Source, width: number, format: VariantFormat): Promise<Buffer> {
  const image = source.isSvg
    ? sharp(source.bytes, { density: Math.min(72 * (width / source.width), 2400) })
    : source.crop
      ? sharp(source.bytes, { limitInputPixels: LIBRARY_MAX_PIXELS }).rotate().extract(source.crop)
      : sharp(source.bytes, { limitInputPixels: LIBRARY_MAX_PIXELS }).rotate();
  const resized = image.resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? resized.avif({ quality: 55, effort: 2 }).toBuffer()
    : resized.webp({ quality: 80, effort: 3 }).toBuffer();
}

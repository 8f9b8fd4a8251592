// Draws one variant of a source with sharp: an SVG rasterised at the density that makes it exactly
// `width` wide (no upscaled blur), a raster resized down; then encoded as AVIF or WebP. Flat artwork
// compresses well, so the encoders run at low effort (a first request waits for it).
import sharp from 'sharp';
import type { VariantFormat } from './variants.ts';

export interface Source {
  /** SVG markup, or the original bytes of a raster. */
  bytes: Buffer;
  isSvg: boolean;
  /** The source's intrinsic width (the SVG's `width`). */
  width: number;
}

export async function renderVariant(source: Source, width: number, format: VariantFormat): Promise<Buffer> {
  const image = source.isSvg
    ? sharp(source.bytes, { density: Math.min(72 * (width / source.width), 2400) })
    : sharp(source.bytes);
  const resized = image.resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? resized.avif({ quality: 55, effort: 2 }).toBuffer()
    : resized.webp({ quality: 80, effort: 3 }).toBuffer();
}

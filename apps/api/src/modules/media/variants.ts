// The variants of a picture (docs/decisions/021-pictures.md): a few widths, never above the source's,
// in AVIF and WebP, named by the source's content hash — `/media/<hash>-<width>.<ext>` — so a URL
// names one set of bytes forever and is cached for a year.

export const VARIANT_WIDTHS = [160, 320, 640, 960, 1280] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The width the fallback `src` is drawn at (WebP): the widest variant not above it. */
const FALLBACK_WIDTH = 640;

/** A content hash as variants carry it: 16 lowercase hex digits (64 bits of SHA-256). */
export const HASH_LENGTH = 16;
const VARIANT_NAME = new RegExp(`^([0-9a-f]{${HASH_LENGTH}})-([1-9][0-9]{0,4})\\.(avif|webp)$`);

export interface VariantName {
  hash: string;
  width: number;
  format: VariantFormat;
}

/** A variant's file name read back, or undefined when it is not one (a 400, not a lookup). */
export function parseVariantName(name: string): VariantName | undefined {
  const match = VARIANT_NAME.exec(name);
  if (!match) return undefined;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as VariantFormat };
}

export const variantPath = (hash: string, width: number, format: VariantFormat) => `/media/${hash}-${width}.${format}`;

export const variantStorageKey = ({ hash, width, format }: VariantName) => `variants/${hash}-${width}.${format}`;

/** The widths made of a source `sourceWidth` wide: the standard ones up to it, or the source's own when narrower. */
export function variantWidths(sourceWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

export const variantHeight = (width: number, source: { width: number; height: number }) =>
  Math.max(1, Math.round((width * source.height) / source.width));

export function srcset(hash: string, widths: readonly number[], format: VariantFormat): string {
  return widths.map((width) => `${variantPath(hash, width, format)} ${width}w`).join(', ');
}

export function fallbackWidth(widths: readonly number[]): number {
  return widths.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? widths[0]!;
}

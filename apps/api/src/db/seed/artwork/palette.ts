// Colours of the generated artwork: one palette per category (a deep ground, a bright accent, a soft
// light and a warm pop), and a seeded generator keyed by a string so a picture depends on its name
// only — the same partner, offer or post draws the same picture on every seed.
import type { CategorySlug } from '@spc/domain/categories';
import { createRandom, type Random } from '../random.ts';

export interface Palette {
  /** The dark ground. */
  deep: string;
  accent: string;
  light: string;
  pop: string;
}

export const CATEGORY_PALETTES: Record<CategorySlug, readonly Palette[]> = {
  food: [
    { deep: '#7a2e1f', accent: '#f28c28', light: '#fde8c8', pop: '#ffd23f' },
    { deep: '#3d5a1e', accent: '#e4572e', light: '#f6efd9', pop: '#f3a712' },
    { deep: '#5b2333', accent: '#f25c54', light: '#fbe3d4', pop: '#f7b267' },
  ],
  fashion: [
    { deep: '#2b2d42', accent: '#ef476f', light: '#fbe4ea', pop: '#ffd166' },
    { deep: '#3c1642', accent: '#c86fc9', light: '#f4e4f5', pop: '#f9c80e' },
    { deep: '#1b1b1e', accent: '#d4a373', light: '#f5ebe0', pop: '#e76f51' },
  ],
  'tech-mobile': [
    { deep: '#0b1d51', accent: '#3a86ff', light: '#e0ecff', pop: '#06d6a0' },
    { deep: '#14213d', accent: '#8338ec', light: '#ece4ff', pop: '#00f5d4' },
    { deep: '#0d3b66', accent: '#00b4d8', light: '#dff6fb', pop: '#f95738' },
  ],
  travel: [
    { deep: '#023e8a', accent: '#00b4d8', light: '#e3f6fc', pop: '#ffb703' },
    { deep: '#1d3557', accent: '#e63946', light: '#f1faee', pop: '#a8dadc' },
    { deep: '#264653', accent: '#2a9d8f', light: '#e9f5f2', pop: '#f4a261' },
  ],
  fitness: [
    { deep: '#0f4c3a', accent: '#2dc653', light: '#e2f7e7', pop: '#ffd60a' },
    { deep: '#1a1a2e', accent: '#ff6b35', light: '#ffeadf', pop: '#00bbf9' },
    { deep: '#22333b', accent: '#06d6a0', light: '#e0faf2', pop: '#ef476f' },
  ],
  beauty: [
    { deep: '#6d214f', accent: '#f78fb3', light: '#fde7ef', pop: '#f7d794' },
    { deep: '#4a2040', accent: '#e5989b', light: '#fbeee9', pop: '#b5838d' },
    { deep: '#3d2c8d', accent: '#f4acb7', light: '#f6e9ff', pop: '#ffcad4' },
  ],
  entertainment: [
    { deep: '#240046', accent: '#ff006e', light: '#f3e6ff', pop: '#ffbe0b' },
    { deep: '#10002b', accent: '#7b2cbf', light: '#ede0ff', pop: '#fb5607' },
    { deep: '#03071e', accent: '#e85d04', light: '#fff1e0', pop: '#ffba08' },
  ],
  lifestyle: [
    { deep: '#283618', accent: '#bc6c25', light: '#fefae0', pop: '#dda15e' },
    { deep: '#335c67', accent: '#e09f3e', light: '#fff3b0', pop: '#9e2a2b' },
    { deep: '#3a2e39', accent: '#1e8f89', light: '#e6f4f1', pop: '#f4d35e' },
  ],
  local: [
    { deep: '#1b4332', accent: '#52b788', light: '#e8f5ee', pop: '#ff8fab' },
    { deep: '#5f0f40', accent: '#fb8b24', light: '#fff0e0', pop: '#0f4c5c' },
    { deep: '#2f3e46', accent: '#f28482', light: '#f7ede2', pop: '#84a59d' },
  ],
};

/** Colours for pictures outside the catalogue (blog, pages, team), picked by the motif's words. */
export const CONTENT_PALETTES: readonly Palette[] = [
  { deep: '#12355b', accent: '#ff5a5f', light: '#fdf0e7', pop: '#ffc857' },
  { deep: '#1f2041', accent: '#4b3f72', light: '#efe9f4', pop: '#ffc857' },
  { deep: '#0b3954', accent: '#087e8b', light: '#e5f4f5', pop: '#ff5a5f' },
  { deep: '#2d3047', accent: '#e0a458', light: '#fff8e8', pop: '#419d78' },
  { deep: '#35183b', accent: '#e4572e', light: '#fdeee8', pop: '#29335c' },
  { deep: '#233d4d', accent: '#fe7f2d', light: '#fff1e6', pop: '#a1c181' },
];

/** A 32-bit FNV-1a hash of a string: the seed of that string's picture. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const randomFor = (seed: string): Random => createRandom(hashString(seed));

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A number written short for SVG coordinates. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/** What a generator gives: the SVG, its intrinsic size and the colour the page paints while it loads. */
export interface Artwork {
  svg: string;
  width: number;
  height: number;
  /** "#rrggbb". */
  color: string;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

export const FONT = 'font-family="\'DejaVu Sans\', Helvetica, Arial, sans-serif"';

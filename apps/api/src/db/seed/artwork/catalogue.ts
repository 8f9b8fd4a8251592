// The catalogue's generated artwork: a partner's logo (a geometric mark over its wordmark, in its
// category's colours), an offer's cover (the partner's colours with its category's motifs, varied by
// offer), a category's tile and the home page's hero. Deterministic: the same names draw the same
// pictures on every seed.
import { CATEGORY_SLUGS, type CategorySlug } from '@spc/domain/categories';
import type { Random } from '../random.ts';
import { place, pattern } from './compose.ts';
import { CATEGORY_MOTIFS } from './motifs.ts';
import {
  CATEGORY_PALETTES,
  FONT,
  escapeXml,
  n,
  randomFor,
  svgDocument,
  type Artwork,
  type Palette,
} from './palette.ts';

/** The partner's colours: one of its category's palettes, picked by its name. */
export function partnerPalette(name: string, category: CategorySlug): Palette {
  const palettes = CATEGORY_PALETTES[category];
  return palettes[randomFor(`palette:${name}`).int(0, palettes.length - 1)]!;
}

/** The bank keeps its own red. */
const BANK_PALETTE: Palette = { deep: '#8b0e18', accent: '#c41f3e', light: '#fdebed', pop: '#f2a900' };

/** Geometric marks: each a 100×100 drawing in two colours. */
const GLYPHS: ((a: string, b: string, rng: Random) => string)[] = [
  // A ring with an orbiting dot.
  (a, b) =>
    `<circle cx="50" cy="50" r="32" fill="none" stroke="${a}" stroke-width="14"/><circle cx="78" cy="24" r="12" fill="${b}"/>`,
  // Two overlapping circles.
  (a, b) => `<circle cx="38" cy="50" r="28" fill="${a}"/><circle cx="62" cy="50" r="28" fill="${b}" opacity="0.85"/>`,
  // Stacked chevrons.
  (a, b) =>
    `<path d="M18 40l32-22 32 22" fill="none" stroke="${a}" stroke-width="12" stroke-linejoin="round"/><path d="M18 70l32-22 32 22" fill="none" stroke="${b}" stroke-width="12" stroke-linejoin="round"/>`,
  // A quarter-circle tile.
  (a, b) => `<path d="M14 86V14a72 72 0 0 1 72 72z" fill="${a}"/><circle cx="70" cy="30" r="14" fill="${b}"/>`,
  // A turned square in a square.
  (a, b) =>
    `<rect x="18" y="18" width="64" height="64" rx="10" fill="${a}"/><rect x="36" y="36" width="28" height="28" rx="4" fill="${b}" transform="rotate(45 50 50)"/>`,
  // A sunrise.
  (a, b) =>
    `<path d="M10 66a40 40 0 0 1 80 0z" fill="${a}"/><path d="M10 76h80M22 88h56" stroke="${b}" stroke-width="8" stroke-linecap="round"/>`,
  // A hexagon with a bar.
  (a, b) =>
    `<path d="M50 10l35 20v40L50 90 15 70V30z" fill="${a}"/><path d="M34 50h32" stroke="${b}" stroke-width="12" stroke-linecap="round"/>`,
  // A leaf of two arcs.
  (a, b) =>
    `<path d="M20 80C20 40 40 20 80 20c0 40-20 60-60 60z" fill="${a}"/><path d="M24 76L66 34" stroke="${b}" stroke-width="7" stroke-linecap="round"/>`,
  // Three bars rising.
  (a, b) =>
    `<rect x="14" y="52" width="18" height="34" rx="4" fill="${b}"/><rect x="41" y="34" width="18" height="52" rx="4" fill="${a}"/><rect x="68" y="14" width="18" height="72" rx="4" fill="${b}"/>`,
  // A half-moon and star.
  (a, b) =>
    `<path d="M60 14a36 36 0 1 0 26 58A30 30 0 0 1 60 14z" fill="${a}"/><path d="M70 26l4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="${b}"/>`,
  // A wave in a circle.
  (a, b) =>
    `<circle cx="50" cy="50" r="38" fill="${a}"/><path d="M14 56q12-12 24 0t24 0 24 0" fill="none" stroke="${b}" stroke-width="9" stroke-linecap="round"/>`,
  // A spark of four petals.
  (a, b, rng) =>
    `<g transform="rotate(${rng.int(0, 3) * 15} 50 50)">${[0, 90, 180, 270]
      .map(
        (angle) =>
          `<path d="M50 50C40 34 44 16 50 10c6 6 10 24 0 40z" fill="${angle % 180 === 0 ? a : b}" transform="rotate(${angle} 50 50)"/>`,
      )
      .join('')}</g>`,
];

/** The wordmark in one or two lines, sized to fit `width`. */
function wordmark(name: string, x: number, y: number, width: number, colour: string): string {
  const words = name.split(' ');
  let lines = [name];
  if (name.length > 13 && words.length > 1) {
    let best = 1;
    for (let i = 1; i < words.length; i++) {
      const first = words.slice(0, i).join(' ').length;
      const bestFirst = words.slice(0, best).join(' ').length;
      if (Math.abs(first - name.length / 2) < Math.abs(bestFirst - name.length / 2)) best = i;
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
  }
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(40, width / (longest * 0.62));
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${n(y + index * size * 1.1)}" text-anchor="middle" ${FONT} font-size="${n(size)}" font-weight="700" letter-spacing="0.5" fill="${colour}">${escapeXml(line)}</text>`,
    )
    .join('');
}

export const LOGO_SIZE = 320;

/** A partner's logo: its mark on a soft ground, its name beneath. */
export function partnerLogo(name: string, category: CategorySlug, options: { bank?: boolean } = {}): Artwork {
  const p = options.bank ? BANK_PALETTE : partnerPalette(name, category);
  const rng = randomFor(`logo:${name}`);
  const glyph = GLYPHS[rng.int(0, GLYPHS.length - 1)]!;
  const [first, second] = rng.chance(0.5) ? [p.accent, p.deep] : [p.deep, p.accent];
  const body = [
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="56" fill="${p.light}"/>`,
    `<g transform="translate(88 28) scale(1.44)">${glyph(first, second, rng)}</g>`,
    wordmark(name, LOGO_SIZE / 2, 232, 272, p.deep),
  ].join('');
  return { svg: svgDocument(LOGO_SIZE, LOGO_SIZE, body), width: LOGO_SIZE, height: LOGO_SIZE, color: p.light };
}

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

/** A scene of a category's motifs on a ground of `p`: one large, a few small, a pattern, two blobs. */
function scene(rng: Random, category: CategorySlug, p: Palette, width: number, height: number, dark: boolean): string {
  const motifs = CATEGORY_MOTIFS[category];
  const ground = dark ? p.deep : p.light;
  const ink = dark ? p.light : p.deep;
  const main = motifs[rng.int(0, motifs.length - 1)]!;
  const left = rng.chance(0.5);
  const mainX = (width * (left ? rng.int(26, 36) : rng.int(64, 74))) / 100;
  const mainSize = (height * rng.int(62, 76)) / 100;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${ground}"/>`,
    pattern(rng, width, height, ink),
    `<circle cx="${n(mainX)}" cy="${n(height / 2)}" r="${n(mainSize * 0.62)}" fill="${dark ? p.accent : p.pop}" opacity="${dark ? 0.35 : 0.45}"/>`,
    `<circle cx="${n(left ? width * 0.9 : width * 0.1)}" cy="${n(height * (rng.chance(0.5) ? 0.15 : 0.85))}" r="${n(height * 0.28)}" fill="${p.pop}" opacity="0.5"/>`,
  ];
  const smallCount = rng.int(3, 5);
  for (let i = 0; i < smallCount; i++) {
    const motif = motifs[rng.int(0, motifs.length - 1)]!;
    const x = left
      ? width * (0.55 + (0.4 * (i + rng.next() * 0.6)) / smallCount)
      : width * (0.05 + (0.4 * (i + rng.next() * 0.6)) / smallCount);
    const y = height * (0.18 + rng.next() * 0.64);
    parts.push(
      `<g opacity="0.9">${place(motif, p, ink, x, y, (height * rng.int(20, 30)) / 100, rng.int(-25, 25))}</g>`,
    );
  }
  parts.push(place(main, p, ink, mainX, height / 2, mainSize, rng.int(-12, 12)));
  return parts.join('');
}

/** An offer's cover: its partner's colours and its category's motifs, different for each offer. */
export function offerCover(offerId: number, partnerName: string, category: CategorySlug): Artwork {
  const p = partnerPalette(partnerName, category);
  const rng = randomFor(`cover:${offerId}:${partnerName}`);
  const dark = rng.chance(0.5);
  return {
    svg: svgDocument(COVER_WIDTH, COVER_HEIGHT, scene(rng, category, p, COVER_WIDTH, COVER_HEIGHT, dark)),
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    color: dark ? p.deep : p.light,
  };
}

export const CATEGORY_WIDTH = 640;
export const CATEGORY_HEIGHT = 480;

/** A category's tile: its first palette, dark, with its motifs. */
export function categoryTile(category: CategorySlug): Artwork {
  const p = CATEGORY_PALETTES[category][0]!;
  const rng = randomFor(`category:${category}`);
  return {
    svg: svgDocument(CATEGORY_WIDTH, CATEGORY_HEIGHT, scene(rng, category, p, CATEGORY_WIDTH, CATEGORY_HEIGHT, true)),
    width: CATEGORY_WIDTH,
    height: CATEGORY_HEIGHT,
    color: p.deep,
  };
}

export const HERO_WIDTH = 1280;
export const HERO_HEIGHT = 800;

/** The home page's hero: a loose grid of the nine categories' motifs in coloured rounds. */
export function homeHero(): Artwork {
  const rng = randomFor('hero:home');
  const ground = '#14213d';
  const parts = [
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="${ground}"/>`,
    pattern(rng, HERO_WIDTH, HERO_HEIGHT, '#ffffff'),
  ];
  const columns = 4;
  const rows = 3;
  const slots = rng.shuffle([
    ...CATEGORY_SLUGS,
    ...rng.sample([...CATEGORY_SLUGS], columns * rows - CATEGORY_SLUGS.length),
  ]);
  slots.forEach((category, index) => {
    const p = CATEGORY_PALETTES[category][rng.int(0, 2)]!;
    const column = index % columns;
    const row = Math.floor(index / columns);
    const x = (HERO_WIDTH / columns) * (column + 0.5) + rng.int(-30, 30);
    const y = (HERO_HEIGHT / rows) * (row + 0.5) + rng.int(-20, 20);
    const radius = rng.int(104, 128);
    const motifs = CATEGORY_MOTIFS[category];
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${radius}" fill="${p.light}"/>`);
    parts.push(place(motifs[rng.int(0, motifs.length - 1)]!, p, p.deep, x, y, radius * 1.3, rng.int(-15, 15)));
  });
  return {
    svg: svgDocument(HERO_WIDTH, HERO_HEIGHT, parts.join('')),
    width: HERO_WIDTH,
    height: HERO_HEIGHT,
    color: ground,
  };
}

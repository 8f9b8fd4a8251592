// Pictures of the content (blog covers, pages, careers): a generic motif renderer steered by the
// request's `motif` words (a category's drawings when a word names one, abstract shapes otherwise),
// and team portraits as friendly abstract avatars. Deterministic by key.
import { CATEGORY_SLUGS } from '@spc/domain/categories';
import type { Random } from '../random.ts';
import { place, pattern } from './compose.ts';
import { CATEGORY_MOTIFS, MOTIF_WORDS } from './motifs.ts';
import {
  CATEGORY_PALETTES,
  CONTENT_PALETTES,
  n,
  randomFor,
  svgDocument,
  type Artwork,
  type Palette,
} from './palette.ts';

export const CONTENT_WIDTH = 1280;
export const CONTENT_HEIGHT = 720;
export const PORTRAIT_SIZE = 640;

/** Abstract shapes for a motif no category matches. */
function abstractShapes(rng: Random, p: Palette, width: number, height: number): string {
  const parts: string[] = [];
  const count = rng.int(8, 12);
  const colours = [p.accent, p.pop, p.light];
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, width);
    const y = rng.int(0, height);
    const size = rng.int(height / 5, height / 2);
    const colour = colours[i % colours.length]!;
    const kind = rng.int(0, 2);
    if (kind === 0) parts.push(`<circle cx="${x}" cy="${y}" r="${n(size / 2)}" fill="${colour}" opacity="0.9"/>`);
    else if (kind === 1) {
      parts.push(
        `<rect x="${n(x - size / 2)}" y="${n(y - size / 2)}" width="${size}" height="${size}" rx="${n(size / 5)}" fill="${colour}" transform="rotate(${rng.int(0, 90)} ${x} ${y})"/>`,
      );
    } else
      parts.push(
        `<path d="M${n(x - size / 2)} ${n(y + size / 2)}a${n(size / 2)} ${n(size / 2)} 0 0 1 ${size} 0z" fill="${colour}"/>`,
      );
  }
  return parts.join('');
}

/** A landscape picture for `blog/…`, `page/…` and other content keys, steered by `motif`. */
export function contentPicture(key: string, motif: string): Artwork {
  const rng = randomFor(`content:${key}`);
  const category = MOTIF_WORDS.find(([words]) => words.test(motif))?.[1];
  const p = category
    ? CATEGORY_PALETTES[category][rng.int(0, 2)]!
    : CONTENT_PALETTES[rng.int(0, CONTENT_PALETTES.length - 1)]!;
  const dark = rng.chance(0.6);
  const ground = dark ? p.deep : p.light;
  const ink = dark ? p.light : p.deep;
  const parts = [
    `<rect width="${CONTENT_WIDTH}" height="${CONTENT_HEIGHT}" fill="${ground}"/>`,
    pattern(rng, CONTENT_WIDTH, CONTENT_HEIGHT, ink),
  ];
  if (category) {
    const motifs = CATEGORY_MOTIFS[category];
    const x = CONTENT_WIDTH * (rng.chance(0.5) ? 0.3 : 0.7);
    parts.push(
      `<circle cx="${n(x)}" cy="${CONTENT_HEIGHT / 2}" r="${n(CONTENT_HEIGHT * 0.42)}" fill="${p.pop}" opacity="0.45"/>`,
    );
    for (let i = 0; i < 3; i++) {
      const sx = x < CONTENT_WIDTH / 2 ? CONTENT_WIDTH * (0.62 + i * 0.12) : CONTENT_WIDTH * (0.1 + i * 0.12);
      parts.push(
        place(
          motifs[rng.int(0, motifs.length - 1)]!,
          p,
          ink,
          sx,
          CONTENT_HEIGHT * (0.25 + rng.next() * 0.5),
          130,
          rng.int(-20, 20),
        ),
      );
    }
    parts.push(
      place(
        motifs[rng.int(0, motifs.length - 1)]!,
        p,
        ink,
        x,
        CONTENT_HEIGHT / 2,
        CONTENT_HEIGHT * 0.66,
        rng.int(-10, 10),
      ),
    );
  } else {
    parts.push(abstractShapes(rng, p, CONTENT_WIDTH, CONTENT_HEIGHT));
  }
  return {
    svg: svgDocument(CONTENT_WIDTH, CONTENT_HEIGHT, parts.join('')),
    width: CONTENT_WIDTH,
    height: CONTENT_HEIGHT,
    color: ground,
  };
}

const SKIN = ['#f5d0b5', '#e8b48f', '#c68863', '#a0674b', '#7a4a33', '#5a3625'] as const;
const HAIR = ['#2b1d14', '#4a2f1d', '#7b4a26', '#c48b3f', '#1c1c1c', '#8d5524', '#b03a2e'] as const;

/** A team member's portrait: a friendly abstract avatar (head, shoulders, hair) on a coloured round. */
export function teamPortrait(key: string): Artwork {
  const rng = randomFor(`team:${key}`);
  const category = CATEGORY_SLUGS[rng.int(0, CATEGORY_SLUGS.length - 1)]!;
  const p = CATEGORY_PALETTES[category][rng.int(0, 2)]!;
  const skin = SKIN[rng.int(0, SKIN.length - 1)]!;
  const hair = HAIR[rng.int(0, HAIR.length - 1)]!;
  const s = PORTRAIT_SIZE;
  const hairStyle = rng.int(0, 3);
  const hairShape = [
    // Short.
    `<path d="M214 262a106 106 0 0 1 212 0q-40-50-106-46t-106 46z" fill="${hair}"/>`,
    // Long.
    `<path d="M206 280a114 114 0 0 1 228 0v140h-40V270q-70-60-148 0v150h-40z" fill="${hair}"/>`,
    // A bun.
    `<circle cx="320" cy="150" r="42" fill="${hair}"/><path d="M214 262a106 106 0 0 1 212 0q-106-70-212 0z" fill="${hair}"/>`,
    // Curls.
    [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          `<circle cx="${n(230 + i * 30)}" cy="${n(210 - Math.sin((i / 6) * Math.PI) * 50)}" r="34" fill="${hair}"/>`,
      )
      .join(''),
  ][hairStyle];
  const body = [
    `<rect width="${s}" height="${s}" fill="${p.light}"/>`,
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.44}" fill="${p.accent}"/>`,
    `<circle cx="${n(s * 0.2)}" cy="${n(s * 0.22)}" r="${n(s * 0.06)}" fill="${p.pop}"/>`,
    `<path d="M140 640q0-170 180-170t180 170z" fill="${p.deep}"/>`,
    `<rect x="290" y="380" width="60" height="100" rx="24" fill="${skin}"/>`,
    hairStyle === 1 ? hairShape : '',
    `<ellipse cx="320" cy="290" rx="100" ry="116" fill="${skin}"/>`,
    hairStyle === 1 ? `<path d="M220 270q100-90 200 0q-20-80-100-84t-100 84z" fill="${hair}"/>` : hairShape,
    `<circle cx="284" cy="300" r="9" fill="#1f1f1f"/><circle cx="356" cy="300" r="9" fill="#1f1f1f"/>`,
    `<path d="M290 348q30 24 60 0" fill="none" stroke="#1f1f1f" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="262" cy="336" r="14" fill="${p.pop}" opacity="0.35"/><circle cx="378" cy="336" r="14" fill="${p.pop}" opacity="0.35"/>`,
  ].join('');
  return { svg: svgDocument(s, s, body), width: s, height: s, color: p.light };
}

/** The picture of a content key: a portrait for `team/…`, a landscape otherwise. */
export function contentArtwork(key: string, motif: string): Artwork {
  return key.startsWith('team/') ? teamPortrait(key) : contentPicture(key, motif);
}

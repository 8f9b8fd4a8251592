// The campaign modals' pictures (issue 19 item 3): an ad or an e-mail opt modal as a banner — the
// category's colours, a scene of its motifs, the headline and line under it in the picture's language.
// A desktop banner is wide, a mobile one tall; both are drawn from the same key, so they match.
import type { CategorySlug } from '@spc/domain/categories';
import { place, pattern } from './compose.ts';
import { CATEGORY_MOTIFS } from './motifs.ts';
import { CATEGORY_PALETTES, FONT, escapeXml, n, randomFor, svgDocument, type Artwork } from './palette.ts';

export const BANNER_SIZES = {
  desktop: { width: 960, height: 600 },
  mobile: { width: 640, height: 880 },
} as const;

export interface BannerCopy {
  headline: string;
  line: string;
  /** The button drawn on the picture (the real link is the modal's). */
  call?: string | undefined;
}

/** Splits `text` into lines of at most `max` characters, on spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A campaign banner: `key` seeds the scene, `category` the colours, `copy` the words. */
export function campaignBanner(
  key: string,
  category: CategorySlug,
  copy: BannerCopy,
  format: keyof typeof BANNER_SIZES,
): Artwork {
  const { width, height } = BANNER_SIZES[format];
  const rng = randomFor(`banner:${key}`);
  const palettes = CATEGORY_PALETTES[category];
  const p = palettes[randomFor(`banner-palette:${key}`).int(0, palettes.length - 1)]!;
  const motifs = CATEGORY_MOTIFS[category];
  const parts = [`<rect width="${width}" height="${height}" fill="${p.deep}"/>`, pattern(rng, width, height, p.light)];
  // The scene: three motifs in light rounds, on the right (desktop) or at the top (mobile).
  const wide = format === 'desktop';
  const spots = wide
    ? [
        [width * 0.76, height * 0.3, 120],
        [width * 0.86, height * 0.7, 92],
        [width * 0.62, height * 0.74, 70],
      ]
    : [
        [width * 0.3, height * 0.2, 112],
        [width * 0.72, height * 0.16, 90],
        [width * 0.58, height * 0.38, 76],
      ];
  for (const [x, y, r] of spots) {
    const motif = motifs[rng.int(0, motifs.length - 1)]!;
    parts.push(`<circle cx="${n(x!)}" cy="${n(y!)}" r="${r}" fill="${p.light}"/>`);
    parts.push(place(motif, p, p.deep, x!, y!, r! * 1.35, rng.int(-12, 12)));
  }
  // The words, left-aligned in the free half.
  const left = wide ? 56 : 48;
  let y = wide ? 150 : height * 0.56;
  const headlineSize = wide ? 54 : 50;
  for (const line of wrap(copy.headline, wide ? 18 : 20)) {
    parts.push(
      `<text x="${left}" y="${n(y)}" ${FONT} font-size="${headlineSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    );
    y += headlineSize * 1.15;
  }
  y += 12;
  for (const line of wrap(copy.line, wide ? 30 : 28)) {
    parts.push(`<text x="${left}" y="${n(y)}" ${FONT} font-size="28" fill="${p.light}">${escapeXml(line)}</text>`);
    y += 36;
  }
  if (copy.call) {
    y += 28;
    const buttonWidth = Math.max(200, copy.call.length * 17 + 56);
    parts.push(`<rect x="${left}" y="${n(y - 40)}" width="${buttonWidth}" height="60" rx="30" fill="${p.pop}"/>`);
    parts.push(
      `<text x="${n(left + buttonWidth / 2)}" y="${n(y - 1)}" ${FONT} font-size="26" font-weight="700" text-anchor="middle" fill="${p.deep}">${escapeXml(copy.call)}</text>`,
    );
  }
  return { svg: svgDocument(width, height, parts.join('')), width, height, color: p.deep };
}

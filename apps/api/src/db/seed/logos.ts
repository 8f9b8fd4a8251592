// Generated partner logos: a rounded square in a palette colour with the brand's initials, as a
// self-contained SVG (no external references) that the API serves as the partner's logo.

const PALETTE = [
  '#1F4E79',
  '#2E7D32',
  '#B23A48',
  '#6A1B9A',
  '#00838F',
  '#E65100',
  '#37474F',
  '#AD1457',
  '#4E342E',
  '#283593',
  '#558B2F',
  '#C62828',
] as const;

/** Words that do not give an initial ("Café de la Gare" → "CG"). */
const SKIPPED_WORDS = new Set(['&', 'and', 'co.', 'de', 'du', 'des', 'la', 'le', 'les', 'the', "l'"]);

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => word.length > 0 && !SKIPPED_WORDS.has(word.toLowerCase()));
  const letters = words.map((word) => [...word][0] ?? '').join('');
  return letters.slice(0, 2).toUpperCase() || '?';
}

/** A deterministic colour per name, so a partner keeps its colour across seeds. */
function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
}

export function partnerLogoSvg(name: string, options: { colour?: string; text?: string } = {}): string {
  const text = options.text ?? initials(name);
  const fontSize = text.length > 2 ? 32 : 46;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect x="4" y="4" width="112" height="112" rx="24" fill="${options.colour ?? colourFor(name)}"/>`,
    `<text x="60" y="62" text-anchor="middle" dominant-baseline="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#FFFFFF">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}

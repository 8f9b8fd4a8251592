// The pieces the compositions share: a motif placed in a scene, and a light pattern over the ground.
import type { Random } from '../random.ts';
import type { Motif } from './motifs.ts';
import { n, type Palette } from './palette.ts';

/** A motif drawn `size` wide centred on (x, y), turned by `angle` degrees. */
export function place(motif: Motif, p: Palette, ink: string, x: number, y: number, size: number, angle = 0): string {
  const scale = size / 100;
  return `<g transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) rotate(${n(angle)} ${n(size / 2)} ${n(size / 2)}) scale(${Math.round(scale * 1000) / 1000})">${motif(p, ink)}</g>`;
}

/** A faint pattern over the whole ground: dots, stripes, rings or waves. */
export function pattern(rng: Random, width: number, height: number, colour: string): string {
  const kind = rng.int(0, 3);
  const step = rng.int(36, 64);
  const parts: string[] = [];
  if (kind === 0) {
    for (let y = step / 2; y < height; y += step) {
      for (let x = step / 2; x < width; x += step) parts.push(`M${n(x)} ${n(y)}h0.1`);
    }
    return `<path d="${parts.join('')}" stroke="${colour}" stroke-width="7" stroke-linecap="round" opacity="0.18"/>`;
  }
  if (kind === 1) {
    for (let x = -height; x < width; x += step) parts.push(`M${n(x)} ${height}L${n(x + height)} 0`);
    return `<path d="${parts.join('')}" stroke="${colour}" stroke-width="${n(step / 4)}" opacity="0.12"/>`;
  }
  if (kind === 2) {
    const cx = rng.int(0, width);
    const cy = rng.int(0, height);
    for (let r = step; r < Math.max(width, height) * 1.2; r += step) {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
    }
    return `<g fill="none" stroke="${colour}" stroke-width="6" opacity="0.14">${parts.join('')}</g>`;
  }
  for (let y = step; y < height; y += step) {
    let path = `M0 ${n(y)}`;
    for (let x = 0; x < width; x += step * 2) path += `q${n(step / 2)} -${n(step / 3)} ${n(step)} 0t${n(step)} 0`;
    parts.push(path);
  }
  return `<path d="${parts.join('')}" fill="none" stroke="${colour}" stroke-width="5" opacity="0.16"/>`;
}

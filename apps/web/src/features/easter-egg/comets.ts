// The easter egg itself (spec §9): 200 comets cross the screen for 3 s, decorative (aria-hidden, no
// pointer events), gone after. With `prefers-reduced-motion: reduce` nothing is shown. Loaded only when
// the key sequence is typed (listener.ts); behind the `easter-egg` flag when the flags load.
import type { FlagName } from '@spc/domain/flags';
import type { QueryClient } from '@tanstack/react-query';

/** FLAGS.easterEgg, by type only: this module's static imports are all the listener's chunk preloads. */
const EASTER_EGG: FlagName = 'easter-egg';

export const COMET_COUNT = 200;
export const COMETS_DURATION_MS = 3_000;
const STYLE_ID = 'spc-comets-style';
const KEYFRAMES = `@keyframes spc-comet{from{transform:translate(0,0) rotate(-35deg);opacity:0}10%{opacity:1}to{transform:translate(-60vw,45vh) rotate(-35deg);opacity:0}}`;

export interface CometsOptions {
  count?: number;
  durationMs?: number;
  reducedMotion?: boolean;
  random?: () => number;
}

/** Shows the comets in `doc` for `durationMs`; returns the layer (null with reduced motion). */
export function showComets(doc: Document, options: CometsOptions = {}): HTMLElement | null {
  const { count = COMET_COUNT, durationMs = COMETS_DURATION_MS, random = Math.random } = options;
  const reducedMotion =
    options.reducedMotion ?? doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reducedMotion) return null;
  doc.getElementById('spc-comets')?.remove();
  if (!doc.getElementById(STYLE_ID)) {
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = KEYFRAMES;
    doc.head.append(style);
  }
  const layer = doc.createElement('div');
  layer.id = 'spc-comets';
  layer.setAttribute('aria-hidden', 'true');
  layer.style.cssText = 'position:fixed;inset:0;overflow:hidden;pointer-events:none;z-index:2147483647';
  for (let i = 0; i < count; i++) {
    const comet = doc.createElement('span');
    const length = 40 + Math.round(random() * 80);
    const flight = 0.8 + random() * 1.4;
    comet.style.cssText =
      `position:absolute;top:${Math.round(random() * 70) - 20}%;left:${Math.round(random() * 100) + 10}%;` +
      `width:${length}px;height:2px;border-radius:2px;` +
      'background:linear-gradient(90deg,#fff,rgba(255,214,102,.9) 30%,rgba(255,255,255,0));' +
      `animation:spc-comet ${flight.toFixed(2)}s linear ${(random() * (durationMs / 1000 - flight)).toFixed(2)}s both`;
    layer.append(comet);
  }
  doc.body.append(layer);
  setTimeout(() => layer.remove(), durationMs);
  return layer;
}

/** Reads the flags (once per visit; the defaults when they fail) and shows the comets when the flag is on. */
export async function playEasterEgg(queryClient: QueryClient, doc: Document = document): Promise<HTMLElement | null> {
  // The flags' module only now: the listener's lazy import stays one small file.
  const { featureFlagsQueryOptions, readFlag } = await import('../../lib/feature-flags.ts');
  const flags = await queryClient.fetchQuery(featureFlagsQueryOptions()).catch(() => undefined);
  if (!readFlag(flags, EASTER_EGG)) return null;
  const count = readFlag(flags, EASTER_EGG, 'comets');
  const durationMs = readFlag(flags, EASTER_EGG, 'duration_ms');
  return showComets(doc, {
    count: typeof count === 'number' ? Math.min(Math.max(0, count), 500) : COMET_COUNT,
    durationMs: typeof durationMs === 'number' ? Math.min(Math.max(0, durationMs), 10_000) : COMETS_DURATION_MS,
  });
}

// Media queries for behaviour that CSS alone cannot switch (which panel a button opens, closing the
// mobile menu on a wide screen). The widths mirror the `--breakpoint-*` values of index.css, the one
// definition of spec §9's breakpoints; media.test.ts keeps the two in step.
import { useCallback, useSyncExternalStore } from 'react';

/** Header desktop: width above 1024 px (`header:` in CSS). */
export const HEADER_DESKTOP_MIN_WIDTH = 1025;
/** Minimum desktop width for the menu behaviour (`menu:` in CSS). */
export const MENU_DESKTOP_MIN_WIDTH = 960;

export const minWidth = (px: number) => `(min-width: ${px}px)`;

export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether `query` matches now, re-rendering when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
}

/** Calls `onMatch` whenever `query` starts matching; returns the unsubscribe function. */
export function onMediaMatch(query: string, onMatch: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  const onChange = () => {
    if (list.matches) onMatch();
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

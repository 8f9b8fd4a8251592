// The easter egg's listener (spec §9: a key sequence shows 200 comets for 3 s): the Konami code
// ↑↑↓↓←→←→BA. Only this tiny file is in the first chunk; the comets' module loads when the sequence is
// typed, and asks the feature flag first (comets.ts).
import type { QueryClient } from '@tanstack/react-query';

export const KONAMI_CODE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

/** Feeds keys one at a time; true when the last keys typed are the whole sequence. */
export function sequenceMatcher(sequence: readonly string[] = KONAMI_CODE): (key: string) => boolean {
  let typed: string[] = [];
  return (key) => {
    typed = [...typed, key.length === 1 ? key.toLowerCase() : key].slice(-sequence.length);
    if (typed.length < sequence.length || typed.some((k, i) => k !== sequence[i])) return false;
    typed = [];
    return true;
  };
}

/** Listens on `target` for the sequence; typing in a field does not count. Returns the unsubscribe. */
export function listenForEasterEgg(queryClient: QueryClient, target: Window = window): () => void {
  const matches = sequenceMatcher();
  const onKeyDown = (event: KeyboardEvent) => {
    const element = event.target as HTMLElement | null;
    if (element?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
    if (!matches(event.key)) return;
    void import('./comets.ts').then((m) => m.playEasterEgg(queryClient));
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}

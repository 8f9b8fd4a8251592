// The easter egg's listener (spec §9: a key sequence shows 200 comets for 3 s): the Konami code
// ↑↑↓↓←→←→BA. Only this tiny file is in the first chunk (every byte counts: bench/budget.json); the
// comets' module loads when the sequence is typed, and asks the feature flag first (comets.ts).
import type { QueryClient } from '@tanstack/react-query';

/** The sequence, one character a key: an arrow by its direction's initial, a letter in lower case. */
export const KONAMI_CODE = 'UUDDLRLRba';

/** Feeds keys (KeyboardEvent.key) one at a time; true when the last ones typed are the whole sequence. */
export function sequenceMatcher(sequence = KONAMI_CODE): (key: string) => boolean {
  let typed = '';
  return (key) => {
    // Any other key (Shift, Enter…) is one character that is in no sequence.
    typed = (typed + (key.startsWith('Arrow') ? key[5] : key.length === 1 ? key.toLowerCase() : '.')).slice(
      -sequence.length,
    );
    if (typed !== sequence) return false;
    typed = '';
    return true;
  };
}

/** Listens on `target` for the sequence, for the visit; keys typed in a field do not count. */
export function listenForEasterEgg(queryClient: QueryClient, target: EventTarget = window): void {
  const matches = sequenceMatcher();
  target.addEventListener('keydown', (event) => {
    const { key, target: from } = event as KeyboardEvent;
    // A keydown's target is the focused element, or the body.
    if ((from as Element).closest('input,textarea,select,[contenteditable]')) return;
    if (matches(key)) void import('./comets.ts').then((m) => m.playEasterEgg(queryClient));
  });
}

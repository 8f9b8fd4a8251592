// The rotating placeholder of spec §4 "Search": every 5000 ms the word fades out over 500 ms, changes,
// and fades back in, only while `active` (not focused, English).
import { useEffect, useState } from 'react';

export const PLACEHOLDER_ROTATION_MS = 5000;
export const PLACEHOLDER_FADE_MS = 500;

export function useRotatingWord(words: readonly string[], active: boolean): { word: string; fading: boolean } {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (!active || words.length < 2) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setFading(true);
      fadeTimer = setTimeout(() => {
        setIndex((current) => (current + 1) % words.length);
        setFading(false);
      }, PLACEHOLDER_FADE_MS);
    }, PLACEHOLDER_ROTATION_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(fadeTimer);
      setFading(false);
    };
  }, [active, words.length]);

  return { word: words[index % words.length] ?? '', fading };
}

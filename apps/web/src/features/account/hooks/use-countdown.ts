// A countdown in whole seconds towards a moment (epoch ms), for the resend button. It reads the clock
// each tick, so a tab left in the background shows the right time when it comes back. The moment is
// the later of the one `start` set and `external` (a wait the server reported, for instance).
import { useCallback, useEffect, useState } from 'react';

export function secondsUntil(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function useCountdown(external: number | null = null) {
  const [started, setStarted] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const until = started === null ? external : external === null ? started : Math.max(started, external);

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    // The first tick at once: `now` may be old if the page sat idle before the countdown began.
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [until]);

  /** Starts (or restarts) the countdown for `seconds` from now. */
  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setStarted(time + seconds * 1000);
  }, []);

  const seconds = secondsUntil(until, now);
  return { seconds, running: seconds > 0, start };
}

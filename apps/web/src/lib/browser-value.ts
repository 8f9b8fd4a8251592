// A value only the browser knows (the user agent, the consent cookie's decision), for a component the
// server renders: the server and hydration render `serverValue`, so the HTML matches, and once hydrated
// the browser's value comes as a transition, which React renders in slices. useSyncExternalStore with
// a different server snapshot did the same as a synchronous re-render inside hydration's effects, one
// long task on a slow phone (decision 043). A component mounting after hydration reads the browser's
// value at once. For values that do not change while the page is open (no subscription).
import { startTransition, useEffect, useState } from 'react';

/** Whether the page has hydrated: main.tsx's HydrationMark sets `<html data-hydrated>` then. */
function hydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}

export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  const [value, setValue] = useState(() => (hydrated() ? read() : serverValue));
  useEffect(() => {
    // Read in a task of its own (a cookie read is not free on a slow phone), not in hydration's effects.
    const id = setTimeout(() => {
      const next = read();
      if (!Object.is(next, value)) startTransition(() => setValue(next));
    }, 0);
    return () => clearTimeout(id);
    // Once, on mount: the value does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

// Values the server cannot know, for components it renders. Hydration must render what the server
// rendered, and not only in the root's pass: a component under a <Suspense> boundary hydrates in a later
// task, after the root has committed and after answers that arrived meanwhile (the session's, above
// all). Whether a render is hydrating is asked of React itself: useSyncExternalStore reads its server
// snapshot then and only then, in whichever pass hydrates the component.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;
const snapshotZero = () => 0;

/**
 * Whether this render of the calling component must give the server's HTML: on the server, and while
 * React hydrates it in the browser. False in a client render (a navigation, a component mounting later).
 */
export function useServerRender(): boolean {
  let server = false;
  // Both snapshots are 0, so this never re-renders anything: it only notes which one React asked for.
  // React calls the server snapshot during this render, never after it, so the assignment cannot land
  // late (what the rule guards against); unequal snapshots would re-render every caller (decision 043).
  // eslint-disable-next-line react-hooks/immutability -- called synchronously within this render
  useSyncExternalStore(subscribeNothing, snapshotZero, () => {
    // eslint-disable-next-line react-hooks/immutability -- as above
    server = true;
    return 0;
  });
  return server;
}

/**
 * `value` (the client's, from a query the server does not run), except while React hydrates the
 * component: `serverValue` then, what the server rendered. If the two differ, React renders the
 * component again at once with `value`, that component only.
 */
export function useHydratedValue<T>(value: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribeNothing,
    () => value,
    () => serverValue,
  );
}

/**
 * A value only the browser knows (the user agent, the consent cookie's decision) that does not change
 * while the page is open. While hydrating, the component renders `serverValue`, so the HTML matches,
 * and the browser's value comes after as a transition, which React renders in slices:
 * useSyncExternalStore with a different server snapshot did the same as a synchronous re-render inside
 * hydration's effects, one long task on a slow phone (decision 043). A component mounting in a client
 * render reads the browser's value at once.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  const hydrating = useServerRender();
  const [value, setValue] = useState(() => (hydrating ? serverValue : read()));
  useEffect(() => {
    if (!hydrating) return undefined;
    // Read in a task of its own (a cookie read is not free on a slow phone), not in hydration's effects.
    // The same value as the server's re-renders nothing (React bails out of an equal state).
    const id = setTimeout(() => startTransition(() => setValue(read())), 0);
    return () => clearTimeout(id);
    // Once, on mount: the value does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

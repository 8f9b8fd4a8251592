// Sideways-scrolling link strips (category strip, category switcher) hide their later entries on a
// phone; this brings the marked one (aria-current) into view, so a category page opened directly
// shows which category it is. Only the strip scrolls, never the page.
import { useLayoutEffect, useRef } from 'react';

export function useCurrentLinkInView<T extends HTMLElement>(current: string | undefined) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const strip = ref.current;
    const link = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !link) return;
    const stripBox = strip.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    if (linkBox.left >= stripBox.left && linkBox.right <= stripBox.right) return;
    // Centre it: the entries either side show there is more to scroll to.
    strip.scrollLeft += linkBox.left - stripBox.left - (stripBox.width - linkBox.width) / 2;
  }, [current]);
  return ref;
}

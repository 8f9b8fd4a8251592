// Spec §2 "Careers" and §9: a page opened with `?section=<id>` (one of `sections`) scrolls to that
// section after SCROLL_TO_SECTION_DELAY_MS (the page has settled: pictures reserved, fonts in), moves
// the focus there for keyboard and screen-reader users, then removes the parameter from the address
// (replacing the history entry, so Back does not scroll again).
import { SCROLL_TO_SECTION_DELAY_MS } from '@spc/domain/constants';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export function useScrollToSection(sections: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const section = search.get('section');
  const known = section !== null && sections.includes(section);
  useEffect(() => {
    if (!known || section === null) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(section);
      if (target) {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        target.focus({ preventScroll: true });
      }
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('section');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SCROLL_TO_SECTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [known, section, setSearch]);
}

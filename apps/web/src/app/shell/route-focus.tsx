// After a client-side navigation to another page, a screen-reader or keyboard user is taken to where
// the new page starts, as a full page load would: the focus moves to its h1 (made focusable for the
// purpose), else to the main landmark, and the page's title is announced. Not on the first load, not
// for a change of query alone (filters, pages of a list keep the focus on the control used), not while
// a dialog holds the focus; a control of the page that still has the focus (a category chip that stays
// on screen, a field the new page focused) keeps it, and the title is announced.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

export function RouteFocus() {
  const { pathname } = useLocation();
  const idle = useNavigation().state === 'idle';
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!idle || shown.current === pathname) return;
    shown.current = pathname;
    let observer: MutationObserver | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const focusStart = (main: HTMLElement, heading: HTMLElement | null) => {
      const active = document.activeElement;
      // A control of the page still holding the focus (a category chip that stays) keeps it.
      if (main.contains(active) && active !== main) return;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      (heading ?? main).focus({ preventScroll: true });
    };
    // After the new page's own effects and its title (a frame later).
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main');
      if (!main || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      setAnnouncement(document.title);
      const heading = main.querySelector('h1');
      if (heading) return focusStart(main, heading);
      // A page whose heading comes with a lazy part: the main landmark now, its heading when it shows.
      focusStart(main, null);
      observer = new MutationObserver(() => {
        const late = main.querySelector('h1');
        if (!late) return;
        observer?.disconnect();
        if (document.activeElement === main) focusStart(main, late);
      });
      observer.observe(main, { childList: true, subtree: true });
      giveUp = setTimeout(() => observer?.disconnect(), 3000);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, idle]);

  return (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
}

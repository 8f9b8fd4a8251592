// The cookie banner (issue 21 item 1): a named region at the bottom of the window — fixed, so nothing on
// the page moves when it appears (CLS) — first in the document, so keyboard and screen-reader users meet
// it first. "Accept all" and "Refuse all" are the same button, same size and look: refusing weighs as
// much as accepting. "Settings" opens the per-category choice.
import type { ConsentCategories } from '@spc/domain/consent-rules';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** The one look of both choices (equal weight): a test holds them to it. */
export const CHOICE_BUTTON = {
  variant: 'primary',
  size: 'md',
  className: 'w-full tablet:w-auto tablet:min-w-36',
} as const;

/** A host element at the start of <body>, outside the React root: the banner comes first in reading order. */
function BannerPortal({ children }: { children: ReactNode }) {
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);
  return createPortal(children, host);
}

/**
 * Room at the end of the page as tall as the banner, and focus scrolling that keeps clear of it: nothing
 * stays hidden behind it (WCAG 2.4.11), and nothing already on screen moves (the room is below it all).
 */
function useRoomBelow(banner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const { body, documentElement } = document;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      body.style.paddingBottom = height;
      documentElement.style.scrollPaddingBottom = height;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
      documentElement.style.scrollPaddingBottom = '';
    };
  }, [banner]);
}

export function CookieBanner({
  settingsOpen,
  onDecide,
  onSettings,
}: {
  /** The settings dialog is open: the banner goes under its overlay. */
  settingsOpen: boolean;
  onDecide: (categories: ConsentCategories) => void;
  onSettings: () => void;
}) {
  const { t } = useTranslation('consent');
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useRoomBelow(ref);
  return (
    <BannerPortal>
      <section
        ref={ref}
        aria-labelledby={titleId}
        // Over the app banner (z-40), under a dialog's overlay (z-40, later in the document) when open.
        className={`fixed inset-x-0 bottom-0 ${settingsOpen ? 'z-30' : 'z-[45]'} max-h-[70dvh] overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 text-slate-900 shadow-[0_-4px_24px_rgb(15_23_42/0.15)]`}
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-4 desktop:flex-row desktop:items-end desktop:justify-between">
          <div className="max-w-3xl">
            <h2 id={titleId} className="text-lg font-bold">
              {t('banner.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {t('banner.body')}{' '}
              <Link to={paths.privacy()} className="font-semibold text-brand-700 underline">
                {t('banner.policy')}
              </Link>
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2 tablet:flex tablet:flex-wrap tablet:items-center">
            <Button {...CHOICE_BUTTON} onClick={() => onDecide({ analytics: true, marketing: true })}>
              {t('banner.acceptAll')}
            </Button>
            <Button {...CHOICE_BUTTON} onClick={() => onDecide({ analytics: false, marketing: false })}>
              {t('banner.refuseAll')}
            </Button>
            <Button variant="ghost" className="col-span-2 underline" onClick={onSettings}>
              {t('banner.settings')}
            </Button>
          </div>
        </div>
      </section>
    </BannerPortal>
  );
}

// The mobile app banner of spec §2 "Header": on iOS and Android it invites to open the app, except on
// the Deal, Collection, Contest and Add Subscription pages. Dismissed, it stays away for the visit. A lazy
// module: app-banner-gate.tsx loads it on a phone, once hydrated.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/paths.ts';
import { readStoredJson, storeJson } from '../../lib/storage.ts';
import { buttonClasses } from '../ui/button.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { mobilePlatform, type MobilePlatform } from './mobile-platform.ts';

export { mobilePlatform, type MobilePlatform };

/** Pages where the banner would cover what the visitor came for. */
export const APP_BANNER_HIDDEN_ON = [
  '/deals/:partnerName/offer/:id', // Deal
  '/collection/:id', // Collection
  '/collections/:id',
  '/contest/:id', // Contest
  '/activate/subscription', // Add Subscription
] as const;

const DISMISSED_KEY = 'spc.appBanner.dismissed';

export function shouldShowAppBanner(userAgent: string, pathname: string): boolean {
  return (
    mobilePlatform(userAgent) !== null && !APP_BANNER_HIDDEN_ON.some((pattern) => matchPath(pattern, pathname) !== null)
  );
}

export function appLink(platform: MobilePlatform): string {
  return platform === 'ios' ? APP_STORE_URL : PLAY_STORE_URL;
}

/** The banner for a phone's `platform` (app-banner-gate.tsx), its user agent `userAgent`. */
export function AppBanner({ userAgent, platform }: { userAgent: string; platform: MobilePlatform }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  // The banner appears after hydration (the server render does not read the user agent), so it floats
  // over the bottom of the screen instead of pushing the page down: no layout shift.
  const [dismissed, setDismissed] = useState(() => readStoredJson(DISMISSED_KEY, 'session') === true);
  const shown = !dismissed && shouldShowAppBanner(userAgent, pathname);
  // Room at the end of the page so the floating banner never hides the footer's last lines.
  useEffect(() => {
    document.body.classList.toggle('pb-20', shown);
    return () => document.body.classList.remove('pb-20');
  }, [shown]);
  if (!shown) return null;

  return (
    <aside
      aria-label={t('appBanner.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <button
          type="button"
          aria-label={t('appBanner.dismiss')}
          onClick={() => {
            storeJson(DISMISSED_KEY, true, 'session');
            setDismissed(true);
          }}
          className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon className="size-5" />
        </button>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{t('appBanner.title')}</p>
          <p className="truncate text-xs text-slate-600">{t('appBanner.body')}</p>
        </div>
        <a href={appLink(platform)} className={buttonClasses({ size: 'sm', pill: true, className: 'shrink-0' })}>
          {t('appBanner.open')}
        </a>
      </div>
    </aside>
  );
}

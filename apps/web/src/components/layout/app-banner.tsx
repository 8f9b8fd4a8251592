// The mobile app banner of spec §2 "Header": on iOS and Android it invites to open the app, except on
// the Deal, Collection, Contest and Add Subscription pages. Dismissed, it stays away for the visit.
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/paths.ts';
import { readStoredJson, storeJson } from '../../lib/storage.ts';
import { buttonClasses } from '../ui/button.tsx';
import { CloseIcon } from '../ui/icons.tsx';

export type MobilePlatform = 'ios' | 'android';

/** Pages where the banner would cover what the visitor came for. */
export const APP_BANNER_HIDDEN_ON = [
  '/deals/:partnerName/offer/:id', // Deal
  '/collection/:id', // Collection
  '/collections/:id',
  '/contest/:id', // Contest
  '/activate/subscription', // Add Subscription
] as const;

const DISMISSED_KEY = 'spc.appBanner.dismissed';

export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  // iPadOS 13+ reports itself as a Mac; its touch support gives it away ("Macintosh … Mobile" in WebKit).
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent))) return 'ios';
  return null;
}

export function shouldShowAppBanner(userAgent: string, pathname: string): boolean {
  return (
    mobilePlatform(userAgent) !== null && !APP_BANNER_HIDDEN_ON.some((pattern) => matchPath(pattern, pathname) !== null)
  );
}

export function appLink(platform: MobilePlatform): string {
  return platform === 'ios' ? APP_STORE_URL : PLAY_STORE_URL;
}

const noSubscription = () => () => undefined;
const userAgentNow = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export function AppBanner() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  // The server render (later) knows no user agent: the banner appears after hydration.
  const userAgent = useSyncExternalStore(noSubscription, userAgentNow, () => '');
  const [dismissed, setDismissed] = useState(() => readStoredJson(DISMISSED_KEY, 'session') === true);
  const platform = mobilePlatform(userAgent);
  if (dismissed || platform === null || !shouldShowAppBanner(userAgent, pathname)) return null;

  return (
    <aside aria-label={t('appBanner.label')} className="border-b border-slate-200 bg-white">
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

// Where the mobile app banner goes in the shell. The server cannot know the user agent, so the banner
// only ever appears after hydration; its module loads then, and only on a phone (app-banner.tsx), rather
// than weighing on every page's first JavaScript.
import { lazy, Suspense } from 'react';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { mobilePlatform } from './mobile-platform.ts';

const AppBanner = lazy(async () => ({ default: (await import('./app-banner.tsx')).AppBanner }));

const userAgentNow = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export function AppBannerGate() {
  const userAgent = useBrowserValue(userAgentNow, '');
  const platform = mobilePlatform(userAgent);
  if (!platform) return null;
  return (
    <Suspense fallback={null}>
      <AppBanner userAgent={userAgent} platform={platform} />
    </Suspense>
  );
}

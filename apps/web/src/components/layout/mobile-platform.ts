// Which phone platform a user agent names (spec §2 "Header": the app banner is for iOS and Android). Apart
// from the banner so that the page's first code can tell whether to load it (app-banner-gate.tsx).

export type MobilePlatform = 'ios' | 'android';

export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  // iPadOS 13+ reports itself as a Mac; its touch support gives it away ("Macintosh … Mobile" in WebKit).
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent))) return 'ios';
  return null;
}

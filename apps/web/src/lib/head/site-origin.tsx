// The site's public address (PUBLIC_URL) for absolute canonical and alternate links. The server entry
// provides it; in the browser it is the origin of the canonical link the server wrote, so the links
// React renders after hydration are the server's exactly (React adopts a server <link> only when its
// href matches), even when the page was reached under another host name. A page the server did not
// render (the SPA shell) falls back to the browser's origin.
import { createContext, useContext, type ReactNode } from 'react';

const SiteOriginContext = createContext<string | undefined>(undefined);

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext value={origin}>{children}</SiteOriginContext>;
}

let browserOrigin: string | undefined;

/** Read once, on the first page: later pages replace the server's canonical link with their own. */
function readBrowserOrigin(): string {
  if (browserOrigin === undefined) {
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    browserOrigin = canonical ? new URL(canonical, window.location.href).origin : window.location.origin;
  }
  return browserOrigin;
}

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? readBrowserOrigin();
}

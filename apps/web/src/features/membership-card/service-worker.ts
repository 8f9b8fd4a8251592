// The digital card offline (issue 6): public/sw.js, registered from /membership-screen with that page
// as its scope, so it controls that page alone and the rest of the app never goes through it. The page
// tells it which built files it loaded (the shell's HTML, scripts and styles, found in the resource
// timings); the worker keeps exactly those, and a reload with no network gets them from it. The card
// itself is not in the worker: the page keeps it (card-storage.ts). Production builds only: the dev
// server's modules are not hashed files a cache could keep.
import { paths } from '../../lib/paths.ts';

export const CARD_SERVICE_WORKER_URL = '/sw.js';
export const CARD_SERVICE_WORKER_SCOPE = paths.membershipScreen();

/** The message public/sw.js understands. */
export interface CacheShellMessage {
  type: 'cache-shell';
  urls: string[];
}

export interface CardServiceWorkerOptions {
  /** Vite's production flag by default. */
  production?: boolean;
  /** The browser's service worker container (absent in old browsers and in jsdom). */
  container?: ServiceWorkerContainer | undefined;
}

export async function registerCardServiceWorker({
  production = import.meta.env.PROD,
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
}: CardServiceWorkerOptions = {}): Promise<ServiceWorkerRegistration | null> {
  if (!production || !container) return null;
  try {
    return await container.register(CARD_SERVICE_WORKER_URL, { scope: CARD_SERVICE_WORKER_SCOPE });
  } catch (error) {
    // Private browsing, a blocked worker: the screen works, only not offline after a reload.
    console.warn('The card service worker could not be registered', error);
    return null;
  }
}

/** The built files (/assets/…) this page has loaded, as same-origin paths. */
export function loadedAssets(
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
  origin = window.location.origin,
): string[] {
  const assets = new Set<string>();
  for (const { name } of entries) {
    const url = new URL(name, origin);
    if (url.origin === origin && url.pathname.startsWith('/assets/')) assets.add(url.pathname);
  }
  return [...assets];
}

/** The registration's worker once it is active (a new one installs first). */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const pending = registration.installing ?? registration.waiting;
  if (!pending) return Promise.resolve(null);
  return new Promise((resolve) => {
    pending.addEventListener('statechange', function onChange() {
      if (pending.state === 'activated' || pending.state === 'redundant') {
        pending.removeEventListener('statechange', onChange);
        resolve(pending.state === 'activated' ? pending : null);
      }
    });
  });
}

/** Asks the worker to keep this page's shell: its address and the built files it loaded. */
export async function cacheCardShell(registration: ServiceWorkerRegistration, urls = loadedAssets()): Promise<void> {
  const worker = await activeWorker(registration);
  const message: CacheShellMessage = { type: 'cache-shell', urls: [CARD_SERVICE_WORKER_SCOPE, ...urls] };
  worker?.postMessage(message);
}

/** Registers the worker and has it keep the shell; once the screen shows a card. */
export async function keepCardScreenOffline(options: CardServiceWorkerOptions = {}): Promise<void> {
  const registration = await registerCardServiceWorker(options);
  if (registration) await cacheCardShell(registration);
}

// The digital card's service worker (issue 6). Registered by features/membership-card/service-worker.ts
// with the scope /membership-screen: it controls that page only, never the rest of the app. It keeps
// the app shell that page needs (its HTML and the built files the page lists for it), so the screen
// still opens with no network; the card itself is kept by the page, in local storage. API calls are
// never answered from here.
/* global self, caches */
const CACHE = 'spc-card-shell-v1';
const SHELL = '/membership-screen';

self.addEventListener('install', () => {
  // Nothing to fetch yet: the page lists its files once it runs (the 'cache-shell' message).
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('spc-card-shell-') && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

const isAsset = (pathname) => pathname.startsWith('/assets/');

/** Keeps exactly the shell and the files the page listed (an older build's files are dropped). */
async function cacheShell(urls) {
  const wanted = new Set([SHELL]);
  for (const url of urls) {
    const { origin, pathname } = new URL(url, self.location.origin);
    if (origin === self.location.origin && isAsset(pathname)) wanted.add(pathname);
  }
  const cache = await caches.open(CACHE);
  await Promise.all(
    [...wanted].map(async (pathname) => {
      // Hashed files never change: one already kept is kept as is.
      if (isAsset(pathname) && (await cache.match(pathname))) return;
      try {
        const response = await fetch(pathname, { credentials: 'same-origin' });
        if (response.ok) await cache.put(pathname, response);
      } catch {
        // Offline meanwhile: the copy already kept (if any) stays.
      }
    }),
  );
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'cache-shell' && Array.isArray(data.urls)) {
    event.waitUntil(cacheShell(data.urls.filter((url) => typeof url === 'string')));
  }
});

/** The page: from the network (and kept), else the kept copy. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

/** A built file: the kept copy, else the network (and kept). */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(new URL(request.url).pathname, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (isAsset(url.pathname)) event.respondWith(asset(request));
});

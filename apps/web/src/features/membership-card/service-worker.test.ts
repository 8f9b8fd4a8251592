// The offline card screen: the worker is registered only in production builds, for /membership-screen
// alone, and told which built files the page loaded; public/sw.js keeps exactly those and the page,
// answers them with no network, and leaves every other request (the API) alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cacheCardShell, keepCardScreenOffline, loadedAssets, registerCardServiceWorker } from './service-worker.ts';

const ORIGIN = 'http://localhost';

function fakeWorker(state: ServiceWorkerState = 'activated') {
  const postMessage = vi.fn();
  const worker = Object.assign(new EventTarget(), { state, postMessage }) as unknown as ServiceWorker & {
    state: ServiceWorkerState;
  };
  return { worker, postMessage };
}

function fakeContainer(registration: Partial<ServiceWorkerRegistration>) {
  const register = vi.fn(async () => registration as ServiceWorkerRegistration);
  return { container: { register } as unknown as ServiceWorkerContainer, register };
}

const resource = (name: string) => ({ name }) as PerformanceEntry;

describe('registering the card service worker', () => {
  it('does nothing outside a production build', async () => {
    const { container, register } = fakeContainer({ active: fakeWorker().worker });
    expect(await registerCardServiceWorker({ production: false, container })).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', async () => {
    expect(await registerCardServiceWorker({ production: true, container: undefined })).toBeNull();
  });

  it('registers /sw.js for /membership-screen only, then has it keep the page and its built files', async () => {
    const { worker, postMessage } = fakeWorker();
    const { container, register } = fakeContainer({ active: worker });
    await keepCardScreenOffline({ production: true, container });

    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/membership-screen' });
    expect(postMessage).toHaveBeenCalledWith({
      type: 'cache-shell',
      urls: expect.arrayContaining(['/membership-screen']) as unknown,
    });
  });

  it('survives a refused registration', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = {
      register: vi.fn(async () => Promise.reject(new Error('blocked'))),
    } as unknown as ServiceWorkerContainer;
    await expect(keepCardScreenOffline({ production: true, container })).resolves.toBeUndefined();
  });

  it('waits for a new worker to activate before telling it', async () => {
    const { worker, postMessage } = fakeWorker('installing');
    const told = cacheCardShell({ active: null, installing: worker, waiting: null } as ServiceWorkerRegistration, [
      '/assets/index-1.js',
    ]);
    await Promise.resolve();
    expect(postMessage).not.toHaveBeenCalled();
    worker.state = 'activated';
    worker.dispatchEvent(new Event('statechange'));
    await told;
    expect(postMessage).toHaveBeenCalledWith({
      type: 'cache-shell',
      urls: ['/membership-screen', '/assets/index-1.js'],
    });
  });

  it('lists the built files the page loaded, on this origin only', () => {
    expect(
      loadedAssets(
        [
          resource(`${ORIGIN}/assets/index-abc.js`),
          resource(`${ORIGIN}/assets/index-abc.css`),
          resource(`${ORIGIN}/assets/membership-screen-def.js?v=1`),
          resource(`${ORIGIN}/assets/index-abc.js`),
          resource(`${ORIGIN}/api/users/membership-card`),
          resource('https://cdn.example/assets/other.js'),
        ],
        ORIGIN,
      ),
    ).toEqual(['/assets/index-abc.js', '/assets/index-abc.css', '/assets/membership-screen-def.js']);
  });
});

// ---- public/sw.js in a stand-in of the worker's global scope ----------------------------------------

type Listener = (event: Record<string, unknown>) => void;

class FakeCache {
  readonly entries = new Map<string, Response>();
  private key(request: string | Request | { url: string }) {
    return new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
  }
  async match(request: string | Request) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: string | Request, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async keys() {
    return [...this.entries.keys()].map((pathname) => ({ url: `${ORIGIN}${pathname}` }));
  }
  async delete(request: { url: string }) {
    return this.entries.delete(this.key(request));
  }
}

function loadWorker(network: (url: string) => Promise<Response>) {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../../public/sw.js'), 'utf8');
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, FakeCache>([['spc-card-shell-v0', new FakeCache()]]);
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name)!;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetchMock = vi.fn(async (input: string | { url: string }) =>
    network(new URL(typeof input === 'string' ? input : input.url, ORIGIN).pathname),
  );
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => undefined) },
  };
  // The worker's own source, run with this scope's globals as a browser would.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('self', 'caches', 'fetch', source) as (...globals: unknown[]) => void;
  run(self, caches, fetchMock);

  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const pending: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners[type]?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<Response>) => {
        response = promise;
      },
    });
    await Promise.all(pending);
    return response;
  }
  const request = (url: string, mode = 'no-cors') => ({ method: 'GET', url: `${ORIGIN}${url}`, mode });
  return {
    stores,
    fetchMock,
    self,
    cacheShell: (urls: unknown[]) => dispatch('message', { data: { type: 'cache-shell', urls } }),
    fetch: (url: string, mode?: string) => dispatch('fetch', { request: request(url, mode) }),
    activate: () => dispatch('activate'),
    shell: () => stores.get('spc-card-shell-v1'),
  };
}

const ok = (body: string) => new Response(body, { status: 200 });
const offline = async (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

describe('public/sw.js', () => {
  it('drops older caches and takes control when it activates', async () => {
    const worker = loadWorker(async (url) => ok(url));
    await worker.activate();
    expect(worker.stores.has('spc-card-shell-v0')).toBe(false);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('keeps the page and the built files it is told about, nothing else', async () => {
    const worker = loadWorker(async (url) => ok(`body of ${url}`));
    await worker.cacheShell([
      '/membership-screen',
      '/assets/index-1.js',
      `${ORIGIN}/assets/index-1.css`,
      '/api/users/membership-card',
      'https://cdn.example/assets/evil.js',
      42,
    ]);
    expect([...worker.shell()!.entries.keys()].sort()).toEqual(
      ['/assets/index-1.css', '/assets/index-1.js', '/membership-screen'].sort(),
    );
  });

  it('answers the page and its files with no network, and forgets an older build', async () => {
    let online = true;
    const worker = loadWorker(async (url) => (online ? ok(`body of ${url}`) : offline()));
    await worker.cacheShell(['/assets/index-1.js']);
    await worker.cacheShell(['/assets/index-2.js']);
    expect(worker.shell()!.entries.has('/assets/index-1.js')).toBe(false);

    online = false;
    expect(await (await worker.fetch('/membership-screen', 'navigate'))!.text()).toBe('body of /membership-screen');
    expect(await (await worker.fetch('/assets/index-2.js'))!.text()).toBe('body of /assets/index-2.js');
    // A file it never kept fails as the network does.
    await expect(worker.fetch('/assets/never-seen.js')).rejects.toThrow('Failed to fetch');
  });

  it('prefers the network for the page, and keeps the newest copy', async () => {
    let version = 1;
    const worker = loadWorker(async (url) => ok(`${url} v${version}`));
    await worker.cacheShell([]);
    version = 2;
    expect(await (await worker.fetch('/membership-screen', 'navigate'))!.text()).toBe('/membership-screen v2');
    expect(await (await worker.shell()!.match('/membership-screen'))!.text()).toBe('/membership-screen v2');
  });

  it('leaves API calls and other requests to the browser', async () => {
    const worker = loadWorker(async (url) => ok(url));
    expect(await worker.fetch('/api/users/membership-card')).toBeUndefined();
    expect(await worker.fetch('/favicon.svg')).toBeUndefined();
    expect(worker.fetchMock).not.toHaveBeenCalled();
  });
});

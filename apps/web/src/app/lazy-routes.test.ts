import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoutePaths, loadLazyRoutes } from './lazy-routes.ts';
import { routes as appRoutes } from './router.tsx';

function table() {
  const loadOffer = vi.fn(() => Promise.resolve({ loader: () => 'offer' }));
  const loadCategory = vi.fn(() => Promise.resolve({ loader: () => 'category' }));
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        {
          children: [
            { index: true, loader: () => null },
            { path: 'deals', loader: () => null },
            { path: 'deals/category/:name', lazy: loadCategory },
            { path: 'deals/:partner/offer/:id', lazy: loadOffer },
            { path: '*', loader: () => null },
          ],
        },
      ],
    },
  ];
  return { routes, loadOffer, loadCategory };
}

describe('lazy routes of a server-rendered page', () => {
  it('are named by their place in the table, and only the lazy ones of the match', () => {
    const { routes } = table();
    expect(lazyRoutePaths(routes, '/deals/shop/offer/12?source=mail')).toEqual([[0, 0, 3]]);
    expect(lazyRoutePaths(routes, '/deals')).toEqual([]);
    expect(lazyRoutePaths(routes, '/nowhere/at/all')).toEqual([]);
  });

  it('are resolved in place in the browser, the others left lazy', async () => {
    const { routes, loadOffer, loadCategory } = table();
    await loadLazyRoutes(routes, [
      [0, 0, 3],
      [9, 9],
    ]);
    const offer = routes[0]?.children?.[0]?.children?.[3];
    expect(loadOffer).toHaveBeenCalledOnce();
    expect(offer?.lazy).toBeUndefined();
    expect(typeof offer?.loader).toBe('function');
    expect(loadCategory).not.toHaveBeenCalled();
  });

  it('finds the offer page in the app table', () => {
    const [path] = lazyRoutePaths(appRoutes, '/deals/shop/offer/12');
    expect(path).toBeDefined();
    let level: RouteObject[] | undefined = appRoutes;
    let route: RouteObject | undefined;
    for (const index of path ?? []) {
      route = level?.[index];
      level = route?.children;
    }
    expect(route?.path).toBe('deals/:partnerName/offer/:id');
  });
});

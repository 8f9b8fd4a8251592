// /rktcki through the real route table: the affiliate cookie with both parameters only, then home.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createI18n } from '../../lib/i18n.ts';
import { createQueryClient, routerContextFor } from '../../lib/query-client.ts';
import { readAffiliate, readClickIds, readUtm } from '../../lib/tracking.ts';
import { routes } from '../router.tsx';

async function visit(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no API in this test'))),
  );
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: routerContextFor(createQueryClient({ retry: false }), await createI18n('en')),
  });
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  return router;
}

describe('/rktcki', () => {
  afterEach(() => {
    document.cookie = 'spc_affiliate=; Max-Age=0; Path=/';
  });

  it('sets the affiliate cookie with ranMID and ranSiteID, then goes home keeping the campaign', async () => {
    const router = await visit('/rktcki?ranMID=4321&ranSiteID=Xyz-123&ranEAID=e&utm_source=rakuten');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?utm_source=rakuten');
    expect(readAffiliate()).toMatchObject({ ranMID: '4321', ranSiteID: 'Xyz-123' });
    expect(readUtm()?.utm).toEqual({ source: 'rakuten' });
    expect(readClickIds().ranSiteID?.id).toBe('Xyz-123');
  });

  it.each(['/rktcki', '/rktcki?ranMID=4321', '/rktcki?ranSiteID=Xyz-123'])('sets nothing for %s', async (path) => {
    const router = await visit(path);
    expect(router.state.location.pathname).toBe('/');
    expect(readAffiliate()).toBeNull();
    expect(document.cookie).not.toContain('spc_affiliate');
  });
});

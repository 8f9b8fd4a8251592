// /rktcki through the real route table: the affiliate cookie with both parameters only, then home;
// and only with marketing consent (issue 21).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createI18n } from '../../lib/i18n.ts';
import { createQueryClient, routerContextFor } from '../../lib/query-client.ts';
import { readClickIds } from '../../lib/tracking-capture.ts';
import { readAffiliate, readUtm } from '../../lib/tracking.ts';
import { consentTo, cookieNames, resetCookiesAndConsent } from '../../test/consent.ts';
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
  afterEach(resetCookiesAndConsent);

  it('sets the affiliate cookie with ranMID and ranSiteID, then goes home keeping the campaign', async () => {
    consentTo({ marketing: true });
    const router = await visit('/rktcki?ranMID=4321&ranSiteID=Xyz-123&ranEAID=e&utm_source=rakuten');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?utm_source=rakuten');
    expect(readAffiliate()).toMatchObject({ ranMID: '4321', ranSiteID: 'Xyz-123' });
    // The campaign writer is a lazy module: it may land just after the navigation.
    await vi.waitFor(() => expect(readUtm()?.utm).toEqual({ source: 'rakuten' }));
    await vi.waitFor(() => expect(readClickIds().ranSiteID?.id).toBe('Xyz-123'));
  });

  it('sets no cookie and stores nothing without marketing consent', async () => {
    consentTo({ analytics: true, marketing: false });
    const router = await visit('/rktcki?ranMID=4321&ranSiteID=Xyz-123&utm_source=rakuten&gclid=G1');
    expect(router.state.location.search).toBe('?utm_source=rakuten&gclid=G1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cookieNames()).toEqual(['spc_consent']);
    expect(window.localStorage.length).toBe(0);
  });

  it.each(['/rktcki', '/rktcki?ranMID=4321', '/rktcki?ranSiteID=Xyz-123'])('sets nothing for %s', async (path) => {
    consentTo({ marketing: true });
    const router = await visit(path);
    expect(router.state.location.pathname).toBe('/');
    expect(readAffiliate()).toBeNull();
    expect(document.cookie).not.toContain('spc_affiliate');
  });
});

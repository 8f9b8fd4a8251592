// The query cache a server-rendered page hands to the browser: failed queries travel too, and come back
// as the ApiError the page read on the server, so the browser hydrates the same error state.
import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { dehydrateQueries, hydrateQueries } from './server-state.ts';

/** What the page's JSON script makes of the state. */
function throughJson(state: DehydratedState): DehydratedState {
  return JSON.parse(JSON.stringify(state)) as DehydratedState;
}

describe('dehydrateQueries / hydrateQueries', () => {
  it('carries a failed query and its ApiError (status, code, message, body) through JSON', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failure = new ApiError(410, 'OFFER_EXPIRED', 'Offer expired', { body: { partner_url_name: 'velo-vert' } });
    await server.prefetchQuery({ queryKey: ['offers', 'offer', 32], queryFn: () => Promise.reject(failure) });
    await server.prefetchQuery({ queryKey: ['categories'], queryFn: () => Promise.resolve(['food']) });

    const browser = new QueryClient();
    hydrateQueries(browser, throughJson(dehydrateQueries(server)));

    const offer = browser.getQueryState(['offers', 'offer', 32]);
    expect(offer?.status).toBe('error');
    expect(offer?.error).toBeInstanceOf(ApiError);
    expect(offer?.error).toMatchObject({
      status: 410,
      code: 'OFFER_EXPIRED',
      message: 'Offer expired',
      body: { partner_url_name: 'velo-vert' },
    });
    expect(browser.getQueryData(['categories'])).toEqual(['food']);
  });

  it('leaves an error that is not an ApiError as it came', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new TypeError('boom')) });
    const browser = new QueryClient();
    hydrateQueries(browser, throughJson(dehydrateQueries(server)));
    expect(browser.getQueryState(['x'])?.status).toBe('error');
    expect(browser.getQueryState(['x'])?.error).not.toBeInstanceOf(ApiError);
  });
});

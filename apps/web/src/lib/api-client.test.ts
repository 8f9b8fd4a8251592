import { categoriesResponseSchema as schema } from '@spc/domain/categories';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls } from '../test/render-app.tsx';
import { ApiError, apiGet, apiPost, apiPut, ignoredResponse, onRateLimited } from './api-client.ts';

const body = {
  categories: [{ id: 1, name_en: 'Food', name_fr: 'Alimentation', url_name: 'food', subcategories: [], image: null }],
  hero: null,
};

describe('apiGet', () => {
  it('fetches /api… with the query and returns the parsed body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ ...body, extra: true })));
    vi.stubGlobal('fetch', fetchMock);

    const result = await apiGet('/partners/v2/thing', schema, {
      query: { page: 2, filters: ['online', 'new'], empty: [], skipped: undefined },
    });

    expect(result).toEqual(body);
    expect(requestedUrls(fetchMock)).toEqual(['/api/partners/v2/thing?page=2&filters=online,new']);
  });

  it('parses with a schema that is still loading (a lazily imported module)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(body))),
    );
    const result = await apiGet('/partners/v2/thing', Promise.resolve(schema));
    expect(result).toEqual(body);
  });

  it('turns a schema chunk that fails to load into a NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(body))),
    );
    const failed = apiGet('/partners/v2/thing', Promise.reject<typeof schema>(new TypeError('Failed to fetch module')));
    await expect(failed).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'NETWORK_ERROR' });
  });

  it("throws an ApiError with the server's status, code and message on a 4xx", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse({ error: 'VALIDATION_ERROR', message: 'sort_by must be one of views' }, 400)),
      ),
    );

    const error = await apiGet('/x', schema).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'sort_by must be one of views' });
  });

  it('throws an ApiError when an error response has no JSON body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
      ),
    );

    await expect(apiGet('/x', schema)).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it('throws when a successful body does not match the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ categories: [{ id: 'one' }] }))),
    );

    await expect(apiGet('/x', schema)).rejects.toMatchObject({ name: 'ApiError', code: 'BAD_RESPONSE', status: 200 });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('fetch failed'))),
    );

    await expect(apiGet('/x', schema)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('rate limiting (spec §8)', () => {
  it('tells the rate-limit listeners about a 429 and still throws it to the caller', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(
            {
              error: 'RATE_LIMITED',
              message: 'Too many requests at the moment. Please try again later',
              retry_after: 30,
            },
            429,
          ),
        ),
      ),
    );
    const listener = vi.fn();
    const stop = onRateLimited(listener);

    const error = await apiGet('/x', schema).catch((caught: unknown) => caught);
    stop();

    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(error);
  });

  it('does not call the listeners for other errors, nor after unsubscribing', async () => {
    const listener = vi.fn();
    const stop = onRateLimited(listener);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ error: 'NOT_FOUND', message: 'Not found' }, 404))),
    );
    await expect(apiGet('/x', schema)).rejects.toMatchObject({ status: 404 });
    stop();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 429 }))),
    );
    await expect(apiGet('/x', schema)).rejects.toMatchObject({ status: 429, code: 'HTTP_ERROR' });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a 429 before anyone listens', () => {
  it('is handed to the next listener, once (the first page loads before the modal is mounted)', async () => {
    // Drain whatever an earlier test left unheard.
    onRateLimited(() => undefined)();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ error: 'RATE_LIMITED', message: 'Too many requests' }, 429))),
    );
    await expect(apiGet('/x', schema)).rejects.toMatchObject({ status: 429 });

    const late = vi.fn();
    const stop = onRateLimited(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late.mock.calls[0]?.[0]).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    stop();

    const later = vi.fn();
    onRateLimited(later)();
    expect(later).not.toHaveBeenCalled();
  });
});

describe('apiPut', () => {
  it('sends JSON with the cookie of this site', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(jsonResponse({ language: 'fr' })));
    vi.stubGlobal('fetch', fetchMock);
    await apiPut('/users/user/update_language', { language: 'fr' }, ignoredResponse);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/user/update_language');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: '{"language":"fr"}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });
});

describe('apiPost', () => {
  it('sends a call’s own headers alongside the client’s, which they cannot replace', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(jsonResponse({ ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    await apiPost('/store/v2/order', { language: 'en' }, ignoredResponse, {
      headers: { 'Idempotency-Key': 'key-12345678', accept: 'text/html' },
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({
      'Idempotency-Key': 'key-12345678',
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });
});

import { categoriesResponseSchema as schema } from '@spc/domain/categories';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls } from '../test/render-app.tsx';
import { ApiError, apiGet } from './api-client.ts';

const body = { categories: [{ id: 1, name_en: 'Food', name_fr: 'Alimentation', url_name: 'food', subcategories: [] }] };

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

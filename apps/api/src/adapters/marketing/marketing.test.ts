// The marketing platform adapters (decision 027): the embedded contacts table, the HTTP adapter's calls
// (path, key, body; failures as MarketingUnavailableError) and the configuration that picks one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createEmbeddedMarketingPlatform } from './embedded.ts';
import { createHttpMarketingPlatform } from './http.ts';
import { MarketingUnavailableError } from './platform.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the embedded platform', () => {
  it('keeps the e-mail channel per address, case-insensitively, and keeps a member id once known', async () => {
    const platform = createEmbeddedMarketingPlatform(database.db);
    const now = new Date();
    expect(await platform.isSubscribed('Lea@Example.com')).toBe(false);
    await platform.setUserAttributes(
      { email: 'Lea@Example.com', userId: 'u1', language: 'fr', emailSubscribed: true },
      now,
    );
    expect(await platform.isSubscribed('lea@example.com')).toBe(true);
    await platform.setUserAttributes(
      { email: 'lea@example.com', userId: null, language: 'fr', emailSubscribed: false },
      now,
    );
    expect(await platform.isSubscribed('lea@example.com')).toBe(false);
  });
});

describe('the HTTP platform', () => {
  it('posts setUserAttributes with its key and reads a contact', async () => {
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = input as string; // the adapter always passes a string
      if (url.endsWith('/setUserAttributes')) return new Response('{}', { status: 200 });
      expect(init?.method).toBe('GET');
      return Response.json({ channels: { email: { subscribed: true } } });
    });
    const platform = createHttpMarketingPlatform({ baseUrl: 'https://mkt.example/', apiKey: 'k1', fetch });
    await platform.setUserAttributes(
      { email: 'a@b.co', userId: 'u1', language: 'en', emailSubscribed: true },
      new Date(),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://mkt.example/setUserAttributes');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer k1');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'a@b.co',
      external_id: 'u1',
      language: 'en',
      channels: { email: { subscribed: true } },
    });
    expect(await platform.isSubscribed('A@B.co')).toBe(true);
    expect(fetch.mock.calls[1]![0]).toBe('https://mkt.example/contacts/a%40b.co');
  });

  it('turns a refusal, an outage or a missing contact into the right answer', async () => {
    const down = createHttpMarketingPlatform({
      baseUrl: 'https://mkt.example',
      apiKey: 'k',
      fetch: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    await expect(down.isSubscribed('a@b.co')).rejects.toBeInstanceOf(MarketingUnavailableError);
    const refusing = createHttpMarketingPlatform({
      baseUrl: 'https://mkt.example',
      apiKey: 'k',
      fetch: async (url) => new Response('', { status: (url as string).includes('/contacts/') ? 404 : 500 }),
    });
    expect(await refusing.isSubscribed('a@b.co')).toBe(false);
    await expect(
      refusing.setUserAttributes({ email: 'a@b.co', userId: null, language: 'en', emailSubscribed: true }, new Date()),
    ).rejects.toBeInstanceOf(MarketingUnavailableError);
  });
});

describe('MARKETING_PROVIDER', () => {
  it('defaults to the embedded platform and needs a URL and a key for http', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).marketing).toEqual({ provider: 'embedded' });
    expect(() => loadConfig({ NODE_ENV: 'test', MARKETING_PROVIDER: 'http' })).toThrow(/MARKETING_API_URL/);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        MARKETING_PROVIDER: 'http',
        MARKETING_API_URL: 'https://mkt.example',
        MARKETING_API_KEY: 'k',
      }).marketing,
    ).toEqual({ provider: 'http', apiUrl: 'https://mkt.example', apiKey: 'k' });
  });
});

// The rewards programme's adapters: the embedded one on its accounts table (an unknown address refused
// with the linking-failed error) and the HTTP one against a stand-in (its calls, its refusals, an
// unreachable programme), and the choice by REWARDS_PROVIDER.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { seedRewardsAccounts } from '../../db/seed/rewards-data.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createEmbeddedRewardsProgramme } from './embedded.ts';
import { createHttpRewardsProgramme } from './http.ts';
import { RewardsLinkRefusedError, RewardsUnavailableError } from './programme.ts';

const spcMember = { userId: 'u1', email: 'student@example.com' };

describe('embedded rewards programme', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.transaction((tx) => seedRewardsAccounts(tx));
  });
  afterAll(async () => database.close());

  it('finds its seeded members by address, whatever the case', async () => {
    const programme = createEmbeddedRewardsProgramme(database.db);
    expect(await programme.lookUpMember(' Marie.Tremblay@Example.com ')).toEqual({
      email: 'marie.tremblay@example.com',
      firstName: 'Marie',
    });
    expect(await programme.lookUpMember('nobody@example.com')).toBeNull();
  });

  it('links a member it knows and refuses an unknown address', async () => {
    const programme = createEmbeddedRewardsProgramme(database.db);
    await expect(programme.link('tims.member@example.com', spcMember)).resolves.toBeUndefined();
    await expect(programme.link('nobody@example.com', spcMember)).rejects.toBeInstanceOf(RewardsLinkRefusedError);
    expect((await programme.activeOffer(new Date()))?.titleEn).toBe('50 bonus Tim Hortons rewards points');
  });
});

describe('HTTP rewards programme', () => {
  const calls: { url: string; method: string; auth: string | null; body: unknown }[] = [];
  const standIn =
    (status: number, body?: unknown): typeof fetch =>
    async (input, init) => {
      calls.push({
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        method: init?.method ?? 'GET',
        auth: new Headers(init?.headers).get('authorization'),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    };
  const options = { baseUrl: 'https://rewards.example.test/v1/', apiKey: 'secret-key' };

  it('looks a member up with the key, and reads a 404 as no member', async () => {
    const found = createHttpRewardsProgramme({ ...options, fetch: standIn(200, { email: 'a@b.ca', first_name: 'A' }) });
    expect(await found.lookUpMember('a@b.ca')).toEqual({ email: 'a@b.ca', firstName: 'A' });
    expect(calls.at(-1)).toMatchObject({
      url: 'https://rewards.example.test/v1/members?email=a%40b.ca',
      auth: 'Bearer secret-key',
    });
    const none = createHttpRewardsProgramme({ ...options, fetch: standIn(404) });
    expect(await none.lookUpMember('a@b.ca')).toBeNull();
  });

  it('posts the link; a 4xx is the programme refusing, a 5xx or a bad body is unavailable', async () => {
    await createHttpRewardsProgramme({ ...options, fetch: standIn(200, {}) }).link('a@b.ca', spcMember);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: 'https://rewards.example.test/v1/links',
      body: { email: 'a@b.ca', partner_member_id: 'u1', partner_member_email: 'student@example.com' },
    });
    await expect(
      createHttpRewardsProgramme({ ...options, fetch: standIn(422) }).link('a@b.ca', spcMember),
    ).rejects.toBeInstanceOf(RewardsLinkRefusedError);
    await expect(
      createHttpRewardsProgramme({ ...options, fetch: standIn(502) }).link('a@b.ca', spcMember),
    ).rejects.toBeInstanceOf(RewardsUnavailableError);
    await expect(
      createHttpRewardsProgramme({ ...options, fetch: standIn(200, { nonsense: true }) }).activeOffer(new Date()),
    ).rejects.toBeInstanceOf(RewardsUnavailableError);
  });

  it('reports an unreachable programme as unavailable', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(createHttpRewardsProgramme({ ...options, fetch: down }).lookUpMember('a@b.ca')).rejects.toBeInstanceOf(
      RewardsUnavailableError,
    );
  });
});

describe('REWARDS_PROVIDER', () => {
  it('defaults to the embedded programme and needs the URL and key for http', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).rewards).toEqual({ provider: 'embedded' });
    expect(() => loadConfig({ NODE_ENV: 'test', REWARDS_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        REWARDS_PROVIDER: 'http',
        REWARDS_API_URL: 'https://r.example.test',
        REWARDS_API_KEY: 'k',
      }).rewards,
    ).toEqual({ provider: 'http', apiUrl: 'https://r.example.test', apiKey: 'k' });
  });
});

// Issue 16 deliverable 2: a fuzz walk of the OpenAPI document the app serves (every route, the
// identity routes under /api/auth included). For each operation, fast-check sends malformed requests —
// wrong types, huge, empty, NUL and lone-surrogate strings, ids past int4, extra fields, wrong content
// types, malformed JSON, bad path and query values — as a visitor and as a signed-in member, and the
// test fails on any answer of 500 or more. A failure prints the seed; FUZZ_SEED=<seed> replays it.
//
// Budget (CI, 2 cores): the full walk runs once, in `api-postgres` when PostgreSQL is configured (the
// engine production runs, and the one whose refusals — NUL in text, int4 overflow — caused the 500s
// of issue 16); `api` then walks every route a few times only (FUZZ_LIGHT, set by vitest.config.ts).
// Without PostgreSQL, `api` runs the full walk. FUZZ_RUNS overrides the runs per operation.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWalletKeys } from '../src/adapters/wallet/test-keys.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { nextClientAddress, type SignedUp } from './auth-helpers.ts';
import { newMember } from './purchase-helpers.ts';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const LIGHT = process.env.FUZZ_LIGHT === '1';
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : LIGHT ? 5 : 60;

// Printed before anything runs, so even a crash or a timeout leaves the seed in the log.
console.info(`fuzz: seed ${SEED}, ${RUNS} runs per operation (replay: FUZZ_SEED=${SEED})`);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Routes outside the fuzz walk: none of the API's. (The docs UI's static files are not API routes.) */
const isDocsAsset = (path: string) => path.startsWith('/api/docs');

let t: TestApp;
let member: SignedUp;
const operations: Operation[] = [];

beforeAll(async () => {
  // A server with everything configured that can be (wallet keys): an optional service left
  // unconfigured answers 503 by design, which says nothing about bad input.
  t = await createTestApp({ PUBLIC_URL: 'https://spc.example', ...createTestWalletKeys().env });
  await seedDatabase(t.database.db);
  member = await newMember(t);
  const document = (await t.app.inject('/api/docs/json')).json<{
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  }>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (isDocsAsset(path)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(body && { body }),
      });
    }
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// ---- generators -----------------------------------------------------------------------------------

const LONE = ['\ud800', '\udbff', '\udc00', 'a\ud83d', '\ude00b'];
const badString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    ...LONE,
    'x'.repeat(10_000),
    '𝒜😀',
    '\u202e',
    "' OR 1=1--",
    '../../etc/passwd',
  ),
  fc.constantFrom('2147483648', '9999999999', '-1', '0', '1.5', '1e309', 'NaN', 'null', 'true', '[]', '{}'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);
const badNumber = fc.constantFrom(
  2147483648,
  9999999999,
  -1,
  0,
  1.5,
  -2147483649,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badString },
  { weight: 2, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, [1, 'a', {}]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return choice ? resolve(choice) : schema;
}

let addresses = 0;
/** Valid values of the fields whose names say what they hold, so the other fields pass their checks. */
const BY_NAME: [RegExp, () => unknown][] = [
  // A new address each time (a sign-up with a taken one stops early), the same ones on a replay.
  [/email/i, () => `fuzz-${(addresses += 1)}@example.com`],
  [/password/i, () => 'Correct1horse'],
  [/postal/i, () => 'M5V 2T6'],
  [/birth_?date/i, () => '2000-05-17'],
  [/^(first_?name|last_?name|name)$/i, () => 'Alex'],
  [/card_number/i, () => '6018000000000001'],
  [/^csv$/i, () => '123'],
  [/url|link/i, () => 'https://spc.example/deals'],
  [/date/i, () => '2026-01-01'],
  [/code|token/i, () => 'ABC123'],
];

/** A value of roughly the right shape for a field, so a request gets past the fields it does not fuzz. */
function plausible(schema: JsonSchema | undefined, name = ''): unknown {
  const resolved = resolve(schema);
  if (resolved.enum?.length) return resolved.enum[0];
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, plausible(value, key)]),
      );
    default:
      if (resolved.format === 'email') return BY_NAME[0]![1]();
      return BY_NAME.find(([pattern]) => pattern.test(name))?.[1]() ?? 'abc';
  }
}

/**
 * A field's plausible value turned bad the ways that broke the API before (issue 16): a NUL or a lone
 * surrogate inside otherwise valid text, an id one past int4, a huge string; or any bad value.
 */
function poisoned(schema: JsonSchema | undefined, name: string): fc.Arbitrary<unknown> {
  const base = plausible(schema, name);
  const text = typeof base === 'string' ? base : JSON.stringify(base);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(`${text}\u0000`, `\u0000${text}`, `${text}\ud800`, `\udc00${text}`) },
    { weight: 2, arbitrary: fc.constantFrom(2147483648, 9999999999, -1, 0, 1.5, `${text}${'x'.repeat(5000)}`) },
    { weight: 3, arbitrary: badValue },
  );
}

/**
 * A body for the schema: either one field bad and every other plausible (so the bad value reaches the
 * code behind the schema), or each field plausible, bad or missing; extra fields either way.
 */
function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.entries(resolve(schema).properties ?? {});
  if (properties.length === 0) return badValue;
  const valid = () => Object.fromEntries(properties.map(([key, value]) => [key, plausible(value, key)]));
  const oneBad = fc
    .constantFrom(...properties)
    .chain(([key, value]) => poisoned(value, key).map((bad) => ({ ...valid(), [key]: bad })));
  const field = ([key, value]: [string, JsonSchema]) =>
    fc.oneof(fc.constant(plausible(value, key)), badValue, fc.constant(undefined));
  const mixed = fc
    .tuple(
      fc.tuple(...properties.map((entry) => field(entry).map((value) => [entry[0], value] as const))),
      fc.dictionary(fc.string({ maxLength: 12 }), badValue, { maxKeys: 3 }),
    )
    .map(([fields, extra]) => ({
      ...extra,
      ...Object.fromEntries(fields.filter(([, value]) => value !== undefined)),
    }));
  return fc.oneof(
    { weight: 3, arbitrary: oneBad },
    { weight: 3, arbitrary: mixed },
    { weight: 1, arbitrary: badValue },
  );
}

/** Percent-encodes a path or query value; lone surrogates become the bytes no UTF-8 decoder accepts. */
function encodeLoosely(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const PAYLOAD_KINDS = ['json', 'malformed-json', 'wrong-type', 'raw-value', 'none'] as const;

interface FuzzRequest {
  asMember: boolean;
  pathValues: string[];
  query: [string, unknown][];
  payloadKind: (typeof PAYLOAD_KINDS)[number];
  body: unknown;
  contentType: string;
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValue = fc.oneof(
    badString,
    fc.constantFrom('1', '2147483647', '2147483648', '9999999999', 'abc', 'ab\u0000c', 'x\ud800', 'a'.repeat(101)),
  );
  const query = fc
    .subarray(queryParams)
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((parameter) =>
          fc
            .oneof(fc.constant(plausible(parameter.schema)), badValue)
            .map((value) => [parameter.name, value] as [string, unknown]),
        ),
      ),
    );
  return fc.record({
    asMember: fc.boolean(),
    pathValues: fc.tuple(...pathParams.map(() => pathValue)),
    query: fc
      .tuple(query, fc.dictionary(fc.string({ maxLength: 8 }), badString, { maxKeys: 2 }))
      .map(([known, extra]) => [...known, ...Object.entries(extra)]),
    payloadKind: fc.oneof({ weight: 6, arbitrary: fc.constant('json' as const) }, fc.constantFrom(...PAYLOAD_KINDS)),
    body: bodyFor(operation.body),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
    ),
  });
}

function queryString(pairs: [string, unknown][]): string {
  const parts = pairs.flatMap(([key, value]) => {
    const values = Array.isArray(value) ? value : [value];
    return values.map(
      (item) =>
        `${encodeLoosely(key)}=${encodeLoosely(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
    );
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

async function send(operation: Operation, request: FuzzRequest): Promise<LightMyRequestResponse> {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => encodeLoosely(request.pathValues[index++] ?? ''));
  const headers: Record<string, string> = { origin: t.config.publicUrl };
  if (request.asMember) headers.cookie = member.cookie;
  let payload: string | undefined;
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    switch (request.payloadKind) {
      case 'json':
        payload = JSON.stringify(request.body) ?? 'null';
        headers['content-type'] = 'application/json';
        break;
      case 'malformed-json':
        payload = `${JSON.stringify(request.body) ?? ''}{"`.slice(1);
        headers['content-type'] = 'application/json';
        break;
      case 'wrong-type':
        payload = JSON.stringify(request.body) ?? 'x';
        headers['content-type'] = request.contentType;
        break;
      case 'raw-value':
        payload = String(request.body);
        headers['content-type'] = 'application/json';
        break;
      case 'none':
        break;
    }
  }
  return t.app.inject({
    method: operation.method as 'GET',
    url: `${path}${queryString(request.query)}`,
    headers,
    remoteAddress: nextClientAddress(),
    ...(payload !== undefined && { payload }),
  });
}

/** Signs a new member in when a fuzzed call ended the session (sign-out, deletion, password change). */
async function keepMemberSignedIn(): Promise<void> {
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie: member.cookie },
  });
  if (session.statusCode !== 200 || !session.body || session.body === 'null') member = await newMember(t);
}

describe('fuzz walk of the OpenAPI document', () => {
  it('covers the identity routes and the API routes', () => {
    const paths = new Set(operations.map((operation) => operation.path));
    expect(operations.length).toBeGreaterThan(100);
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/update-user',
      '/api/auth/reset-password',
      '/api/vip/code',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('answers every malformed request below 500', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const started = Date.now();
    for (const operation of operations) {
      await keepMemberSignedIn();
      // No shrinking: a 5xx is reported as found (the seed replays it), which keeps the walk's time bounded.
      const details = await fc.check(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const response = await send(operation, request);
          if (response.statusCode >= 500)
            throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (details.failed) {
        const error =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(
          `${operation.method} ${operation.path} ${error}\n  request: ${fc.stringify(details.counterexample?.[0]).slice(0, 600)}`,
        );
      }
    }
    console.info(
      `fuzz: ${operations.length} operations × ${RUNS} runs in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (failures.length > 0) {
      console.error(`fuzz: ${failures.length} operations answered 5xx (seed ${SEED}):\n\n${failures.join('\n\n')}`);
    }
    expect(
      failures.map((failure) => failure.split(' answered')[0]),
      `seed ${SEED}; replay with FUZZ_SEED=${SEED}`,
    ).toEqual([]);
  });
});

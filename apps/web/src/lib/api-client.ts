// The one way the web app calls the API: `/api…` over fetch with the session cookie (same origin), the
// body checked against the domain's zod schema, and every failure turned into an `ApiError` carrying the
// server's code and message. A 429 also tells the rate-limit listeners (the rate-limited modal, spec §8).
import { utmHeader } from './tracking.ts';

/** Anything with zod's `parse`; typed structurally so the web app needs no direct zod import. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * A schema, or the promise of one: a call can start importing its schema module as it starts, so the
 * module (and zod) stays out of the first page's JavaScript until a call needs it (the session's calls,
 * which a visitor never makes). The import runs alongside the request.
 */
export type SchemaSource<T> = ResponseSchema<T> | Promise<ResponseSchema<T>>;

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface ApiGetOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra headers of this call (the store's `Idempotency-Key`, `payment-nonce`); they cannot replace ours. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The server's error code (`NOT_FOUND`, `VALIDATION_ERROR`…) or one of ours: NETWORK_ERROR, BAD_RESPONSE. */
    readonly code: string,
    message: string,
    options?: { cause?: unknown; body?: unknown },
  ) {
    super(message, options);
    this.body = options?.body;
  }
  /** The error body as the server sent it, for calls whose errors carry more (an offer's `partner_url_name`). */
  readonly body: unknown;

  /**
   * What a server-rendered page's dehydrated query cache carries of it (JSON drops an Error's message),
   * for `reviveApiError` in the browser: a page rendered in an error state hydrates in the same one.
   */
  toJSON(): SerializedApiError {
    return { name: 'ApiError', status: this.status, code: this.code, message: this.message, body: this.body };
  }

  /** Seconds the server asks to wait (`retry_after` in the body of a 423 or 429), when it says. */
  get retryAfterSeconds(): number | undefined {
    const value = (this.body as { retry_after?: unknown } | null | undefined)?.retry_after;
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
  }
}

export interface SerializedApiError {
  name: 'ApiError';
  status: number;
  code: string;
  message: string;
  body: unknown;
}

/** The ApiError a `toJSON` result stands for; undefined for anything else. */
export function reviveApiError(value: unknown): ApiError | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { name, status, code, message, body } = value as Partial<SerializedApiError>;
  if (name !== 'ApiError' || typeof status !== 'number' || typeof code !== 'string' || typeof message !== 'string') {
    return undefined;
  }
  return new ApiError(status, code, message, { body });
}

/** A schema for answers whose body the caller does not read (sign-out, a reset request). */
export const ignoredResponse: ResponseSchema<unknown> = { parse: (data) => data };

// ---------------------------------------------------------------------------------------------------
// Rate limiting (spec §8 "Handling": a 429 on any call opens the rate-limited modal and the error still
// propagates). Listeners are registered by mounted components, so a server render has none.

type RateLimitListener = (error: ApiError) => void;
const rateLimitListeners = new Set<RateLimitListener>();
/**
 * A 429 that came before anyone listened (the first page's loaders run before the modal is mounted):
 * handed to the next listener. Browser only; a server render has no modal to tell.
 */
let unheardRateLimit: ApiError | null = null;

/** Calls `listener` on every 429 answer (and on one nobody has heard yet); returns the unsubscribe function. */
export function onRateLimited(listener: RateLimitListener): () => void {
  rateLimitListeners.add(listener);
  if (unheardRateLimit) {
    const error = unheardRateLimit;
    unheardRateLimit = null;
    listener(error);
  }
  return () => {
    rateLimitListeners.delete(listener);
  };
}

function notifyRateLimited(error: ApiError): void {
  if (rateLimitListeners.size === 0) {
    if (typeof window !== 'undefined') unheardRateLimit = error;
    return;
  }
  for (const listener of rateLimitListeners) {
    try {
      listener(error);
    } catch (listenerError) {
      // A broken listener must not replace the API error the caller is waiting for.
      console.error(listenerError);
    }
  }
}

/** What the client sends requests with: `fetch` in the browser. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let currentFetch: () => ApiFetch = () => fetch;

/**
 * Server rendering only (entry-server.tsx): installs the lookup of the fetch the current request's
 * loaders use (the API answered in-process through `app.inject`). The lookup itself is request-scoped
 * (AsyncLocalStorage on the server), so nothing here is shared between requests. Decision 007.
 */
export function setApiFetchSource(source: () => ApiFetch): void {
  currentFetch = source;
}

export function buildApiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString().replaceAll('%2C', ',');
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The loaded session's token marker (only ever set in the browser, by lib/session.ts): the API client
 * holds it so it never imports the session module, which itself calls the client.
 */
let currentToken: string | null = null;

/** Set by the session query when it loads, and cleared on sign-out. */
export function setAuthToken(token: string | null): void {
  currentToken = token;
}

/** The current session token marker; null for visitors and on the server. */
export function getAuthToken(): string | null {
  return currentToken;
}

/** Headers every request carries: JSON, and the campaign (`utm`) when spec §7 "Other" asks for it. */
export function requestHeaders(token: string | null = currentToken): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const utm = utmHeader(token);
  if (utm) headers.utm = utm;
  return headers;
}

export async function apiGet<T>(path: string, schema: SchemaSource<T>, options: ApiGetOptions = {}): Promise<T> {
  return apiRequest('GET', path, schema, options);
}

/** A POST with a JSON body (the tag search sends a bare array). */
export async function apiPost<T>(
  path: string,
  body: unknown,
  schema: SchemaSource<T>,
  options: ApiGetOptions = {},
): Promise<T> {
  return apiRequest('POST', path, schema, { ...options, body });
}

/** A PUT with a JSON body. */
export async function apiPut<T>(
  path: string,
  body: unknown,
  schema: SchemaSource<T>,
  options: ApiGetOptions = {},
): Promise<T> {
  return apiRequest('PUT', path, schema, { ...options, body });
}

/** A DELETE, without a body (a JSON content type with an empty body is refused by the server). */
export async function apiDelete<T>(path: string, schema: SchemaSource<T>, options: ApiGetOptions = {}): Promise<T> {
  return apiRequest('DELETE', path, schema, options);
}

async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: SchemaSource<T>,
  options: ApiGetOptions & { body?: unknown },
): Promise<T> {
  // Handled below, once the answer is in: until then a failed import must not be reported as unhandled.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const url = buildApiUrl(path, options.query);
  const hasBody = method === 'POST' || method === 'PUT';
  let response: Response;
  try {
    const headers = { ...options.headers, ...requestHeaders() };
    if (hasBody) headers['content-type'] = 'application/json';
    response = await currentFetch()(url, {
      method,
      headers,
      credentials: 'same-origin',
      signal: options.signal ?? null,
      ...(hasBody && { body: JSON.stringify(options.body) }),
    });
  } catch (error) {
    // A cancelled request must stay an AbortError so TanStack Query and the router recognise it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.', { cause: error });
  }

  const body = await readJson(response);
  if (!response.ok) {
    const { errorResponseSchema } = await import('@spc/domain/errors');
    const parsed = errorResponseSchema.safeParse(body);
    const error = parsed.success
      ? new ApiError(response.status, parsed.data.error, parsed.data.message, { body })
      : new ApiError(
          response.status,
          'HTTP_ERROR',
          response.statusText || `Request failed with status ${response.status}`,
        );
    if (response.status === 429) notifyRateLimited(error);
    throw error;
  }

  let parser: ResponseSchema<T>;
  try {
    parser = await schema;
  } catch (error) {
    // The schema's chunk could not be fetched: the network failed, as far as the caller can tell.
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.', { cause: error });
  }
  try {
    return parser.parse(body);
  } catch (error) {
    // The server broke its contract: a bug to report, not something the user can fix.
    throw new ApiError(response.status, 'BAD_RESPONSE', `Unexpected response from ${path}`, { cause: error });
  }
}

// The one way the web app calls the API: `/api…` over fetch, the body checked against the domain's zod
// schema, and every failure turned into an `ApiError` carrying the server's code and message.
import { errorResponseSchema } from '@spc/domain/errors';

/** Anything with zod's `parse`; typed structurally so the web app needs no direct zod import. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface ApiGetOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The server's error code (`NOT_FOUND`, `VALIDATION_ERROR`…) or one of ours: NETWORK_ERROR, BAD_RESPONSE. */
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
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

export async function apiGet<T>(path: string, schema: ResponseSchema<T>, options: ApiGetOptions = {}): Promise<T> {
  const url = buildApiUrl(path, options.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    // A cancelled request must stay an AbortError so TanStack Query and the router recognise it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.', { cause: error });
  }

  const body = await readJson(response);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(body);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error, parsed.data.message);
    throw new ApiError(
      response.status,
      'HTTP_ERROR',
      response.statusText || `Request failed with status ${response.status}`,
    );
  }

  try {
    return schema.parse(body);
  } catch (error) {
    // The server broke its contract: a bug to report, not something the user can fix.
    throw new ApiError(response.status, 'BAD_RESPONSE', `Unexpected response from ${path}`, { cause: error });
  }
}

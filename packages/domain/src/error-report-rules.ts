// Error reports (issue 21 item 3, spec §8 "Errors in the UI are forwarded to an error-reporting
// service"): the limits, the scrubbing of personal data and the fingerprint, zod-free so the browser's
// lazily loaded reporter can use them without the schema library. The schemas are in error-reports.ts.

export const ERROR_REPORT_KINDS = ['uncaught', 'unhandled_rejection', 'boundary', 'logged', 'server'] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];
/** What a browser may send; `server` is the API's own 500s. */
export const BROWSER_ERROR_REPORT_KINDS = ['uncaught', 'unhandled_rejection', 'boundary', 'logged'] as const;

export const ERROR_REPORT_BATCH_MAX = 10;
export const ERROR_MESSAGE_MAX = 1000;
export const ERROR_STACK_MAX = 8000;
export const ERROR_URL_PATH_MAX = 2048;
export const ERROR_ROUTE_ID_MAX = 200;
export const ERROR_RELEASE_MAX = 64;
export const ERROR_FINGERPRINT_MAX = 64;
export const ERROR_REQUEST_ID_MAX = 64;
/** A whole batch's body: ten full reports fit; more is refused with 413. */
export const ERROR_INTAKE_BODY_LIMIT = 128 * 1024;
/** Per client address, a minute (ERROR_INTAKE_RATE_LIMIT overrides it). */
export const ERROR_INTAKE_RATE_LIMIT_DEFAULT = 30;
/** The same fingerprint again within this window only counts (first_seen / last_seen / count). */
export const ERROR_DEDUP_WINDOW_MS = 10 * 60_000;
/** The browser sends at most this often (and on page hide). */
export const ERROR_FLUSH_INTERVAL_MS = 5000;
/** Reports not seen for this long are deleted by the retention job (decision 023). */
export const ERROR_REPORT_RETENTION_DAYS = 90;

export const USER_AGENT_FAMILIES = ['chrome', 'edge', 'firefox', 'safari', 'opera', 'samsung', 'bot', 'other'] as const;
export type UserAgentFamily = (typeof USER_AGENT_FAMILIES)[number];

/** The browser family of a user agent string: enough to group errors, too little to single anyone out. */
export function userAgentFamily(userAgent: string | undefined | null): UserAgentFamily {
  const ua = userAgent ?? '';
  if (/bot|crawler|spider|headless/i.test(ua)) return 'bot';
  if (/SamsungBrowser/.test(ua)) return 'samsung';
  if (/Edg\//.test(ua)) return 'edge';
  if (/OPR\/|Opera/.test(ua)) return 'opera';
  if (/Firefox\/|FxiOS/.test(ua)) return 'firefox';
  if (/Chrome\/|CriOS/.test(ua)) return 'chrome';
  if (/Safari\//.test(ua)) return 'safari';
  return 'other';
}

// No `/` in the local part: in a path, the segment before an address is not part of it.
const EMAIL = /[\w.!#$%&'*+=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** 13 to 19 digits, possibly grouped by spaces or dashes: a payment card number's shape. */
const CARD_DIGITS = /\b\d(?:[ -]?\d){12,18}\b/g;
/** A value after a secret-looking name, in a URL's query or a message (`token=…`, `code: …`). */
const NAMED_SECRET =
  /\b((?:access_?|refresh_?|id_?|custom_?|auth_?|session_?)?token|code|key|secret|password|passwd|signature|sig|csv|cvv|card_number|email)(["']?\s*[=:]\s*["']?)[^\s&"',;)]+/gi;
/** The query string (and fragment) of an absolute URL in a message or stack: it can hold anything. */
const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'()<>]*)[?#][^\s"'()<>]*/gi;
/** `Bearer abc…` in a copied header. */
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;
/** A JWT (three base64url parts). */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** A long opaque run of letters and digits (a token in a path): 32 or more, with at least one digit. */
const LONG_TOKEN = /\b(?=[\w-]*\d)[A-Za-z0-9_-]{32,}\b/g;

/**
 * Personal data and secrets out of a text a report carries (message, stack, path): the query strings of
 * URLs cut off; e-mail addresses, card-like digit runs, tokens (named in a query or message, bearer, JWT,
 * long opaque runs) replaced by placeholders. The browser scrubs before sending and the intake again
 * before storing.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(JWT, '[token]')
    .replace(BEARER, 'Bearer [token]')
    .replace(EMAIL, '[email]')
    .replace(NAMED_SECRET, (_match, name: string, separator: string) => `${name}${separator}[redacted]`)
    .replace(CARD_DIGITS, '[card]')
    .replace(LONG_TOKEN, '[token]');
}

/** A URL or path as a report keeps it: the path only (no origin, query string or fragment), scrubbed. */
export function reportablePath(url: string): string {
  let path = url;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (origin) path = path.slice(origin[0].length);
  path = path.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  return scrubPersonalData(path).slice(0, ERROR_URL_PATH_MAX);
}

/**
 * The fingerprint of an error: kind, message and the stack's first frames, scrubbed, hashed (FNV-1a,
 * 32 bits, twice with two seeds → 16 hex digits). The same error in the same place gives the same one.
 */
export function errorFingerprint(kind: string, message: string, stack?: string): string {
  const frames = (stack ?? '')
    .split('\n')
    .filter((line) => /\bat\b|@/.test(line))
    .slice(0, 3)
    // Line and column numbers stay (they name the place); cache-busting hashes in file names would not
    // change the place, but a new release is a new fingerprint anyway.
    .join('|');
  const text = `${kind}|${scrubPersonalData(message)}|${scrubPersonalData(frames)}`;
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return hash(0x811c9dc5) + hash(0x050c5d1f);
}

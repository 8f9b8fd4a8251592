// A browser's own id for itself, on its own so the web's campaign root can check a stored one without
// evaluating the marketing and users schemas (decision 041); marketing.ts re-exports it.

/** A browser's own id for itself (the web makes a random UUID and keeps it in local storage). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

// The rules every request input obeys, whatever the route (issue 16): text a server can store, and
// ids that fit the database's integer columns. Request schemas build their strings and ids from here,
// and the API checks every parsed input against the same `isSafeText`, so one rule holds everywhere.
import { z } from 'zod';
import { INT4_MAX } from './id-rules.ts';

export { INT4_MAX, isIdInRange } from './id-rules.ts';

export { findUnsafeText, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from './text-rules.ts';

export const ID_INVALID_MESSAGE = `An id is a whole number from 1 to ${INT4_MAX}.`;

/** An id in a JSON body: a whole number from 1 to INT4_MAX. */
export const idSchema = z
  .number({ error: ID_INVALID_MESSAGE })
  .int(ID_INVALID_MESSAGE)
  .min(1, ID_INVALID_MESSAGE)
  .max(INT4_MAX, ID_INVALID_MESSAGE);

/** An id in a path or query string (text, read as a number): a whole number from 1 to INT4_MAX. */
export const idParamSchema = z.coerce
  .number({ error: ID_INVALID_MESSAGE })
  .int(ID_INVALID_MESSAGE)
  .min(1, ID_INVALID_MESSAGE)
  .max(INT4_MAX, ID_INVALID_MESSAGE);

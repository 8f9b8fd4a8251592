// Column helpers shared by every schema file.
import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read and written as a JS Date. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// The messages between the HTTP thread and the embedded database's thread (decision 044).

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types answered as PostgreSQL's text, unparsed (drizzle keeps timestamps and dates as text). */
      textTypes: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

/** `id` 0 is the thread's first message: the database is open (or failed to open). */
export type ThreadReply =
  { id: number; result: unknown; error?: never } | { id: number; error: Record<string, unknown> };

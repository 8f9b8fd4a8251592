// The embedded database's own thread (decision 044): PGlite runs its WebAssembly PostgreSQL and parses
// its answers here, so a query costs the HTTP thread only a message each way. Requests arrive in order
// and PGlite runs them in that order; `pglite-thread.ts` is the other end. Written in erasable
// TypeScript (no enums, no parameter properties): the thread starts with or without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import type { ThreadReply, ThreadRequest } from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const { dataDir } = workerData as { dataDir: string };
const keepText = (value: string) => value;

/** Every error crosses as plain fields: structured cloning would keep only the message of an Error. */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

async function main(target: NonNullable<typeof parentPort>) {
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    target.postMessage({ id: 0, error: describeError(error) } satisfies ThreadReply);
    return;
  }
  target.postMessage({ id: 0, result: null } satisfies ThreadReply);
  target.on('message', (request: ThreadRequest) => {
    const answer = async (): Promise<unknown> => {
      switch (request.op) {
        case 'query': {
          const options: QueryOptions = {};
          if (request.rowMode) options.rowMode = request.rowMode;
          if (request.textTypes.length > 0) {
            options.parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
          }
          return db.query(request.sql, request.params, options);
        }
        case 'exec':
          return db.exec(request.sql);
        case 'close':
          await db.close();
          return null;
      }
    };
    answer().then(
      (result) => target.postMessage({ id: request.id, result } satisfies ThreadReply),
      (error: unknown) => target.postMessage({ id: request.id, error: describeError(error) } satisfies ThreadReply),
    );
  });
}

void main(port);

// The embedded database on a thread of its own (decision 044). PGlite is PostgreSQL compiled to
// WebAssembly: each query's planning, execution and the parsing of its answer ran on the thread that
// serves HTTP, so under load every request queued behind the others' SQL. `PGliteThread` answers the
// part of PGlite's interface drizzle uses (`query`, `exec`, `transaction`, `close`) by messages to
// `pglite-worker.ts`, which owns the database: the SQL runs on the second core while this thread
// routes, validates, serialises and renders.
import { Worker } from 'node:worker_threads';

import type { QueryOptions, Results } from '@electric-sql/pglite';

import type { ThreadReply, ThreadRequest } from './pglite-protocol.ts';

/** A database error from the thread, with PostgreSQL's fields (`code`, `detail`, `constraint`…) as PGlite gives them. */
export class DatabaseThreadError extends Error {
  [field: string]: unknown;

  constructor(fields: Record<string, unknown>) {
    super(typeof fields.message === 'string' ? fields.message : 'database error');
    for (const [key, value] of Object.entries(fields)) {
      if (key !== 'message' && key !== 'stack') this[key] = value;
    }
  }
}

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/**
 * PGlite's parsers are functions, which cannot cross to another thread. drizzle only asks for types to
 * be left as PostgreSQL's text (an identity parser); anything else is refused rather than ignored.
 */
function textTypesOf(options: QueryOptions | undefined): number[] {
  if (!options?.parsers) return [];
  const parsers = options.parsers as unknown as Record<string, (value: string, type: number) => unknown>;
  return Object.entries(parsers).map(([type, parser]) => {
    const probe = '2001-02-03 04:05:06+00';
    if (parser(probe, Number(type)) !== probe) {
      throw new Error(
        `the database thread keeps values as text or parses them itself; type ${type} has another parser`,
      );
    }
    return Number(type);
  });
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #failure: Error | undefined;
  /** Settles when the last transaction begun or waiting has ended: a query outside it waits for that. */
  #barrier: Promise<void> = Promise.resolve();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: ThreadReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.error) pending.reject(new DatabaseThreadError(reply.error));
      else pending.resolve(reply.result);
    });
    worker.on('error', (error: Error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Opens (creating it if need be) the database in `dataDir` on a new thread. */
  static async open(dataDir: string): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir } });
    const thread = new PGliteThread(worker);
    try {
      await new Promise((resolve, reject) => thread.#pending.set(0, { resolve, reject }));
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }

  #send(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#send({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypesOf(options),
    }) as Promise<Results<T>>;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.#barrier;
    return this.#query<T>(sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    await this.#barrier;
    return this.#send({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /**
   * Runs `work` between BEGIN and COMMIT (ROLLBACK when it throws), as PGlite's own `transaction` does.
   * The database has one session: queries outside the transaction wait until it has ended, and those
   * sent before it began run first (the thread answers in order).
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const previous = this.#barrier;
    let release!: () => void;
    this.#barrier = new Promise((resolve) => (release = resolve));
    try {
      await previous;
      await this.#send({ op: 'exec', sql: 'BEGIN' });
      let closed = false;
      const ended = () => Promise.reject(new Error('the transaction has already ended'));
      const tx: ThreadTransaction = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
          closed ? ended() : this.#query<R>(sql, params, options),
        exec: (sql: string) => (closed ? ended() : (this.#send({ op: 'exec', sql }) as Promise<Results[]>)),
        rollback: async () => {
          if (closed) return;
          closed = true;
          await this.#send({ op: 'exec', sql: 'ROLLBACK' });
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await work(tx);
        if (!closed) {
          closed = true;
          await this.#send({ op: 'exec', sql: 'COMMIT' });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => {});
        }
        throw error;
      }
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#send({ op: 'close' }).catch(() => {});
    await this.#worker.terminate();
  }
}

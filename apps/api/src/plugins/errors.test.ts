// The error handler's mapping of database errors (issue 16): a value the database refuses is the
// request's fault (400), a unique violation a conflict (409); any other fault stays a 500 without
// internals.
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './errors.ts';

/** A driver error as drizzle wraps it: the SQLSTATE is on the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('db'), { code }) });

describe('toErrorResponse and database errors', () => {
  it.each(['22021', '22P05', '22003', '22P02', '22001'])('a data exception (%s) is 400', (code) => {
    const { status, body } = toErrorResponse(wrapped(code));
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.message).not.toContain('Failed query');
  });

  it('a unique violation is 409', () => {
    expect(toErrorResponse(wrapped('23505')).status).toBe(409);
  });

  it.each(['08006', '40001', '53300', '57P01', '42P01'])('a server-side database fault (%s) stays 500', (code) => {
    const { status, body } = toErrorResponse(wrapped(code));
    expect(status).toBe(500);
    expect(body.error).toBe('INTERNAL');
    expect(body.message).not.toContain('Failed query');
  });

  it('an error without a SQLSTATE stays 500', () => {
    expect(toErrorResponse(Object.assign(new Error('boom'), { code: 'ECONNRESET' })).status).toBe(500);
  });
});

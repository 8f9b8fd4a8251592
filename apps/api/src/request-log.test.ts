import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log.ts';

async function logOf(requests: string[]) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new OneLinePerRequest({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: (request) => request.url === '/api/health',
    }),
  });
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/offers', async () => ({ offers: [] }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  for (const url of requests) await app.inject({ url });
  await app.close();
  return lines.filter((line) => 'request_id' in line);
}

it('writes one line per request, when it completes, with method, URL, status and time', async () => {
  const lines = await logOf(['/offers?page=2']);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    msg: 'request completed',
    method: 'GET',
    url: '/offers?page=2',
    statusCode: 200,
  });
  expect(lines[0]!.responseTime).toEqual(expect.any(Number));
});

it('still logs errors, and nothing for the health probe', async () => {
  const lines = await logOf(['/api/health', '/broken']);
  expect(lines.some((line) => line.msg === 'boom' && (line.res as { statusCode: number }).statusCode === 500)).toBe(
    true,
  );
  expect(lines.some((line) => JSON.stringify(line).includes('/api/health'))).toBe(false);
});

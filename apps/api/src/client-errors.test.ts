// A request Node's parser refuses (issue 16 item 9), against a listening server (inject skips the
// parser): a 1 MB query string or huge headers are answered 431 in our error shape, and the client
// reads that answer instead of a reset connection.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.close();
});

/** Sends raw bytes and answers everything the server wrote back before closing, or the socket's error. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(request);
  });
}

describe('requests past the header limit', () => {
  it('a 1 MB query string is answered 431 with our error shape, not a reset connection', async () => {
    const answer = await raw(`GET /api/health?q=${'a'.repeat(1_048_576)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: string; message: string };
    expect(body.error).toBe('REQUEST_TOO_LARGE');
    expect(body.message).toMatch(/too long/);
  });

  it('through an ordinary HTTP client too, with huge headers', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: `/api/health?q=${'b'.repeat(1_048_576)}`,
          headers: { 'x-big': 'c'.repeat(65_536) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(431);
  });

  it('a garbled request line is 400, and the server goes on answering', async () => {
    expect((await raw('NOT HTTP AT ALL\r\n\r\n')).startsWith('HTTP/1.1 400 ')).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBeLessThan(500);
  });
});

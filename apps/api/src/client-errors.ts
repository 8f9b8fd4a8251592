// What a client hears when Node's HTTP parser refuses its request before Fastify sees it (issue 16
// item 9). Fastify's default writes the status and destroys the socket at once, so a client still
// sending a huge request line (a 1 MB query string) sees the connection reset instead of the answer.
// Here the answer is written in the product's error shape, the socket is half-closed, and whatever the
// client is still sending is read and dropped (for a few seconds at most) so the answer arrives.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a refused client may go on sending before its connection is cut. */
export const DRAIN_MS = 5_000;

const REFUSALS: Record<string, { status: number; error: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: 'REQUEST_TOO_LARGE',
    message: 'The address or headers of this request are too long.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
};
const BAD_REQUEST = { status: 400, error: 'BAD_REQUEST', message: 'This request could not be read.' };

const answered = new WeakSet<Socket>();

export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const refusal = (error.code && REFUSALS[error.code]) || BAD_REQUEST;
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify({ error: refusal.error, message: refusal.message });
  // The parser is done with this socket: nothing more it sends is a request.
  socket.removeAllListeners('data');
  socket.on('data', () => {});
  socket.on('error', () => {});
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  } else {
    socket.destroy();
  }
}

// How each request is logged.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it completes (method, URL, status, time), instead of
 * Fastify's two: the 'incoming request' line repeated what the completed one says, and at thousands of
 * requests a second writing it was a visible share of a cached answer's cost. Errors are logged as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request) || error) return super.requestCompleted(error, request, reply);
    // Flat fields: nothing here for the logger's redaction paths (req.headers…) to walk into.
    reply.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

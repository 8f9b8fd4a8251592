// One error handler for the whole API: invalid input → 400 naming the field, known HTTP errors as
// they are, anything else → 500 with a generic message (internals only go to the log).
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, type ErrorResponse } from '../errors.ts';

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';

/** The field a person would recognise: the parameter name in a query or path, the full path in a body. */
function fieldOf(context: string | undefined, instancePath: string): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (segments.length === 0) return context ?? 'request';
  return context === 'body' ? segments.join('.') : segments[0]!;
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    const body: ErrorResponse = { ...error.details, error: error.code, message: error.message };
    if (error.field) body.field = error.field;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = fieldOf(error.validationContext, first?.instancePath ?? '');
    const reason = first?.message ?? 'is invalid';
    return {
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: `Invalid ${field}: ${reason}`, field },
    };
  }
  if (isResponseSerializationError(error)) return { status: 500, body: { error: 'INTERNAL', message: GENERIC_5XX } };
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { error: fastifyError.code ?? 'BAD_REQUEST', message: fastifyError.message ?? 'Bad request' },
    };
  }
  return { status: 500, body: { error: 'INTERNAL', message: GENERIC_5XX } };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.error }, body.message);
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(status).send(body);
  });
});

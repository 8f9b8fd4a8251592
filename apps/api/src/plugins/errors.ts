// One error handler for the whole API: invalid input → 400 naming the field, known HTTP errors as
// they are, anything else → 500 with a generic message (internals only go to the log).
import { errorFingerprint, scrubPersonalData } from '@spc/domain/error-reports';
import { PATH_SEGMENT_MAX_LENGTH } from '@spc/domain/id-rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDataException, isUniqueViolation } from '../db/errors.ts';
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
  // A value the validation let through that the database refused (issue 16): the request's fault, not
  // the server's, so never a 500. Logged as a warning, since a schema should have caught it first.
  if (isDataException(error)) {
    return {
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: 'A value in the request cannot be stored as given.' },
    };
  }
  if (isUniqueViolation(error)) {
    return { status: 409, body: { error: 'CONFLICT', message: 'This already exists.' } };
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

/**
 * Fastify's own refusals before any route runs: a path segment longer than PATH_SEGMENT_MAX_LENGTH
 * (414, as before) and an undecodable URL (400). By default their body has another shape and echoes
 * the URL; ours is the error shape, naming the path, without it.
 */
const FRAMEWORK_REFUSALS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    error: 'URI_TOO_LONG',
    message: `A part of the address is longer than ${PATH_SEGMENT_MAX_LENGTH} characters.`,
  },
  FST_ERR_BAD_URL: {
    status: 400,
    error: 'VALIDATION_ERROR',
    message: 'The address is not valid: it cannot be decoded.',
  },
};

export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = FRAMEWORK_REFUSALS[error.code];
  const { status, body } = refusal
    ? {
        status: refusal.status,
        body: { error: refusal.error, message: refusal.message, field: 'path' } satisfies ErrorResponse,
      }
    : toErrorResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: error.code }, body.message);
  void reply.status(status).send(body);
}

/**
 * Issue 21 item 3: an unexpected error (the 500 path) recorded by the error reporter with the request's
 * id — the route's pattern, never its parameters, query string, body or headers; message and stack
 * scrubbed of personal data. Fire and forget: `capture` never throws, and the answer does not wait.
 */
export function reportServerError(error: unknown, request: FastifyRequest): void {
  const reporter = request.server.hasDecorator('errorReporter') ? request.server.errorReporter : undefined;
  if (!reporter) return;
  const failure = error instanceof Error ? error : new Error(String(error));
  const message = scrubPersonalData(`${failure.name}: ${failure.message}`).slice(0, 1000);
  const stack = failure.stack === undefined ? undefined : scrubPersonalData(failure.stack).slice(0, 8000);
  const routePattern = request.routeOptions.url ?? '(no route)';
  void reporter.capture(
    {
      source: 'server',
      kind: 'server',
      message,
      stack,
      urlPath: routePattern,
      routeId: `${request.method} ${routePattern}`,
      fingerprint: errorFingerprint('server', `${request.method} ${routePattern} ${message}`, stack),
      requestId: request.id,
    },
    new Date(),
  );
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reportServerError(error, request);
    } else if (isDataException(error) || isUniqueViolation(error))
      request.log.warn({ err: error, status }, body.message);
    else request.log.info({ status, code: body.error }, body.message);
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(status).send(body);
  });
});

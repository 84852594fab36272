import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TApiError } from '../../shared/errors';
import { AppError } from '../errors';
import { OUTAGE_RETRY_AFTER_SECONDS, isDependencyUnavailable } from '../infra/dependency-errors';

/**
 * One place maps every error to `{ error: { code, message } }`. 5xx are logged with the request
 * id and answered with a generic message: internals never leak. An unreachable database (or
 * another dependency outage) is a 503 with Retry-After, on every route, not a 500. Logged errors
 * go through the logger's error serializer, which drops query parameters (log-redaction.ts).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    const requestId = String(request.id);
    let status: number;
    let body: TApiError;

    if (err instanceof AppError) {
      status = err.status;
      body = { error: { code: err.code, message: err.message, requestId, fields: err.fields } };
      if (err.headers) void reply.headers(err.headers);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      body = { error: { code: 'VALIDATION_FAILED', message: first, requestId, fields } };
    } else if ('statusCode' in err && typeof err.statusCode === 'number' && err.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
      status = err.statusCode;
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 429
              ? 'RATE_LIMITED'
              : 'BAD_REQUEST';
      body = { error: { code, message: err.message, requestId } };
    } else if (isDependencyUnavailable(err)) {
      status = 503;
      body = {
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a moment.',
          requestId,
        },
      };
    } else {
      status = 500;
      body = {
        error: {
          code: 'INTERNAL',
          message: 'Something went wrong on our side. Please try again.',
          requestId,
        },
      };
    }

    if (status === 503) {
      if (!reply.hasHeader('retry-after')) {
        void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      }
      request.log.warn({ err, requestId }, 'dependency unavailable');
    } else if (status >= 500) request.log.error({ err, requestId }, 'request failed');
    return reply.status(status).send(body);
  });
}

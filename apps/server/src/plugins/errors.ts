import { AppError, type ErrorBody } from '@vetor/domain/errors';
import { anyMessage, isAnyMessageKey } from '@vetor/domain/management/management.messages';
import type { MessageKey } from '@vetor/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { loggableError } from '../lib/db-errors.js';

// One error shape for every answer: { code, message, field? } with a spec message key and its pt-BR
// text. Clients never see stacks or internal details; unexpected errors are logged with the request id.

const fastifyCodes: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_TYPE: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_TYPE: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

export function errorBody(code: MessageKey, field?: string, params?: Record<string, string | number>): ErrorBody {
  return field ? { code, message: anyMessage(code, params), field } : { code, message: anyMessage(code, params) };
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError: unknown = error;
      if (appError instanceof AppError) {
        const body: ErrorBody = { code: appError.code, message: appError.message };
        if (appError.field) body.field = appError.field;
        return reply.status(appError.status).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // Domain schemas use message keys as their issue messages, so the first issue names the rule broken.
        const issue = error.validation[0];
        const path = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
        const context = error.validationContext;
        const field = path ? path : context && context !== 'body' ? context : undefined;
        const raw = issue?.message;
        const code: MessageKey = isAnyMessageKey(raw) ? raw : 'VALIDATION_ERROR';
        return reply.status(400).send(errorBody(code, field));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.status(500).send(errorBody('ERROR'));
      }
      const mapped = error.code ? fastifyCodes[error.code] : undefined;
      if (error.statusCode === 429) return reply.status(429).send(errorBody('RATE_LIMITED'));
      if (mapped) return reply.status(error.statusCode ?? 400).send(errorBody(mapped));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, bad headers and the like: the client's fault, described generically.
        return reply
          .status(error.statusCode)
          .send(errorBody(error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR'));
      }
      if (isDatabaseUnavailable(error)) {
        // A restart or failover: this request is lost, the next ones will be served once it is back.
        // Never the query's parameters or the driver's detail (a password hash, personal data).
        request.log.warn({ err: loggableError(error) }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send(errorBody('DATABASE_UNAVAILABLE'));
      }
      request.log.error({ err: loggableError(error) }, 'unexpected error');
      return reply.status(500).send(errorBody('ERROR'));
    });
  },
  { name: 'errors' },
);

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { httpStatusOf, isAppError, type AppError } from './errors.js';

/**
 * One place maps errors to responses. GraphQL paths answer in GraphQL's error shape, REST paths as
 * `{success: false, error}`; a 5xx never shows its cause.
 */
export function handleHttpError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): void {
  let status: number;
  let code: string;
  let message: string;
  if (isAppError(error)) {
    status = httpStatusOf(error.code);
    code = error.code;
    message = error.message;
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    code = status === 429 ? 'TOO_MANY_ATTEMPTS' : 'BAD_REQUEST';
    message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON body' : error.message;
  } else {
    request.log.error({ err: error }, 'unexpected error');
    status = 500;
    code = 'INTERNAL_SERVER_ERROR';
    message = 'Internal server error';
  }
  if (request.url.includes('/graphql')) {
    void reply.status(status).send({ data: null, errors: [{ message, extensions: { code } }] });
  } else {
    void reply.status(status).send({ success: false, error: message, code });
  }
}

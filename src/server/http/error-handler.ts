// Turns every thrown error into the Result envelope. Business errors keep their message;
// anything unexpected is logged with its stack and answered with a generic message naming the
// request id (the log line has it too), so no internals reach a client but the case can be found.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError, Errors } from '../errors';
import { failure } from './result';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // An outage is no fault of the request: one warning line per request, no stack, one clear answer.
    if (isDatabaseUnavailable(error)) request.log.warn({ reason: error.message }, 'database unavailable');
    const known = isDatabaseUnavailable(error) ? Errors.databaseUnavailable() : knownError(error);
    if (!known) request.log.error({ err: error }, 'unhandled error');
    const answer = known ?? Errors.internal(request.id);
    return reply.status(answer.httpStatus).send(failure(answer.code, answer.message, answer.result));
  });
}

/** The Result answer for an API path that does not exist. */
export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  const error = Errors.routeNotFound();
  return reply.status(error.httpStatus).send(failure(error.code, error.message));
}

/** The business error an error stands for, or null when it is unexpected. */
function knownError(error: FastifyError | AppError): AppError | null {
  if (error instanceof AppError) return error;
  if (error.validation) return Errors.badRequest(describeValidation(error));
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return Errors.bodyTooLarge();
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return Errors.badRequest('请求体格式不正确');
  }
  if (error.statusCode === 400) return Errors.badRequest('请求体格式不正确');
  return null;
}

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return '格式不正确';
  const field =
    first.instancePath.replace(/^\//, '') || (first.params as { missingProperty?: string }).missingProperty;
  return field ? `${field} 格式不正确` : '格式不正确';
}

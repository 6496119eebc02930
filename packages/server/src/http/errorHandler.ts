import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './apiError.ts';

/** Every failure leaves as { name, message, details? }; a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body = {
        name: error.name,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      };
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ name: 'InternalError', message: 'Something went wrong' });
    }
    // Fastify's own client errors: malformed JSON, body too large, wrong content type.
    const name = status === 413 ? 'PayloadTooLarge' : 'ValidationError';
    return reply.status(status).send({ name, message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ name: 'NotFound', message: `No route ${request.method} ${request.url}` }),
  );
}

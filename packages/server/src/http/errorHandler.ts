// Every failure leaves as { name, message, details? }; a 5xx never carries internals. Fastify's
// own client errors (malformed JSON, wrong content type) keep their 4xx status and are named
// ValidationError, the one name the client treats as "the request was wrong"; a body too large
// is PayloadTooLarge (413).
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './apiError.ts';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body = {
        name: error.name,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      };
      return reply.status(error.status).headers(error.headers).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ name: 'InternalError', message: 'Something went wrong' });
    }
    if (status === 413)
      return reply
        .status(413)
        .send({ name: 'PayloadTooLarge', message: 'The request body is too large' });
    return reply.status(status).send({ name: 'ValidationError', message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      name: 'NotFound',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}

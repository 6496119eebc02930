// POST /api/v1.1/{area}/{resource}/{action}: look the call up in the contract, validate the body
// with its zod schema, then run its handler. Guards (area, module, resource ownership) are added
// by the server foundation issue; until then only public calls have handlers.
import type { FastifyInstance } from 'fastify';
import { callByKey } from '@console/contract';
import { ApiError, notFound } from './apiError.ts';

export type Handler = (input: unknown) => Promise<unknown> | unknown;
export type Handlers = ReadonlyMap<string, Handler>;

export function registerCallRouter(app: FastifyInstance, handlers: Handlers): void {
  app.post<{ Params: { area: string; resource: string; action: string } }>(
    '/api/v1.1/:area/:resource/:action',
    async (request) => {
      const { area, resource, action } = request.params;
      const key = `${area}/${resource}/${action}`;
      const call = callByKey(key);
      const handler = handlers.get(key);
      if (!call || !handler) throw notFound(`Unknown call ${key}`);
      const parsed = call.input.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw new ApiError(400, 'ValidationError', 'The request is not valid', parsed.error.issues);
      }
      return handler(parsed.data);
    },
  );
}

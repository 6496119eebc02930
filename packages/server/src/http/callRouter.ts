// POST /api/v1.1/{area}/{resource}/{action}: look the call up in the contract (unknown: 404
// NotFound), authenticate the caller (401 for a call that needs a session), validate the body
// with its zod schema (400 ValidationError with the issues), run the area and module guards
// (guards.ts), then the handler a module registered for the key. A
// contract call no module handles yet answers 404 NotFound too, but only after its guards, so
// it tells nothing to a caller who may not use it.
import { callByKey, type AnyCall } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { clientInfo, readSession } from '../auth/sessions.ts';
import { notFound } from './apiError.ts';
import type { Services } from './context.ts';
import { authenticateCall, authorizeCall } from './guards.ts';
import type { Route } from './routes.ts';
import { validationError } from './validation.ts';

export const callPathPattern = '/api/v1.1/:area/:resource/:action';

export function registerCallRouter(
  app: FastifyInstance,
  routes: readonly Route[],
  services: Services,
): void {
  const routesByKey = new Map<string, Route>();
  for (const route of routes) {
    if (routesByKey.has(route.key)) throw new Error(`Two handlers for ${route.key}`);
    routesByKey.set(route.key, route);
  }
  app.post<{ Params: { area: string; resource: string; action: string } }>(
    callPathPattern,
    async (request) => {
      const { area, resource, action } = request.params;
      const key = `${area}/${resource}/${action}`;
      const call: AnyCall | undefined = callByKey(key);
      if (!call) throw notFound(`Unknown call ${key}`);
      const authenticated = authenticateCall(call, await readSession(services, request));
      const parsed = (call.input as z.ZodType).safeParse(request.body ?? {});
      if (!parsed.success) throw validationError(parsed.error);
      const caller = await authorizeCall(call, parsed.data, authenticated, services);
      const route = routesByKey.get(key);
      if (!route) throw notFound(`Unknown call ${key}`);
      if (caller.user) services.directory.noteCall(caller.user, caller.account?.id ?? null);
      return route.run(parsed.data, { ...services, client: clientInfo(request), ...caller });
    },
  );
}

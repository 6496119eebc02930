// The signed-in routes join the route table on demand (react-router's route discovery): the
// first navigation that only the not-found route would match fetches them and adds them below
// the root, then react-router matches the path again. Public pages, the sign-in page first,
// never fetch them.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { loadChunk } from './chunkLoad.ts';

/** The ids of the public table's root and of its not-found route (routeTable.ts). */
export const ROOT_ROUTE = 'root';
export const NOT_FOUND_ROUTE = 'not-found';

/**
 * react-router's `patchRoutesOnNavigation`: `load` gives the signed-in routes, once; a fetch
 * that fails (a ChunkLoadError: the application was updated) is tried again next time.
 */
export function discoverSignedInRoutes(
  load: () => Promise<RouteObject>,
): PatchRoutesOnNavigationFunction {
  let loading: Promise<RouteObject> | undefined;
  return async ({ matches, patch }) => {
    if (matches.at(-1)?.route.id !== NOT_FOUND_ROUTE) return;
    loading ??= loadChunk(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    // Each navigation patches its own router state; a route already there is left as it is.
    patch(ROOT_ROUTE, [await loading]);
  };
}

// Fetches the page modules of the start address while start-up waits out its 1 s delay. The
// router is made only once start-up settles, and would fetch them then, one round trip after the
// delay; fetched here, its own lazy calls find them loaded. A failed fetch is left to the router,
// which retries and shows "the application was updated".
import { matchRoutes, type RouteObject } from 'react-router';

export function preloadPages(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}

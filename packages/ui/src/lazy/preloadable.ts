// A component whose code is fetched on demand, with a way to start the fetch early: widgets
// start it when the pointer or the focus reaches their trigger, so the code is usually here by
// the time the user opens what needs it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface Loaded<P> {
  default: ComponentType<P>;
}

export interface Preloadable<P> {
  /** The component, for a Suspense boundary (which shows while the code is on its way). */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts fetching the code; a failure shows when the component renders (error boundary). */
  preload: () => void;
}

export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let request: Promise<Loaded<P>> | undefined;
  let fetched: Loaded<P> | undefined;

  const fetch = (): Promise<Loaded<P>> => {
    request ??= load().then(
      (component) => (fetched = { default: component }),
      (error: unknown) => {
        request = undefined; // the next preload or render tries again
        throw error;
      },
    );
    return request;
  };

  // React.lazy suspends at least once on a promise, even a settled one, and React then keeps the
  // fallback up for its 300 ms reveal throttle, a visible wait. Once the code is here the loader
  // answers with a thenable that calls back at once (React.lazy takes any thenable; its type only
  // names Promise), so the component renders with its container.
  const Component = lazy(() => {
    const loaded = fetched;
    if (!loaded) return fetch();
    const settled = { then: (onFulfilled: (value: Loaded<P>) => void) => onFulfilled(loaded) };
    return settled as unknown as Promise<Loaded<P>>;
  });

  return {
    Component,
    preload: () => {
      fetch().catch(() => undefined);
    },
  };
}

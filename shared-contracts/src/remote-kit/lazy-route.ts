/**
 * Route modules fetched on first use that a page rendered on the server can still hydrate. A
 * React.lazy component always suspends on its first render, even when its code has arrived: on
 * the server, renderToString then writes the Suspense fallback instead of the page; in the
 * browser, hydration waits for a chunk nobody asked for yet. A `lazyRoute` can be loaded ahead
 * (`preload`), and once loaded it renders at once, so the server loads the route of the URL before
 * its passes and the browser loads the route of the page before hydrating it (`preloadRoute`).
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes } from 'shared-contracts/router';

export type LazyRoute<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the module (once); the component then renders without suspending. */
  readonly preload: () => Promise<void>;
};

type Loaded<P> = { default: ComponentType<P> };

/**
 * A thenable that calls back at once: React.lazy reads a module it returns in the same render
 * (a Promise would call back later, and the first render would suspend).
 */
const settled = <T>(value: T): PromiseLike<T> => ({
  then: <R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
    settled(onFulfilled ? onFulfilled(value) : value) as unknown as PromiseLike<R1 | R2>,
});

/** `load` resolves to the route's component (usually `import('./x').then((m) => m.X)`). */
export function lazyRoute<P extends object>(load: () => Promise<ComponentType<P>>): LazyRoute<P> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const fetchModule = (): Promise<Loaded<P>> =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // A chunk that failed to arrive may be asked for again (the next navigation retries).
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<Loaded<P>>) : fetchModule()));
  return Object.assign(component, { preload: () => fetchModule().then(() => undefined) });
}

const isLazyRoute = (type: unknown): type is LazyRoute<object> =>
  typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';

/**
 * Loads the code of the route `pathname` renders in `routes` (a remote's route table, ranked the
 * way <Routes> ranks it), when it is a lazyRoute; resolves at once for any other.
 */
export async function preloadRoute(
  routes: readonly { readonly path: string; readonly element: ReactElement }[],
  pathname: string,
): Promise<void> {
  const route = matchRoutes([...routes], pathname)?.[0]?.route;
  const type: unknown = route?.element && (route.element as ReactElement).type;
  if (isLazyRoute(type)) await type.preload();
}

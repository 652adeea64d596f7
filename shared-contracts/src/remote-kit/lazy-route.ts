/**
 * Route modules fetched on first use that a page rendered on the server can still hydrate. A
 * React.lazy component always suspends on its first render, even when its code has arrived: on
 * the server, renderToString then writes the Suspense fallback instead of the page; in the
 * browser, hydration waits for a chunk nobody asked for yet. A `lazyRoute` can be loaded ahead
 * (`preload`), and once loaded it renders at once, so the server loads the route of the URL before
 * its passes and the browser loads the route of the page before hydrating it (`preloadRoute`).
 *
 * Each names its chunk, the same name as its import's `webpackChunkName` (a test holds the two
 * together): the build lists each route chunk's files (`route-chunks.json`) and the edge names
 * those of the page's route among the page's first scripts (`routeChunkOf`), so the browser has
 * them by the time the remote asks, not one round trip later.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes } from 'shared-contracts/router';

export type LazyRoute<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the module (once); the component then renders without suspending. */
  readonly preload: () => Promise<void>;
  /** The name of its chunk in the browser build (its import's webpackChunkName). */
  readonly chunk: string;
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

/**
 * `load` resolves to the route's component (usually `import('./x').then((m) => m.X)`), from an
 * import whose webpackChunkName comment names it `chunk` (by convention `route-…`).
 */
export function lazyRoute<P extends object>(
  chunk: string,
  load: () => Promise<ComponentType<P>>,
): LazyRoute<P> {
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
  return Object.assign(component, { chunk, preload: () => fetchModule().then(() => undefined) });
}

const isLazyRoute = (type: unknown): type is LazyRoute<object> =>
  typeof type === 'object' &&
  type !== null &&
  typeof (type as { preload?: unknown }).preload === 'function' &&
  typeof (type as { chunk?: unknown }).chunk === 'string';

/** One route of a remote's route table. */
export interface RemoteRoute {
  readonly path: string;
  readonly element: ReactElement;
}

type RouteTable = readonly RemoteRoute[];

/** The lazy route `pathname` renders in `routes` (ranked the way <Routes> ranks them), if any. */
function lazyRouteAt(routes: RouteTable, pathname: string): LazyRoute<object> | undefined {
  const route = matchRoutes([...routes], pathname)?.[0]?.route;
  const type: unknown = route?.element && (route.element as ReactElement).type;
  return isLazyRoute(type) ? type : undefined;
}

/**
 * Loads the code of the route `pathname` renders in `routes` (a remote's route table), when it is
 * a lazyRoute; resolves at once for any other.
 */
export async function preloadRoute(routes: RouteTable, pathname: string): Promise<void> {
  await lazyRouteAt(routes, pathname)?.preload();
}

/** The chunk of the route `pathname` renders in `routes`, when its code is a chunk of its own. */
export function routeChunkOf(routes: RouteTable, pathname: string): string | undefined {
  return lazyRouteAt(routes, pathname)?.chunk;
}

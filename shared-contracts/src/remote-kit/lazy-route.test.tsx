import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyRoute, preloadRoute, routeChunkOf } from './lazy-route';

const Results = ({ text }: { text: string }) => <p>{text}</p>;

const inSuspense = (element: React.ReactElement) =>
  renderToString(<Suspense fallback={<i>carregando</i>}>{element}</Suspense>);

describe('lazy routes', () => {
  it('render on the server once preloaded, where a route not loaded yet gives the fallback', async () => {
    const Preloaded = lazyRoute('route-1', async () => Results);
    const NotLoaded = lazyRoute('route-2', async () => Results);
    await Preloaded.preload();
    expect(inSuspense(<Preloaded text="Manchete" />)).toContain('<p>Manchete</p>');
    const html = inSuspense(<NotLoaded text="Manchete" />);
    expect(html).toContain('carregando');
    expect(html).not.toContain('Manchete');
  });

  it('load their module once, however often they are preloaded', async () => {
    const load = jest.fn(async () => Results);
    const Route = lazyRoute('route-3', load);
    await Promise.all([Route.preload(), Route.preload()]);
    await Route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ask for a module again after a failed load', async () => {
    const load = jest.fn<Promise<typeof Results>, []>();
    load.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Results);
    const Route = lazyRoute('route-4', load);
    await expect(Route.preload()).rejects.toThrow('chunk failed');
    await Route.preload();
    expect(inSuspense(<Route text="Depois" />)).toContain('<p>Depois</p>');
  });

  it('preload only the route the path renders, ranked as <Routes> ranks them', async () => {
    const search = jest.fn(async () => Results);
    const sitemap = jest.fn(async () => Results);
    const Search = lazyRoute('route-5', search);
    const Sitemap = lazyRoute('route-6', sitemap);
    const routes = [
      { path: '/', element: <Results text="home" /> },
      { path: '/search/*', element: <Search text="busca" /> },
      { path: '/sitemap/*', element: <Sitemap text="mapa" /> },
      { path: '*', element: <Results text="404" /> },
    ];
    await preloadRoute(routes, '/search/relevance/brasil');
    expect(search).toHaveBeenCalledTimes(1);
    expect(sitemap).not.toHaveBeenCalled();
    // Routes with their code already there resolve at once.
    await expect(preloadRoute(routes, '/')).resolves.toBeUndefined();
    await expect(preloadRoute(routes, '/nada/aqui')).resolves.toBeUndefined();
    expect(sitemap).not.toHaveBeenCalled();
  });

  it("name the chunk of the route a path renders, none for a route that comes with the remote's entry", () => {
    const Search = lazyRoute('route-search', async () => Results);
    const routes = [
      { path: '/', element: <Results text="home" /> },
      { path: '/search/*', element: <Search text="busca" /> },
    ];
    expect(routeChunkOf(routes, '/search/relevance/brasil')).toBe('route-search');
    expect(routeChunkOf(routes, '/')).toBeUndefined();
    expect(routeChunkOf(routes, '/nada')).toBeUndefined();
  });
});

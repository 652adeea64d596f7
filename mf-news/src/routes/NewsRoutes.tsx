/**
 * Inner routing of the news remote. Every pattern ROUTES (shared-contracts) gives mf-news has its
 * own entry here (checked by NewsRoutes.test.tsx); anything else under this remote is a not-found.
 * Home and the article pages come with the remote's entry; the other route groups are separate
 * files, fetched when the reader first goes there, so the first page loads only its own code.
 * Those that render on the server (search) are loaded before the server's render and before the
 * browser hydrates it (`preloadNewsRoute`).
 */
import { Suspense, type ReactElement } from 'react';
import { SAVED_STORIES_PATH } from 'shared-contracts';
import { lazyRoute, preloadRoute } from 'shared-contracts/remote-kit';
import { BrowserRouter, Route, Routes } from 'shared-contracts/router';
import { ArticlePage, MediaPage } from './ArticlePage';
import { HomePage } from './HomePage';
import { ContentNotFoundPage, NotFoundPage } from './NotFoundPage';

const NewArticlesPage = lazyRoute(() => import('./NewArticlesPage').then((m) => m.NewArticlesPage));
const SavedPage = lazyRoute(() => import('./SavedPage').then((m) => m.SavedPage));
const DiscoverSection = lazyRoute(() => import('./discover').then((m) => m.DiscoverSection));
const FavoritesSection = lazyRoute(() => import('./favorites').then((m) => m.FavoritesSection));
const SearchSection = lazyRoute(() => import('./search').then((m) => m.SearchSection));
const SitemapSection = lazyRoute(() => import('./sitemap').then((m) => m.SitemapSection));

export const NEWS_ROUTES: readonly { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/feed/:tab/:selected?', element: <HomePage /> },
  { path: '/newarticles/*', element: <NewArticlesPage /> },
  { path: '/discover/*', element: <DiscoverSection /> },
  { path: '/search/*', element: <SearchSection /> },
  { path: '/favorites/*', element: <FavoritesSection /> },
  { path: '/sitemap/*', element: <SitemapSection /> },
  { path: '/error/content_not_found', element: <ContentNotFoundPage /> },
  { path: SAVED_STORIES_PATH, element: <SavedPage /> },
  { path: '/media/*', element: <MediaPage /> },
  // /media/news_stories/{id} would otherwise be taken by /:post/news_stories/* (it ranks higher
  // than /media/*), whose short form has no id: the media rule must win on /media.
  { path: '/media/news_stories/*', element: <MediaPage /> },
  { path: '/media/videos/*', element: <MediaPage /> },
  { path: '/:post/news_stories/*', element: <ArticlePage kind="news" /> },
  { path: '/:post/videos/*', element: <ArticlePage kind="video" /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Loads the code of the page at `pathname`, when it is a route group fetched on first use. */
export const preloadNewsRoute = (pathname: string): Promise<void> => preloadRoute(NEWS_ROUTES, pathname);

/** The route table alone, so tests can render it inside a MemoryRouter. */
export function NewsRouteTable() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {NEWS_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </Suspense>
  );
}

export function NewsRoutes() {
  return (
    <BrowserRouter>
      <NewsRouteTable />
    </BrowserRouter>
  );
}

/**
 * Inner routing of the news remote. Every pattern ROUTES (shared-contracts) gives mf-news has its
 * own entry here (checked by NewsRoutes.test.tsx); anything else under this remote is a not-found.
 * Home and the article pages come with the remote's entry; the other route groups are separate
 * files, fetched when the reader first goes there, so the first page loads only its own code.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'shared-contracts/router';
import { ArticlePage, MediaPage } from './ArticlePage';
import { HomePage } from './HomePage';
import { ContentNotFoundPage, NotFoundPage } from './NotFoundPage';

const NewArticlesPage = lazy(() => import('./NewArticlesPage').then((m) => ({ default: m.NewArticlesPage })));
const SavedPage = lazy(() => import('./SavedPage').then((m) => ({ default: m.SavedPage })));
const DiscoverSection = lazy(() => import('./discover').then((m) => ({ default: m.DiscoverSection })));
const FavoritesSection = lazy(() => import('./favorites').then((m) => ({ default: m.FavoritesSection })));
const SearchSection = lazy(() => import('./search').then((m) => ({ default: m.SearchSection })));
const SitemapSection = lazy(() => import('./sitemap').then((m) => ({ default: m.SitemapSection })));

export const NEWS_ROUTES: readonly { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/feed/:tab/:selected?', element: <HomePage /> },
  { path: '/newarticles/*', element: <NewArticlesPage /> },
  { path: '/discover/*', element: <DiscoverSection /> },
  { path: '/search/*', element: <SearchSection /> },
  { path: '/favorites/*', element: <FavoritesSection /> },
  { path: '/sitemap/*', element: <SitemapSection /> },
  { path: '/error/content_not_found', element: <ContentNotFoundPage /> },
  { path: '/accounts/user/signedin/saved', element: <SavedPage /> },
  { path: '/media/*', element: <MediaPage /> },
  { path: '/:post/news_stories/*', element: <ArticlePage kind="news" /> },
  { path: '/:post/videos/*', element: <ArticlePage kind="video" /> },
  { path: '*', element: <NotFoundPage /> },
];

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

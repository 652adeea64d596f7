/**
 * Inner routing of the news remote. Every pattern ROUTES (shared-contracts) gives mf-news has its
 * own entry here (checked by NewsRoutes.test.tsx); anything else under this remote is a not-found.
 */
import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ArticlePage, MediaPage } from './ArticlePage';
import { HomePage } from './HomePage';
import { NewArticlesPage } from './NewArticlesPage';
import { ContentNotFoundPage, NotFoundPage } from './NotFoundPage';
import { SavedPage } from './SavedPage';
import { DiscoverSection } from './discover';
import { FavoritesSection } from './favorites';
import { SearchSection } from './search';
import { SitemapSection } from './sitemap';

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
    <Routes>
      {NEWS_ROUTES.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}

export function NewsRoutes() {
  return (
    <BrowserRouter>
      <NewsRouteTable />
    </BrowserRouter>
  );
}

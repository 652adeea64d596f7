/**
 * Inner routing of the news remote. Every pattern ROUTES (shared-contracts) gives mf-news has its
 * own entry here (checked by NewsRoutes.test.tsx); anything else under this remote is a not-found.
 * Each route group is a chunk of its own, so a page loads only its own code: home's first view
 * carries no story page, a story none of the front page. The edge names the page's chunk among
 * its first scripts (`newsRouteChunk`); the server's render and the browser's hydration load it
 * first (`preloadNewsRoute`); a link to another group fetches its chunk on the way.
 */
import { SAVED_STORIES_PATH } from 'shared-contracts';
import { lazyRoute, routeTable, type RemoteRoute } from 'shared-contracts/remote-kit';
import { ContentNotFoundPage, NotFoundPage } from './NotFoundPage';

const HomePage = lazyRoute('route-news-home', () =>
  import(/* webpackChunkName: "route-news-home" */ './HomePage').then((m) => m.HomePage),
);
const ArticlePage = lazyRoute('route-news-story', () =>
  import(/* webpackChunkName: "route-news-story" */ './ArticlePage').then((m) => m.ArticlePage),
);
const MediaPage = lazyRoute('route-news-story', () =>
  import(/* webpackChunkName: "route-news-story" */ './ArticlePage').then((m) => m.MediaPage),
);
const NewArticlesPage = lazyRoute('route-news-new', () =>
  import(/* webpackChunkName: "route-news-new" */ './NewArticlesPage').then((m) => m.NewArticlesPage),
);
const SavedPage = lazyRoute('route-news-saved', () =>
  import(/* webpackChunkName: "route-news-saved" */ './SavedPage').then((m) => m.SavedPage),
);
const DiscoverSection = lazyRoute('route-news-discover', () =>
  import(/* webpackChunkName: "route-news-discover" */ './discover').then((m) => m.DiscoverSection),
);
const FavoritesSection = lazyRoute('route-news-favorites', () =>
  import(/* webpackChunkName: "route-news-favorites" */ './favorites').then((m) => m.FavoritesSection),
);
const SearchSection = lazyRoute('route-news-search', () =>
  import(/* webpackChunkName: "route-news-search" */ './search').then((m) => m.SearchSection),
);
const SitemapSection = lazyRoute('route-news-sitemap', () =>
  import(/* webpackChunkName: "route-news-sitemap" */ './sitemap').then((m) => m.SitemapSection),
);

export const NEWS_ROUTES: readonly RemoteRoute[] = [
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

/**
 * The table inside the browser's router (the remote's Root) and alone (the server's render, tests);
 * the loading of a page's chunk before its render, and its name for the edge.
 */
export const {
  Table: NewsRouteTable,
  InBrowser: NewsRoutes,
  preload: preloadNewsRoute,
  routeChunk: newsRouteChunk,
} = routeTable(NEWS_ROUTES);

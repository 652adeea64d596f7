/**
 * The news remote's pages: home, the feed tabs, story pages, search, discover, the sitemap pages,
 * the favourites and read later. Rendered on the server: home, the feed tabs that are the same
 * for every reader, story pages, search (results and trending), discover, the sitemap pages and
 * the favourites pages (their frame: the reader's follows join in the browser). "Para você" and
 * "Seguindo" depend on the reader's follows and history, so they render in the browser.
 */
import { sitemapPeriodFrom } from '../sitemap-paths';
import { always, never, patterns, segmentsAfter, type OwnerPages } from './declare';

const FEED_TABS = new Set(['headlines', 'home', 'myfeed', 'recent']);

export const NEWS_PAGES: OwnerPages = {
  owner: 'mf-news',
  pages: {
    // Read later is kept on the device: its page renders its frame for every reader.
    readLater: { isPage: always, server: ['/accounts/user/signedin/saved'] },
    home: { isPage: always, server: ['/'] },
    feed: {
      isPage: (pathname) => FEED_TABS.has(segmentsAfter(1, pathname)[0] ?? ''),
      server: ['/feed/headlines/:selected?', '/feed/recent/:selected?'],
    },
    newArticles: { isPage: patterns('/newarticles/:name?/:selected?/feed'), server: ['/newarticles/*'] },
    // The spec's comma form keeps the feed's context and id in one segment ({context},{id},…).
    discover: {
      isPage: patterns(
        '/discover',
        '/discover/:crumbs/label/:context',
        '/discover/:crumbs/feed/:context',
        '/discover/:crumbs/feed/:context/:id',
      ),
      server: ['/discover', '/discover/*'],
    },
    // /search/trending/{query?}, /search/{sort?}/{query?}, /search/{sort?}/{type?}/{key?} and the
    // followed-profile and free-text forms: at most three segments.
    search: { isPage: patterns('/search/:a?/:b?/:c?'), server: ['/search', '/search/*'] },
    favorites: {
      isPage: patterns('/favorites', '/favorites/indexold', '/favorites/:name?/:selected?/feed'),
      server: ['/favorites', '/favorites/*'],
    },
    // /sitemap/{year}/{month}/{day}: numbers of a real date (sitemap-paths.ts).
    sitemap: {
      isPage: (pathname) => sitemapPeriodFrom(pathname) !== null,
      server: ['/sitemap', '/sitemap/*'],
    },
    contentNotFound: { isPage: never, server: ['/error/content_not_found'] },
    // A story page's item is looked up by its head: any shape may name one.
    media: { isPage: always, server: ['/media/*'] },
    newsStory: { isPage: always, server: ['/:post/news_stories/*'] },
    videoStory: { isPage: always, server: ['/:post/videos/*'] },
  },
};

/**
 * The TV remote's pages (spec 2 "TV"): the TV start and a video's page, rendered on the server
 * (poster, title, the gallery, the browser's own video); whether the video exists is its head's
 * part (infra edge/heads).
 */
import { patterns, type OwnerPages } from './declare';

export const TV_PAGES: OwnerPages = {
  owner: 'mf-tv',
  pages: {
    tv: {
      isPage: patterns('/tv', '/tv/videos/:post?/:category?/:title?/:id'),
      server: ['/tv', '/tv/videos/*'],
    },
  },
};

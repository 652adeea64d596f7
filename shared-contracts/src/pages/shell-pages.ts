/** The shell's own pages (spec 2 "Simple" routes that are no feature's): rendered by its layout. */
import { always, never, type OwnerPages } from './declare';

export const SHELL_PAGES: OwnerPages = {
  owner: 'shell',
  pages: {
    notFound: { isPage: never },
    notSupported: { isPage: always },
    comingSoon: { isPage: always },
    external: { isPage: always },
    siteRedirect: { isPage: always },
    pwa: { isPage: always },
    old: { isPage: always },
    about: { isPage: always },
    privacy: { isPage: always },
    terms: { isPage: always },
  },
};

/**
 * The info pages' texts (./info-pages.ts, every page in every language) are a chunk of their own:
 * only a reader who opens one of those pages downloads them. The browser fetches them before it
 * hydrates an info page it was served (bootstrap.tsx) and on the first client-side visit to one;
 * the server's render has them in its bundle (server.tsx `provideInfoPages`).
 */
import { useEffect, useState } from 'react';
import type { INFO_PAGES, InfoPageId } from './info-pages';

export type { InfoPageId };
export type InfoPages = typeof INFO_PAGES;

/** The info pages' paths, declared once: ShellPages routes them, bootstrap preloads them. */
export const INFO_PAGE_PATHS: Readonly<Record<string, InfoPageId>> = {
  '/about.html': 'about',
  '/privacy_policy.html': 'privacy',
  '/terms_and_conditions.html': 'terms',
  '/pwa': 'pwa',
  '/coming_soon': 'comingSoon',
};

export const isInfoPagePath = (pathname: string): boolean => Object.hasOwn(INFO_PAGE_PATHS, pathname);

let pages: InfoPages | undefined;
let loading: Promise<InfoPages> | undefined;

/** Fetches the texts once; later calls get the same answer. */
export function loadInfoPages(): Promise<InfoPages> {
  loading ??= import(/* webpackChunkName: "info-pages" */ './info-pages').then((module) => {
    pages = module.INFO_PAGES;
    return pages;
  });
  return loading;
}

/** For a render that has the texts already (the server's, tests). */
export function provideInfoPages(texts: InfoPages): void {
  pages = texts;
  loading = Promise.resolve(texts);
}

/** The texts, or undefined until they arrived (then the component renders again). */
export function useInfoPages(): InfoPages | undefined {
  const [texts, setTexts] = useState(pages);
  useEffect(() => {
    if (texts) return;
    let live = true;
    void loadInfoPages().then((loaded) => live && setTexts(loaded));
    return () => {
      live = false;
    };
  }, [texts]);
  return texts;
}

import { useEffect, useSyncExternalStore } from 'react';
import { useRemote } from '../context';
import type { ShareImage } from '../../share-images';
import { storyHead } from 'shared-contracts';
import { applyPageHead, pageTitle, siteDescription, siteUrl } from '../head';
import { useDeclareServerHead } from '../server-head';

export interface PageHeadInput {
  /** The page's own title; the site name is appended. */
  readonly title: string;
  /** Defaults to the site's meta description (in the reader's language). */
  readonly description?: string;
  /** Site path of the page's one URL; defaults to the current path. */
  readonly canonicalPath?: string;
  /** The share image previews show first (share-images.ts); a bare URL: the 400x400 square. */
  readonly image?: string | ShareImage;
  readonly type?: 'website' | 'article';
}

/** A story page's head (shared-contracts story-head.ts: the same as the edge's first render). */
export function storyPageHead(story: Parameters<typeof storyHead>[0]): Omit<PageHeadInput, 'title'> {
  const head = storyHead(story);
  return {
    description: head.description,
    canonicalPath: head.canonicalPath,
    image: head.images[0],
    type: head.type,
  };
}

// The shell's router and single-spa announce every navigation with popstate (pushes included).
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}
const currentPath = () => window.location.pathname;

/**
 * Sets the page head (title, description, canonical, Open Graph and Twitter tags) for the current
 * path; on the server, the same head goes into the served document (server-head.ts), so a first
 * load has it before any script runs (spec 2 "Page titles", "Event detail pages").
 */
export function usePageHead({ title, description, canonicalPath, image, type }: PageHeadInput): void {
  const { config, locale } = useRemote().services;
  const path = useSyncExternalStore(subscribe, currentPath, () => '/');
  const said = description ?? siteDescription(config, locale);
  useDeclareServerHead({ title, description: said, canonicalPath, image, type });
  useEffect(() => {
    applyPageHead(
      {
        title: pageTitle(title, config.name),
        description: said,
        canonical: siteUrl(canonicalPath ?? path, config),
        image: absoluteImage(image, config),
        type,
      },
      path,
    );
  }, [title, said, canonicalPath, image, type, path, config]);
}

function absoluteImage(
  image: PageHeadInput['image'],
  config: Parameters<typeof siteUrl>[1],
): string | ShareImage | undefined {
  if (image === undefined) return undefined;
  if (typeof image === 'string') return siteUrl(image, config);
  const url = siteUrl(image.url, config);
  return url === undefined ? undefined : { ...image, url };
}

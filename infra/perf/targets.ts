/**
 * What `npm run perf` measures: the paths of the six pages, taken from the running site's own
 * data (a real story, the site's first league), and the static twin of that story.
 */
import sharp from 'sharp';
import { standingsPath, textSearchPath } from 'shared-contracts';
import type { PageName } from './options';
import type { StaticArticle, StaticFile } from './static-page';

/** A word common in the seeded news, so the search page has a full first page of results. */
export const SEARCH_WORD = 'brasil';

export interface League {
  readonly id: string;
  readonly name: string;
}

/** The page paths: the article is a story link from the feed, standings are one league's table. */
export function pagePaths(articlePath: string, league: League): Record<PageName, string> {
  return {
    home: '/',
    article: articlePath,
    scores: '/sports',
    standings: standingsPath(league),
    tv: '/tv',
    search: textSearchPath(SEARCH_WORD),
  };
}

/** A site path (not another origin, not protocol-relative). */
export const isSitePath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

export interface Targets {
  readonly paths: Record<PageName, string>;
  readonly article: StaticArticle;
  /** The article's image, to be served by the static page's server at the same path. */
  readonly image?: { readonly path: string; readonly file: StaticFile };
}

interface FeedItem {
  readonly id: string;
  readonly context: string;
  readonly link: string;
}
interface Media {
  readonly name: string;
  readonly description: string;
  readonly body?: string;
  readonly body_format?: 'text' | 'html';
  readonly language?: string;
  readonly photos: readonly { readonly original: string }[];
}

async function getJson<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function checkPage(origin: string, path: string): Promise<void> {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`page ${path} answered ${response.status}`);
}

/** Reads the running site: a story for the article page and its static twin, a league for standings. */
export async function resolveTargets(origin: string): Promise<Targets> {
  const feed = await getJson<{ results: FeedItem[] }>(origin, '/api/v3/feed?per=1');
  let story = feed.results.find((item) => item.context === 'news_stories');
  if (!story) {
    const more = await getJson<{ results: FeedItem[] }>(origin, '/api/v3/feed?per=20');
    story = more.results.find((item) => item.context === 'news_stories');
  }
  if (!story || !isSitePath(story.link)) throw new Error('the feed has no news story on this site');
  const [media] = await getJson<Media[]>(
    origin,
    `/api/v3/media/news_stories/${encodeURIComponent(story.id)}`,
  );
  if (!media) throw new Error(`no media answer for ${story.id}`);

  const config = await getJson<{ site_default_follows?: { id: string; name: string; context: string }[] }>(
    origin,
    '/api/v3/site/config',
  );
  const league = config.site_default_follows?.find((follow) => follow.context === 'leagues');
  if (!league) throw new Error('the site configuration names no league');

  const paths = pagePaths(story.link, league);
  for (const path of Object.values(paths)) await checkPage(origin, path);

  const original = media.photos[0]?.original;
  let image: Targets['image'];
  let size: { imageWidth?: number; imageHeight?: number } = {};
  if (original && isSitePath(original)) {
    const response = await fetch(`${origin}${original}`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`image ${original} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const { width, height } = await sharp(body).metadata();
    size = { imageWidth: width, imageHeight: height };
    image = {
      path: original,
      file: { body, contentType: response.headers.get('content-type') ?? 'application/octet-stream' },
    };
  }
  return {
    paths,
    image,
    article: {
      title: media.name,
      description: media.description,
      body: media.body ?? '',
      bodyFormat: media.body_format ?? 'text',
      imagePath: image?.path,
      ...size,
      lang: media.language === 'pt' || !media.language ? 'pt-BR' : media.language,
    },
  };
}

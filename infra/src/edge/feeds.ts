/**
 * The site's own feeds (shared-contracts feed-paths.ts): RSS 2.0 with Media RSS for the front
 * page, each section and each followable topic, league or team, so feed readers, aggregators and
 * news apps can follow the site. Each item has the story's full title, its summary, its section,
 * author and date, its picture and share card (media:content, media:thumbnail), and a video's file
 * (enclosure). The stories come through the API's own routes (one code path, as the page heads);
 * the feeds are revalidated (ETag, Last-Modified, 304) and cached for five minutes.
 */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FEED_SECTIONS } from 'shared-contracts';
import {
  ArticlePageSchema,
  entitySearchPath,
  feedPath,
  FRONT_FEED_ALIASES,
  leagueFeedPath,
  LOCALE_TAGS,
  parseFeedPath,
  ProfileResponseSchema,
  storyShareImages,
  toLocale,
  type Article,
  type FeedTarget,
  type SiteConfig,
} from 'shared-contracts';
import { logEvent } from '../log-events';
import { escapeXml } from './sitemap-files';
import { sendRevalidated } from './validators';
import { publicFor } from '../cache-control';

export interface FeedsOptions {
  readonly getSiteConfig: () => Promise<SiteConfig>;
}

/** Items per feed: a day or two of a section, what feed readers fetch every few minutes. */
export const FEED_ITEMS = 30;

/** Where each feed's stories come from (the API's galleries and feeds). */
const SECTION_SOURCES: Readonly<Record<(typeof FEED_SECTIONS)[number], string>> = {
  news: '/api/v3/site/content/news',
  sports: '/api/v3/site/content/sports',
  entertainment: '/api/v3/site/content/entertainment',
  tv: '/api/v3/site/content/tim-tv',
};
/** The page each feed stands for (the channel's link). */
const SECTION_PAGES: Readonly<Record<(typeof FEED_SECTIONS)[number], string>> = {
  news: '/',
  sports: '/sports',
  entertainment: '/',
  tv: '/tv',
};

interface Channel {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  readonly items: readonly Article[];
}

class FeedNotFound extends Error {}
class FeedSourceError extends Error {}

async function getJson(app: FastifyInstance, url: string): Promise<{ status: number; body: unknown }> {
  const res = await app.inject({ method: 'GET', url });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body };
}

async function stories(app: FastifyInstance, url: string): Promise<Article[]> {
  const { status, body } = await getJson(app, `${url}?per=${FEED_ITEMS}&page=1`);
  if (status === 404) throw new FeedNotFound(url);
  if (status !== 200 || !Value.Check(ArticlePageSchema, body)) throw new FeedSourceError(`${url}: ${status}`);
  return body.results;
}

/** What a feed lists and how it names itself; FeedNotFound for an unknown topic. */
async function channelOf(app: FastifyInstance, target: FeedTarget, config: SiteConfig): Promise<Channel> {
  switch (target.kind) {
    case 'front':
      return {
        title: config.name,
        link: '/',
        description: config.meta.description,
        items: await stories(app, '/api/v3/feed'),
      };
    case 'section': {
      const section = config.template.content.find((entry) => entry.key === target.section);
      const name = section?.name ?? target.section;
      return {
        title: `${config.name} — ${name}`,
        link: SECTION_PAGES[target.section],
        description: `${name}: ${config.meta.description}`,
        items: await stories(app, SECTION_SOURCES[target.section]),
      };
    }
    case 'topic': {
      const base = `/api/v3/profiles/${target.context}/${encodeURIComponent(target.id)}`;
      const { status, body } = await getJson(app, base);
      if (status === 404 || status === 400) throw new FeedNotFound(base);
      if (status !== 200 || !Value.Check(ProfileResponseSchema, body)) throw new FeedSourceError(base);
      return {
        title: `${config.name} — ${body.name}`,
        // A league's news page; any other topic's news is its search by followed profile (spec 2).
        link:
          target.context === 'leagues'
            ? leagueFeedPath(body)
            : entitySearchPath({ context: target.context, id: body.id, name: body.name }),
        description: `${body.name}: ${config.meta.description}`,
        items: await stories(app, `${base}/feed`),
      };
    }
  }
}

const rfc822 = (iso: string): string => new Date(iso).toUTCString();

/** One <item>; undefined for a story whose link is not a page of this site. */
export function renderItem(article: Article, site: Pick<SiteConfig, 'url'>): string | undefined {
  if (!article.link.startsWith('/') || article.link.startsWith('//')) return undefined;
  const abs = (path: string) => escapeXml(new URL(path, site.url).toString());
  const link = abs(article.link);
  const parts = [
    `<title>${escapeXml(article.name)}</title>`,
    `<link>${link}</link>`,
    `<guid isPermaLink="true">${link}</guid>`,
    `<pubDate>${rfc822(article.publish_date)}</pubDate>`,
    `<description>${escapeXml(article.description || article.name)}</description>`,
    `<dc:creator>${escapeXml(article.author ?? article.publisher.name)}</dc:creator>`,
    ...article.verticals.slice(0, 1).map((v) => `<category>${escapeXml(v.label)}</category>`),
  ];
  const [card, square] = storyShareImages(article);
  const photo = article.photos[0]?.original;
  const picture = photo && photo.startsWith('/') && !photo.startsWith('//') ? photo : card?.url;
  if (picture) {
    parts.push(
      `<media:content url="${abs(picture)}" medium="image"${picture === card?.url ? ` type="image/jpeg" width="${card.width}" height="${card.height}"` : ''}>` +
        `<media:title type="plain">${escapeXml(article.name)}</media:title>` +
        `<media:description type="plain">${escapeXml(article.description || article.name)}</media:description></media:content>`,
    );
  }
  if (square) {
    parts.push(
      `<media:thumbnail url="${abs(square.url)}" width="${square.width}" height="${square.height}"/>`,
    );
  }
  const video = article.video;
  if (video?.mp4 && video.mp4.startsWith('/') && !video.mp4.startsWith('//')) {
    const length = video.mp4_bytes ?? 0;
    parts.push(`<enclosure url="${abs(video.mp4)}" length="${length}" type="video/mp4"/>`);
    parts.push(
      `<media:content url="${abs(video.mp4)}" medium="video" type="video/mp4"${video.duration > 0 ? ` duration="${Math.round(video.duration)}"` : ''}/>`,
    );
  }
  return `<item>${parts.join('')}</item>`;
}

export function renderFeed(channel: Channel, self: string, config: SiteConfig): string {
  const abs = (path: string) => escapeXml(new URL(path, config.url).toString());
  const items = channel.items.map((item) => renderItem(item, config)).filter((item) => item !== undefined);
  const newest = channel.items[0]?.publish_date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${abs(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(LOCALE_TAGS[toLocale(config.language)])}</language>`,
    `<atom:link href="${abs(self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    '<ttl>5</ttl>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export const feedsPlugin: FastifyPluginAsync<FeedsOptions> = async (app, { getSiteConfig }) => {
  const serve = async (target: FeedTarget, request: FastifyRequest, reply: FastifyReply) => {
    try {
      const config = await getSiteConfig();
      const channel = await channelOf(app, target, config);
      const xml = renderFeed(channel, feedPath(target), config);
      const newest = channel.items[0]?.publish_date;
      return sendRevalidated(request, reply, xml, {
        type: 'application/rss+xml; charset=utf-8',
        cacheControl: publicFor(300),
        ...(newest ? { lastModified: new Date(newest) } : {}),
      });
    } catch (error) {
      if (error instanceof FeedNotFound) {
        return reply.code(404).type('text/plain; charset=utf-8').send('No such feed.');
      }
      // No API (an edge without a database) or an answer off contract: readers retry later.
      logEvent(app.log, 'warn', 'feed_unavailable', { err: error });
      return reply.code(503).header('retry-after', '300').type('text/plain').send('Feed unavailable.');
    }
  };
  for (const path of [feedPath({ kind: 'front' }), ...FRONT_FEED_ALIASES]) {
    app.get(path, (request, reply) => serve({ kind: 'front' }, request, reply));
  }
  // Sections and topics, read from the raw path (still percent-encoded, as feedPath writes it).
  app.get('/rss/*', (request, reply) => {
    const target = parseFeedPath(request.url.split('?', 1)[0] ?? '');
    if (!target) return reply.code(404).type('text/plain; charset=utf-8').send('No such feed.');
    return serve(target, request, reply);
  });
};

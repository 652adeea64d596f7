/**
 * RSS 2.0 (also 0.9x and 1.0/RDF) and Atom 1.0 (RFC 4287) to one item shape. Everything in a
 * feed is treated as hostile: links must be absolute http(s) after resolution, text is decoded
 * and stripped, and HTML bodies are passed on raw for the renderer's sanitiser.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { escapeHtml } from 'shared-contracts';
import { parseFeedDate } from './feed-date';
import { collapseWhitespace, decodeXmlEntities, htmlToText, truncate } from './feed-text';
import {
  attr,
  CDATA_KEY,
  child,
  children,
  childText,
  firstChild,
  isRecord,
  TEXT_KEY,
  textOf,
} from './xml-node';

export interface FeedItem {
  /** The publisher's id for the item (RSS guid, Atom id), else its link. */
  readonly guid: string;
  readonly title: string;
  /** Absolute http(s) URL of the story on the publisher's site. */
  readonly link: string;
  /** ISO 8601; the fetch time when the feed gives no valid date. */
  readonly publishedAt: string;
  readonly author?: string;
  /** Plain text, at most SUMMARY_MAX_CHARS. */
  readonly summary: string;
  /** Raw publisher HTML (content:encoded or Atom content); must be sanitised before rendering. */
  readonly bodyHtml?: string;
  readonly imageUrl?: string;
  readonly categories: string[];
}

export interface ParsedFeed {
  readonly title: string;
  readonly items: FeedItem[];
}

export type FeedParseErrorKind = 'malformed-xml' | 'not-a-feed' | 'too-large';

export class FeedParseError extends Error {
  constructor(
    readonly kind: FeedParseErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'FeedParseError';
  }
}

export interface ParseFeedOptions {
  /** Fetch time: the date of undated items and the cut-off for dates in the future. */
  readonly now?: Date;
}

export const SUMMARY_MAX_CHARS = 500;
const TITLE_MAX_CHARS = 300;
const MAX_FEED_CHARS = 10 * 1024 * 1024;
const MAX_ITEMS = 500;
const MAX_BODY_CHARS = 512 * 1024;
const MAX_CATEGORIES = 20;
// A publisher's clock or zone mistake can date items ahead; beyond a day they would pin to the top.
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: TEXT_KEY,
  cdataPropName: CDATA_KEY,
  // No DOCTYPE entity expansion at all; the five XML built-ins are decoded by feed-text.ts.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Atom content may be XHTML markup; keeping it raw preserves order and markup for the sanitiser.
  stopNodes: ['feed.entry.content'],
});

/** Parses RSS or Atom XML; throws FeedParseError with a readable message for anything else. */
export function parseFeed(xml: string, feedUrl: string, options: ParseFeedOptions = {}): ParsedFeed {
  if (xml.length > MAX_FEED_CHARS) throw new FeedParseError('too-large', 'Feed is larger than 10 MB.');
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    throw new FeedParseError('malformed-xml', `Malformed XML at line ${line}, column ${col}: ${msg}`);
  }
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch (error) {
    throw new FeedParseError(
      'malformed-xml',
      `Malformed XML: ${error instanceof Error ? error.message : 'parse failed'}`,
    );
  }
  const now = options.now ?? new Date();
  const context: ItemContext = { feedUrl, now };
  const rss = child(doc, 'rss');
  if (rss !== undefined)
    return finish(
      readRss(firstChild(rss, ['channel']), children(firstChild(rss, ['channel']), 'item'), context),
    );
  const rdf = child(doc, 'rdf:RDF');
  if (rdf !== undefined) return finish(readRss(firstChild(rdf, ['channel']), children(rdf, 'item'), context));
  const atom = child(doc, 'feed');
  if (atom !== undefined) return finish(readAtom(atom, context));
  const root = isRecord(doc) ? Object.keys(doc).find((key) => !key.startsWith('?')) : undefined;
  throw new FeedParseError(
    'not-a-feed',
    `Not an RSS or Atom feed: the root element is <${root ?? 'none'}>, expected <rss>, <rdf:RDF> or <feed>.`,
  );
}

interface ItemContext {
  readonly feedUrl: string;
  readonly now: Date;
  readonly feedAuthor?: string;
}

interface Draft {
  readonly feedTitle: string;
  readonly items: (FeedItem | undefined)[];
  readonly feedUrl: string;
}

function finish({ feedTitle, items, feedUrl }: Draft): ParsedFeed {
  const seen = new Set<string>();
  const unique: FeedItem[] = [];
  for (const item of items) {
    if (!item || seen.has(`g:${item.guid}`) || seen.has(`l:${item.link}`)) continue;
    seen.add(`g:${item.guid}`).add(`l:${item.link}`);
    unique.push(item);
  }
  return { title: feedTitle || hostOf(feedUrl), items: unique };
}

function readRss(channel: unknown, rawItems: unknown[], context: ItemContext): Draft {
  const items = rawItems.slice(0, MAX_ITEMS).map((item) => {
    const guidNode = firstChild(item, ['guid']);
    const guidText = textOf(guidNode)?.trim();
    // RSS 2.0: a guid is a permalink unless isPermaLink="false", so it can stand in for a missing link.
    const guidLink = attr(guidNode, 'isPermaLink') === 'false' ? undefined : guidText;
    const link = resolveHttpUrl(
      childText(item, ['link']) ?? guidLink ?? attr(item, 'rdf:about'),
      context.feedUrl,
    );
    const descriptionHtml = childText(item, ['description']);
    const bodyHtml = childText(item, ['content:encoded']);
    return makeItem(context, {
      guid: guidText,
      link,
      titleHtml: childText(item, ['title']),
      date: childText(item, ['pubDate', 'dc:date', 'a10:updated']),
      author: childText(item, ['dc:creator']) ?? rssAuthor(childText(item, ['author'])),
      summaryHtml: descriptionHtml ?? bodyHtml,
      bodyHtml,
      imageUrl: rssImage(item, context.feedUrl),
      categories: children(item, 'category').map(textOf),
    });
  });
  return { feedTitle: titleText(childText(channel, ['title'])), items, feedUrl: context.feedUrl };
}

function readAtom(feed: unknown, baseContext: ItemContext): Draft {
  const context = { ...baseContext, feedAuthor: atomAuthor(feed) };
  const items = children(feed, 'entry')
    .slice(0, MAX_ITEMS)
    .map((entry) => {
      const links = children(entry, 'link');
      const alternate =
        links.find(
          (l) => (attr(l, 'rel') ?? 'alternate') === 'alternate' && attr(l, 'type') === 'text/html',
        ) ?? links.find((l) => (attr(l, 'rel') ?? 'alternate') === 'alternate');
      const bodyHtml = atomContentHtml(firstChild(entry, ['content']));
      return makeItem(context, {
        guid: childText(entry, ['id']),
        link: resolveHttpUrl(attr(alternate, 'href'), context.feedUrl),
        titleHtml: childText(entry, ['title']),
        date: childText(entry, ['published', 'updated', 'issued', 'modified']),
        author: atomAuthor(entry),
        summaryHtml: childText(entry, ['summary']) ?? bodyHtml,
        bodyHtml,
        imageUrl: atomImage(entry, links, context.feedUrl),
        categories: children(entry, 'category').map((c) => attr(c, 'label') ?? attr(c, 'term')),
      });
    });
  return { feedTitle: titleText(childText(feed, ['title'])), items, feedUrl: context.feedUrl };
}

interface ItemFields {
  readonly guid: string | undefined;
  readonly link: string | undefined;
  readonly titleHtml: string | undefined;
  readonly date: string | undefined;
  readonly author: string | undefined;
  readonly summaryHtml: string | undefined;
  readonly bodyHtml: string | undefined;
  readonly imageUrl: string | undefined;
  readonly categories: (string | undefined)[];
}

/** Applies the shared rules; an item without a usable link or any title text is dropped. */
function makeItem(context: ItemContext, fields: ItemFields): FeedItem | undefined {
  if (!fields.link) return undefined;
  const summary = truncate(htmlToText(fields.summaryHtml ?? ''), SUMMARY_MAX_CHARS);
  const title = titleText(fields.titleHtml) || truncate(summary, 120);
  if (!title) return undefined;
  const author = fields.author ? truncate(collapseWhitespace(fields.author), 200) : context.feedAuthor;
  const bodyHtml = fields.bodyHtml && fields.bodyHtml.length <= MAX_BODY_CHARS ? fields.bodyHtml : undefined;
  return {
    guid: truncate(fields.guid || fields.link, 1000),
    title,
    link: fields.link,
    publishedAt: publishedAt(fields.date, context.now),
    ...(author ? { author } : {}),
    summary,
    ...(bodyHtml ? { bodyHtml } : {}),
    ...(fields.imageUrl ? { imageUrl: fields.imageUrl } : {}),
    categories: uniqueCategories(fields.categories),
  };
}

/** RFC 4287 §4.1.3: content is text (the default), escaped html, or inline xhtml markup. */
function atomContentHtml(content: unknown): string | undefined {
  const raw = typeof content === 'string' ? content : child(content, TEXT_KEY);
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const type = attr(content, 'type') ?? 'text';
  if (type === 'xhtml') return raw.trim();
  const text = decodeRawXmlText(raw).trim();
  if (type === 'html' || type === 'text/html') return text;
  return type === 'text' || type === 'text/plain' ? escapeHtml(text) : undefined;
}

/** Character data of a raw (stop-node) element: CDATA sections verbatim, the rest XML-decoded. */
function decodeRawXmlText(raw: string): string {
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXmlEntities(part)))
    .join('');
}

/** Titles are often HTML-escaped markup in both formats; treating them as HTML is the safe reading. */
function titleText(html: string | undefined): string {
  return truncate(htmlToText(html ?? ''), TITLE_MAX_CHARS);
}

function publishedAt(raw: string | undefined, now: Date): string {
  const date = raw === undefined ? undefined : parseFeedDate(raw);
  if (!date || date.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return now.toISOString();
  return date.toISOString();
}

function uniqueCategories(raw: (string | undefined)[]): string[] {
  const names = raw
    .map((name) => truncate(collapseWhitespace(name ?? ''), 100))
    .filter((name) => name !== '');
  return [...new Set(names)].slice(0, MAX_CATEGORIES);
}

/** RSS <author> is an e-mail address, optionally "x@y (Name)"; only the name is worth keeping. */
function rssAuthor(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const named = /\(([^)]+)\)\s*$/.exec(raw);
  if (named?.[1]) return named[1].trim();
  return raw.includes('@') ? undefined : raw;
}

function atomAuthor(node: unknown): string | undefined {
  return childText(firstChild(node, ['author']), ['name']);
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)(?:$|[?#])/i;

function isImage(node: unknown, urlAttr = 'url'): boolean {
  const type = attr(node, 'type');
  const medium = attr(node, 'medium');
  if (medium !== undefined) return medium === 'image';
  if (type !== undefined) return type.startsWith('image/');
  return IMAGE_EXTENSION.test(attr(node, urlAttr) ?? '');
}

function rssImage(item: unknown, feedUrl: string): string | undefined {
  const groups = children(item, 'media:group');
  const candidates = [
    ...[item, ...groups].flatMap((node) => children(node, 'media:content')).filter((n) => isImage(n)),
    ...children(item, 'enclosure').filter((n) => isImage(n)),
    ...[item, ...groups].flatMap((node) => children(node, 'media:thumbnail')),
  ];
  return firstHttpUrl(
    candidates.map((node) => attr(node, 'url')),
    feedUrl,
  );
}

function atomImage(entry: unknown, links: unknown[], feedUrl: string): string | undefined {
  const groups = children(entry, 'media:group');
  const candidates = [
    ...links.filter((l) => attr(l, 'rel') === 'enclosure' && isImage(l, 'href')).map((l) => attr(l, 'href')),
    ...[entry, ...groups].flatMap((node) => children(node, 'media:thumbnail')).map((n) => attr(n, 'url')),
  ];
  return firstHttpUrl(candidates, feedUrl);
}

function firstHttpUrl(urls: (string | undefined)[], base: string): string | undefined {
  for (const url of urls) {
    const resolved = resolveHttpUrl(url, base);
    if (resolved) return resolved;
  }
  return undefined;
}

/**
 * Absolute http(s) URL or undefined. Relative references resolve against the feed URL; other
 * schemes (javascript:, data:, file:) and URLs carrying credentials are refused.
 */
export function resolveHttpUrl(raw: string | undefined, base: string): string | undefined {
  const text = raw?.trim();
  if (!text || text.length > 2048) return undefined;
  let url: URL;
  try {
    url = URL.canParse(base) ? new URL(text, base) : new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname : url;
}

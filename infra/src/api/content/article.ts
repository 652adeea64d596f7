/** A content row (with its publisher) to the Article shape of spec 3, and the article's path. */
import type { Selectable } from 'kysely';
import {
  ARTICLE_POST,
  articlePath,
  articleSlug,
  tvVideoPath,
  type Article,
  type VideoSource,
} from 'shared-contracts';
import { imageUrl } from '../../media/image-url';
import { thumbnailUrlOf } from '../../media/video-clip';
import type { ContentTable } from '../../db/types';

/** The columns of a video (migration 0006); null on news stories. */
export const VIDEO_COLUMNS = [
  'content.video_source',
  'content.video_hls_url',
  'content.video_mp4_url',
  'content.video_mp4_bytes',
  'content.video_captions_url',
  'content.video_poster_url',
  'content.video_duration_s',
  'content.video_renditions',
  'content.video_external_url',
] as const;

type VideoColumns = Pick<
  Selectable<ContentTable>,
  | 'video_source'
  | 'video_hls_url'
  | 'video_mp4_url'
  | 'video_mp4_bytes'
  | 'video_captions_url'
  | 'video_poster_url'
  | 'video_duration_s'
  | 'video_renditions'
  | 'video_external_url'
>;

/** A stored story's page path (spec 2; the one builder: shared-contracts article-paths.ts). */
export function articleRowPath(row: {
  type: Article['context'];
  vertical_key: string;
  publisher_common_name: string;
  name: string;
  id: string;
}): string {
  const { type: context, vertical_key: vertical, publisher_common_name: publisher, name, id } = row;
  return articlePath({ context, vertical, publisher, name, id });
}

/** The columns an article is made of (queries.ts selects them). */
export type ArticleRow = Pick<
  Selectable<ContentTable>,
  | 'id'
  | 'type'
  | 'name'
  | 'description'
  | 'link'
  | 'author'
  | 'published_at'
  | 'date_is_real'
  | 'generated'
  | 'external'
  | 'body_format'
  | 'vertical_key'
  | 'vertical_label'
  | 'category'
  | 'language'
  | 'event_id'
> &
  Partial<VideoColumns> & {
    publisher_id: string;
    publisher_name: string;
    publisher_common_name: string;
    publisher_license: string;
    publisher_attribution: string;
    /** "Home 2 × 1 Away" for a match story (queries.ts matchLabel). */
    match_label?: string | null;
    body?: string;
  };

/** What the player needs, for rows that are videos with a source. */
export function toVideoSource(row: Partial<VideoColumns>): VideoSource | undefined {
  if (!row.video_source) return undefined;
  return {
    source: row.video_source,
    hls: row.video_hls_url ?? null,
    mp4: row.video_mp4_url ?? null,
    mp4_bytes: row.video_mp4_bytes ?? null,
    captions: row.video_captions_url ?? null,
    captions_language: 'pt-BR',
    poster: row.video_poster_url ?? null,
    thumbnail: thumbnailUrlOf(row.video_poster_url),
    duration: row.video_duration_s ?? 0,
    renditions: [...(row.video_renditions ?? [])].sort((a, b) => a.bandwidth - b.bandwidth),
    external_url: row.video_external_url ?? null,
  };
}

/**
 * The story's picture (spec 3 photos; the product holds no photo rights, infra/src/media draws
 * them): a match story shows both crests and the score, and says so in its text alternative;
 * any other story a card with its section's colour and name, which repeats the page (empty alt).
 */
export function storyPhoto(
  row: Pick<ArticleRow, 'id' | 'event_id' | 'match_label'>,
): Article['photos'][number] {
  if (row.event_id && row.match_label) {
    return { original: imageUrl('match', row.event_id, 800), alt: `Escudos e placar: ${row.match_label}` };
  }
  return { original: imageUrl('article', row.id, 800), alt: '' };
}

export function toArticle(row: ArticleRow, tags: Article['tags'], withBody: boolean): Article {
  const slugs = articleSlug(row.name);
  const video = row.type === 'videos' ? toVideoSource(row) : undefined;
  // A video's page is its TV page (spec 2 "TV"), built by the one path builder.
  const path = video
    ? tvVideoPath({
        id: row.id,
        name: row.name,
        publisher: { common_name: row.publisher_common_name },
        verticals: [{ key: row.vertical_key }],
      })
    : articleRowPath(row);
  const article: Article = {
    id: row.id,
    context: row.type,
    name: row.name,
    description: row.description,
    link: path,
    links: [{ url: video?.external_url ?? row.link ?? path }],
    videos: video ? [{ link: video.external_url ?? video.mp4 ?? video.hls ?? path, guid: row.id }] : [],
    photos: [storyPhoto(row)],
    categories: [row.category],
    language: row.language,
    publisher: {
      id: row.publisher_id,
      name: row.publisher_name,
      common_name: row.publisher_common_name,
      context: 'publishers',
      license: row.publisher_license,
    },
    author: row.author,
    credit: row.author ? `${row.publisher_attribution} — ${row.author}` : row.publisher_attribution,
    publish_date: row.published_at.toISOString(),
    date_is_real: row.date_is_real,
    generated: row.generated,
    verticals: [{ key: row.vertical_key, label: row.vertical_label }],
    external: row.external,
    offline: false,
    tags,
    feed: { goto_short_link: path },
    post: ARTICLE_POST,
    category: row.vertical_key,
    slugs,
    event_id: row.event_id,
    ...(video && { video }),
  };
  if (withBody && row.body !== undefined) {
    article.body = row.body;
    article.body_format = row.body_format;
  }
  return article;
}

/**
 * TV videos from the clips `npm run make-videos -w infra` made of seeded stories (manifest in
 * infra/static/tv/manifest.json). Each video is a content row of type 'videos' with its story's
 * title, lead, publisher and author; they are published one hour apart before the seed date in
 * the manifest's order (which mixes the verticals), so the TV gallery's order is stable.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { tvVideoPath } from 'shared-contracts';
import { VideoManifestSchema, type VideoManifest } from '../../media/video-clip';
import type { ContentTable, ContentTagsTable } from '../types';
import { VERTICALS, type NewsRows, type VerticalKey } from './news';

export const VIDEO_MANIFEST = path.resolve(__dirname, '..', '..', '..', 'static', 'tv', 'manifest.json');

export function readVideoManifest(file = VIDEO_MANIFEST): VideoManifest {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Value.Check(VideoManifestSchema, data)) {
    const [first] = Value.Errors(VideoManifestSchema, data);
    throw new Error(`${path.basename(file)}: ${first?.path ?? ''} ${first?.message ?? 'invalid'}`);
  }
  return data;
}

const HOUR = 60 * 60 * 1000;

export function buildVideoRows(
  manifest: VideoManifest,
  publishers: ReadonlyMap<string, string>,
  seededAt: Date,
): NewsRows {
  const content: Insertable<ContentTable>[] = [];
  const tags: Insertable<ContentTagsTable>[] = [];
  manifest.clips.forEach((clip, index) => {
    const vertical = clip.vertical_key as VerticalKey;
    const label = VERTICALS[vertical] ?? VERTICALS.news;
    const commonName = publishers.get(clip.publisher_id) ?? clip.publisher_id;
    content.push({
      id: clip.id,
      type: 'videos',
      name: clip.name,
      description: clip.description,
      body: clip.description,
      link: tvVideoPath({
        id: clip.id,
        name: clip.name,
        publisher: { common_name: commonName },
        verticals: [{ key: clip.vertical_key }],
      }),
      publisher_id: clip.publisher_id,
      author: clip.author,
      published_at: new Date(seededAt.getTime() - (index + 1) * HOUR).toISOString(),
      date_is_real: false,
      vertical_key: clip.vertical_key,
      vertical_label: label,
      category: clip.category,
      photo_url: clip.poster_url,
      event_id: null,
      generated: false,
      video_source: 'hls',
      video_hls_url: clip.hls_url,
      video_mp4_url: clip.mp4_url,
      video_mp4_bytes: clip.mp4_bytes,
      video_captions_url: clip.captions_url,
      video_poster_url: clip.poster_url,
      video_duration_s: clip.duration_s,
      video_renditions: JSON.stringify([...clip.renditions].sort((a, b) => a.bandwidth - b.bandwidth)),
    });
    tags.push({
      content_id: clip.id,
      context: 'entities',
      profile_id: vertical in VERTICALS ? vertical : 'news',
    });
  });
  return { content, tags };
}

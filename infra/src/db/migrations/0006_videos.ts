/**
 * TV videos are content rows of type 'videos' with what the player needs (spec 3 "Video player
 * options": sources, hls or youtube flag): the HLS master, an MP4 fallback, WebVTT captions, a
 * poster, the duration and, per rendition, its size in bytes (the data-light poster shows it).
 * video_source 'youtube' / 'external' marks videos played on another site (external-link warning).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content
    add column video_source text check (video_source in ('hls', 'youtube', 'external')),
    add column video_hls_url text,
    add column video_mp4_url text,
    add column video_mp4_bytes integer,
    add column video_captions_url text,
    add column video_poster_url text,
    add column video_duration_s real,
    add column video_renditions jsonb,
    add column video_external_url text`.execute(db);
  // The TV gallery lists videos newest first.
  await sql`create index content_videos_idx on content (published_at desc, id) where type = 'videos'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists content_videos_idx`.execute(db);
  await sql`alter table content
    drop column video_source,
    drop column video_hls_url,
    drop column video_mp4_url,
    drop column video_mp4_bytes,
    drop column video_captions_url,
    drop column video_poster_url,
    drop column video_duration_s,
    drop column video_renditions,
    drop column video_external_url`.execute(db);
}

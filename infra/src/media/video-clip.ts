/**
 * Pure parts of the TV clips (scripts/make-videos.ts makes them, the seed reads their manifest):
 * which words are spoken, how the title is wrapped on the card, the WebVTT captions of the same
 * words, and the manifest's shape (validated once where it is read).
 */
import { Type, type Static } from '@sinclair/typebox';

/** URL prefix the edge serves infra/static/tv/ under (immutable: every clip folder is content-addressed). */
export const TV_STATIC_PREFIX = '/static/tv';

/**
 * Every clip folder holds its poster (`poster.jpg`, 640×360) and the same picture small for lists
 * (galleries, the "next" card): twice the 96×54 they are shown at.
 */
export const THUMBNAIL_FILE = 'thumb.jpg';
export const THUMBNAIL_WIDTH = 192;
export const THUMBNAIL_HEIGHT = 108;

const CLIP_POSTER = /^(\/static\/tv\/[a-z0-9][a-z0-9._-]*\/)poster\.jpg$/;

/** The small picture beside a clip's poster; null for a poster that is not a clip folder's. */
export function thumbnailUrlOf(posterUrl: string | null | undefined): string | null {
  const folder = posterUrl ? CLIP_POSTER.exec(posterUrl)?.[1] : undefined;
  return folder ? `${folder}${THUMBNAIL_FILE}` : null;
}

export const RenditionSchema = Type.Object({
  name: Type.String({ pattern: '^[0-9]{3,4}p$' }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  /** Peak bits per second the master playlist announces. */
  bandwidth: Type.Integer({ minimum: 1 }),
  /** Bytes a reader downloads for the whole clip at this quality (segments and playlist). */
  bytes: Type.Integer({ minimum: 1 }),
});
export type Rendition = Static<typeof RenditionSchema>;

const StaticUrl = Type.String({ pattern: '^/static/tv/[a-z0-9][a-z0-9._-]*/[a-z0-9._/-]+$' });

export const VideoClipSchema = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,79}$' }),
  /** The seeded story the clip tells. */
  story_id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  description: Type.String({ minLength: 1 }),
  vertical_key: Type.String({ minLength: 1 }),
  category: Type.String({ minLength: 1 }),
  publisher_id: Type.String({ minLength: 1 }),
  author: Type.Union([Type.String(), Type.Null()]),
  duration_s: Type.Number({ exclusiveMinimum: 0 }),
  hls_url: StaticUrl,
  captions_url: StaticUrl,
  poster_url: StaticUrl,
  mp4_url: StaticUrl,
  mp4_bytes: Type.Integer({ minimum: 1 }),
  renditions: Type.Array(RenditionSchema, { minItems: 1 }),
});
export type VideoClip = Static<typeof VideoClipSchema>;

export const VideoManifestSchema = Type.Object({
  generated_by: Type.String(),
  clips: Type.Array(VideoClipSchema),
});
export type VideoManifest = Static<typeof VideoManifestSchema>;

/** The spoken text: the story's lead, whole sentences up to about `limit` characters (a 10–20 s clip). */
export function narrationOf(lead: string, limit = 190): string {
  const text = lead.replace(/\s+/g, ' ').trim();
  const sentences = text.match(/[^.!?]+[.!?]+["”)]*\s*/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if (out !== '' && out.length + sentence.length > limit) break;
    out += sentence;
  }
  out = out.trim();
  if (out.length <= limit) return out;
  // One long first sentence: cut at a word and close it.
  const cut = out.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,;:]$/, '')}…`;
}

/** Words wrapped into lines of at most `width` characters (a longer word gets its own line). */
export function wrapLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export interface Cue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * Captions of the narration: lines of up to 42 characters, two per cue, each cue on screen for a
 * share of the speech proportional to its length (the synthetic voice speaks at an even pace).
 */
export function captionCues(text: string, speechSeconds: number, offset = 0): Cue[] {
  const lines = wrapLines(text, 42);
  const chunks: string[] = [];
  for (let i = 0; i < lines.length; i += 2) chunks.push(lines.slice(i, i + 2).join('\n'));
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0) || 1;
  const cues: Cue[] = [];
  let at = offset;
  for (const chunk of chunks) {
    const length = (speechSeconds * chunk.length) / total;
    cues.push({ start: at, end: at + length, text: chunk });
    at += length;
  }
  return cues;
}

const timestamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** A WebVTT file (W3C WebVTT §4) of the cues; cue text escapes the characters VTT reserves. */
export function toWebVtt(cues: readonly Cue[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = cues
    .map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escape(cue.text)}`)
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}

/**
 * Makes the TV clips from seeded stories (`npm run make-videos -w infra`): for each story a title
 * card over the story's generated picture, its lead read in pt-BR by espeak-ng, WebVTT captions
 * of the same words, HLS in three renditions (240p, 360p, 720p; H.264 + AAC in MPEG-TS, which
 * video.js's VHS plays through Media Source Extensions), a poster and a small MP4 fallback.
 * Writes infra/static/tv/<id>.<hash>/ (content-addressed, so the edge caches it forever) and
 * infra/static/tv/manifest.json, which the seed reads. Needs ffmpeg, ffprobe and espeak-ng.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { ContentTable } from '../src/db/types';
import { readAgenciaArticles, readFolhaSentences } from '../src/db/seed/files';
import { buildAgenciaRows, buildFolhaRows, PUBLISHERS } from '../src/db/seed/news';
import { renderImage } from '../src/media/images';
import {
  captionCues,
  narrationOf,
  toWebVtt,
  THUMBNAIL_FILE,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  TV_STATIC_PREFIX,
  wrapLines,
  type Rendition,
  type VideoClip,
  type VideoManifest,
} from '../src/media/video-clip';

const OUT_DIR = path.resolve(__dirname, '..', 'static', 'tv');
/** Bump when the encoding changes: every clip folder gets a new name (and URL). */
const RECIPE = 'v1';
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT_REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const LEAD_IN = 0.6;
const TAIL = 0.8;
const RENDITIONS = [
  { name: '240p', width: 426, height: 240, maxrate: 160_000 },
  { name: '360p', width: 640, height: 360, maxrate: 300_000 },
  { name: '720p', width: 1280, height: 720, maxrate: 700_000 },
] as const;
const PER_VERTICAL = { news: 10, sports: 7, entertainment: 7 } as const;

type Story = Insertable<ContentTable>;

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** ffmpeg, quiet but for errors, overwriting its output. */
const ffmpeg = (args: string[]): string =>
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/** The stories: Agência Brasil items with a byline first, then Folha items, per vertical. */
function pickStories(): Story[] {
  const agencia = buildAgenciaRows(readAgenciaArticles()).content.filter(
    (row) => row.author && !/errou|fora do ar|volta ao ar|retoma/i.test(row.name),
  );
  // The seed date only spreads Folha's publish dates; the texts do not depend on it.
  const folha = buildFolhaRows(readFolhaSentences(), new Date('2026-01-01T00:00:00Z')).content.filter(
    (row) => row.name.length >= 30 && row.name.length <= 140,
  );
  const lists = Object.entries(PER_VERTICAL).map(([vertical, count]) =>
    [...agencia, ...folha].filter((row) => row.vertical_key === vertical).slice(0, count),
  );
  // Interleaved, so the TV list mixes news, sports and entertainment.
  const picked: Story[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i++) {
    for (const list of lists) if (list[i]) picked.push(list[i]!);
  }
  return picked;
}

function creditOf(story: Story): string {
  const publisher = PUBLISHERS.find((p) => p.id === story.publisher_id);
  const name = publisher?.name ?? story.publisher_id;
  const author = story.author?.replace(/\*$/, '').trim();
  return author ? `${name} · ${author}` : name;
}

/** ffmpeg filter text: drawtext reads its text from files, so no quoting of the story's words. */
function cardFilter(work: string, story: Story): string {
  const lines = wrapLines(story.name, 38).slice(0, 4);
  if (wrapLines(story.name, 38).length > 4) lines[3] = `${lines[3]!.replace(/\W*$/, '')}…`;
  fs.writeFileSync(path.join(work, 'title.txt'), lines.join('\n'));
  fs.writeFileSync(path.join(work, 'credit.txt'), creditOf(story));
  fs.writeFileSync(path.join(work, 'brand.txt'), 'ONDA TV');
  const boxTop = 720 - 120 - lines.length * 58;
  return [
    `drawbox=x=0:y=${boxTop}:w=1280:h=${720 - boxTop}:color=black@0.62:t=fill`,
    `drawtext=fontfile=${FONT}:textfile=${work}/brand.txt:fontsize=28:fontcolor=white:x=48:y=40:box=1:boxcolor=0xC2185B@0.9:boxborderw=12`,
    `drawtext=fontfile=${FONT}:textfile=${work}/title.txt:fontsize=46:line_spacing=12:fontcolor=white:x=48:y=${boxTop + 32}`,
    `drawtext=fontfile=${FONT_REGULAR}:textfile=${work}/credit.txt:fontsize=26:fontcolor=0xE0E0E0:x=48:y=${720 - 66}`,
  ].join(',');
}

function bytesOf(dir: string): number {
  return fs.readdirSync(dir).reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);
}

/** BANDWIDTH of each variant in the master playlist, in the order of RENDITIONS. */
function bandwidths(master: string): number[] {
  return [...master.matchAll(/BANDWIDTH=(\d+)/g)].map((m) => Number(m[1]));
}

async function makeClip(story: Story): Promise<VideoClip> {
  const id = `video-${story.id}`;
  const narration = narrationOf(story.description);
  const hash = createHash('sha256')
    .update(JSON.stringify([RECIPE, story.name, narration, creditOf(story)]))
    .digest('hex')
    .slice(0, 10);
  const folder = `${id}.${hash}`;
  const dir = path.join(OUT_DIR, folder);
  const url = (file: string) => `${TV_STATIC_PREFIX}/${folder}/${file}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tv-clip-'));
  try {
    if (!fs.existsSync(path.join(dir, 'master.m3u8'))) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      const picture = await renderImage({
        kind: 'article',
        id: story.id!,
        name: story.name,
        section: story.category,
        width: 1280,
        height: 720,
        format: 'jpeg',
      });
      fs.writeFileSync(path.join(work, 'picture.jpg'), picture);
      fs.writeFileSync(path.join(work, 'narration.txt'), narration);
      run('espeak-ng', [
        '-v',
        'pt-br',
        '-s',
        '165',
        '-f',
        path.join(work, 'narration.txt'),
        '-w',
        path.join(work, 'voice.wav'),
      ]);
      const speech = Number(
        run('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'format=duration',
          '-of',
          'csv=p=0',
          path.join(work, 'voice.wav'),
        ]).trim(),
      );
      const duration = Math.round((LEAD_IN + speech + TAIL) * 10) / 10;
      fs.writeFileSync(path.join(dir, 'captions.pt.vtt'), toWebVtt(captionCues(narration, speech, LEAD_IN)));
      const card = cardFilter(work, story);
      const split = RENDITIONS.map((_, i) => `[s${i}]`).join('');
      const scaled = RENDITIONS.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`).join(';');
      const filter = `[0:v]scale=1280:720,${card},format=yuv420p,split=${RENDITIONS.length}${split};${scaled};[1:a]adelay=${LEAD_IN * 1000}:all=1,apad,asplit=${RENDITIONS.length}${RENDITIONS.map((_, i) => `[a${i}]`).join('')}`;
      const maps = RENDITIONS.flatMap((_, i) => ['-map', `[v${i}]`, '-map', `[a${i}]`]);
      const rates = RENDITIONS.flatMap((r, i) => [
        `-maxrate:v:${i}`,
        String(r.maxrate),
        `-bufsize:v:${i}`,
        String(r.maxrate * 2),
      ]);
      // Keyframes every 2 s and 4 s segments; CRF with a ceiling: a still card costs far less than the cap.
      ffmpeg([
        '-loop',
        '1',
        '-framerate',
        '15',
        '-i',
        path.join(work, 'picture.jpg'),
        '-i',
        path.join(work, 'voice.wav'),
        '-filter_complex',
        filter,
        ...maps,
        '-t',
        String(duration),
        '-c:v',
        'libx264',
        '-preset',
        'medium',
        '-tune',
        'stillimage',
        '-profile:v',
        'main',
        '-crf',
        '30',
        ...rates,
        '-g',
        '30',
        '-keyint_min',
        '30',
        '-sc_threshold',
        '0',
        '-c:a',
        'aac',
        '-b:a',
        '40k',
        '-ac',
        '1',
        '-ar',
        '44100',
        '-f',
        'hls',
        '-hls_time',
        '4',
        '-hls_playlist_type',
        'vod',
        '-hls_flags',
        'independent_segments',
        '-hls_segment_filename',
        path.join(dir, '%v', 'seg%d.ts'),
        '-master_pl_name',
        'master.m3u8',
        '-var_stream_map',
        RENDITIONS.map((r, i) => `v:${i},a:${i},name:${r.name}`).join(' '),
        path.join(dir, '%v', 'index.m3u8'),
      ]);
      ffmpeg([
        '-i',
        path.join(dir, '360p', 'index.m3u8'),
        '-c',
        'copy',
        '-bsf:a',
        'aac_adtstoasc',
        '-movflags',
        '+faststart',
        path.join(dir, 'clip.mp4'),
      ]);
      ffmpeg([
        '-ss',
        '1',
        '-i',
        path.join(dir, '720p', 'index.m3u8'),
        '-frames:v',
        '1',
        '-vf',
        'scale=640:360',
        '-q:v',
        '5',
        path.join(dir, 'poster.jpg'),
      ]);
      fs.writeFileSync(path.join(dir, 'duration.txt'), `${duration}\n`);
    }
    // The poster small, for lists (galleries, "next"): a twentieth of its bytes.
    if (!fs.existsSync(path.join(dir, THUMBNAIL_FILE))) {
      ffmpeg([
        '-i',
        path.join(dir, 'poster.jpg'),
        '-vf',
        `scale=${THUMBNAIL_WIDTH}:${THUMBNAIL_HEIGHT}`,
        '-q:v',
        '6',
        path.join(dir, THUMBNAIL_FILE),
      ]);
    }
    const master = fs.readFileSync(path.join(dir, 'master.m3u8'), 'utf8');
    const announced = bandwidths(master);
    const renditions: Rendition[] = RENDITIONS.map((r, i) => ({
      name: r.name,
      width: r.width,
      height: r.height,
      bandwidth: announced[i] ?? r.maxrate,
      bytes: bytesOf(path.join(dir, r.name)),
    }));
    return {
      id,
      story_id: story.id!,
      name: story.name,
      description: story.description,
      vertical_key: story.vertical_key,
      category: story.category,
      publisher_id: story.publisher_id,
      author: story.author ?? null,
      duration_s: Number(fs.readFileSync(path.join(dir, 'duration.txt'), 'utf8').trim()),
      hls_url: url('master.m3u8'),
      captions_url: url('captions.pt.vtt'),
      poster_url: url('poster.jpg'),
      mp4_url: url('clip.mp4'),
      mp4_bytes: fs.statSync(path.join(dir, 'clip.mp4')).size,
      renditions,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const clips: VideoClip[] = [];
  for (const story of pickStories()) {
    const clip = await makeClip(story);
    clips.push(clip);
    console.info(
      `${clip.id}: ${clip.duration_s}s, ${clip.renditions.map((r) => `${r.name} ${Math.round(r.bytes / 1024)} KB`).join(', ')}`,
    );
  }
  // Folders of clips no longer made are removed, so the committed media stay what the manifest names.
  const kept = new Set(clips.map((clip) => clip.hls_url.split('/')[3]));
  for (const entry of fs.readdirSync(OUT_DIR)) {
    if (entry !== 'manifest.json' && !kept.has(entry))
      fs.rmSync(path.join(OUT_DIR, entry), { recursive: true });
  }
  const manifest: VideoManifest = { generated_by: 'npm run make-videos -w infra', clips };
  fs.writeFileSync(path.join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.info(`${clips.length} clips in ${OUT_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

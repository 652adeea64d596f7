/**
 * TV videos (spec 7 "site/content/tim-tv", "site/content/site_galleries", "media/videos/{id}"):
 * seeded from the committed clips, served with their sources, and the clips' files served by the
 * edge with their content types and long-lived caching.
 */
import {
  ArticlePageSchema,
  GalleryPageSchema,
  MediaResponseSchema,
  SearchResponseSchema,
  tvVideoPath,
} from 'shared-contracts';
import { readVideoManifest } from '../src/db/seed/videos';
import { buildTestSite, errorCode, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let site: TestApi;
beforeAll(async () => {
  site = await buildTestSite(['mf-tv']);
}, SETUP_TIMEOUT);
afterAll(() => site.close());

const get = (url: string) => site.app.inject(url);
const manifest = readVideoManifest();

describe('TV galleries', () => {
  it('lists the seeded videos, newest first, ten on the first page', async () => {
    const tv = parse(GalleryPageSchema, await get('/api/v3/site/content/tim-tv?page=1&per=10&site_id=771'));
    expect(tv.gallery_key).toBe('tim-tv');
    expect(tv.total).toBe(manifest.clips.length);
    expect(tv.results).toHaveLength(10);
    expect(tv.results.map((video) => video.id)).toEqual(manifest.clips.slice(0, 10).map((clip) => clip.id));
    expect(tv.results.every((video) => video.context === 'videos' && video.video?.source === 'hls')).toBe(
      true,
    );
  });

  it('groups videos by vertical and keeps them out of the news galleries', async () => {
    const sports = parse(GalleryPageSchema, await get('/api/v3/site/content/tv-sports?per=50'));
    expect(sports.total).toBe(manifest.clips.filter((clip) => clip.vertical_key === 'sports').length);
    expect(sports.results.every((video) => video.verticals[0]?.key === 'sports')).toBe(true);
    const all = parse(GalleryPageSchema, await get('/api/v3/site/content/site_galleries?per=50'));
    expect(all.total).toBe(manifest.clips.length);
    const news = parse(GalleryPageSchema, await get('/api/v3/site/content/news?per=50'));
    expect(news.results.some((item) => item.context === 'videos')).toBe(false);
    // Videos tell seeded stories: the story is what feeds and search list.
    const clip = manifest.clips[0]!;
    const feed = parse(ArticlePageSchema, await get('/api/v3/feed?per=100'));
    expect(feed.results.some((item) => item.context === 'videos')).toBe(false);
    const found = parse(
      SearchResponseSchema,
      await get(`/api/v4/content/search?text=${encodeURIComponent(clip.name)}&per=50`),
    );
    expect(found.results.map((item) => item.id)).not.toContain(clip.id);
  });
});

describe('one video', () => {
  const clip = manifest.clips[0]!;

  it('answers media/videos/{id} with its sources, credit and TV page link', async () => {
    const [video] = parse(MediaResponseSchema, await get(`/api/v3/media/videos/${clip.id}?site_id=771`));
    expect(video).toMatchObject({
      id: clip.id,
      context: 'videos',
      name: clip.name,
      author: clip.author,
      video: {
        source: 'hls',
        hls: clip.hls_url,
        mp4: clip.mp4_url,
        captions: clip.captions_url,
        poster: clip.poster_url,
        thumbnail: clip.poster_url.replace(/poster\.jpg$/, 'thumb.jpg'),
        duration: clip.duration_s,
      },
    });
    expect(video!.link).toBe(tvVideoPath(video!));
    expect(video!.credit).toContain('Agência Brasil');
    expect(video!.video!.renditions.map((r) => r.name)).toEqual(['240p', '360p', '720p']);
    expect(video!.video!.renditions.every((r) => r.bytes > 0)).toBe(true);
  });

  it('answers 404 CONTENT_NOT_FOUND for an unknown video and for a story asked as a video', async () => {
    expect(errorCode(await get('/api/v3/media/videos/no-such-video'))).toBe('CONTENT_NOT_FOUND');
    expect(errorCode(await get(`/api/v3/media/videos/${clip.story_id}`))).toBe('CONTENT_NOT_FOUND');
  });
});

describe('related to a video', () => {
  it.each([
    '/api/v4/related/videos/{id}?N=20&size=5&page=1',
    '/api/v3/noproxy/videos/{id}/related?per=5&page=1',
  ])('%s lists the other videos of its vertical', async (url) => {
    const clip = manifest.clips.find((c) => c.vertical_key === 'sports')!;
    const others = manifest.clips.filter((c) => c.vertical_key === 'sports' && c.id !== clip.id);
    const related = parse(ArticlePageSchema, await get(url.replace('{id}', clip.id)));
    expect(related.total).toBe(Math.min(20, others.length));
    expect(related.results).toHaveLength(Math.min(5, others.length));
    for (const video of related.results) {
      expect(video.context).toBe('videos');
      expect(video.verticals[0]?.key).toBe('sports');
      expect(video.id).not.toBe(clip.id);
      expect(video.link).toBe(tvVideoPath(video));
    }
  });

  it('caps the list at N and answers 404 for an unknown video', async () => {
    const clip = manifest.clips[0]!;
    const capped = parse(ArticlePageSchema, await get(`/api/v4/related/videos/${clip.id}?N=2&size=5`));
    expect(capped.results).toHaveLength(2);
    expect(capped.total).toBe(2);
    expect(errorCode(await get('/api/v4/related/videos/no-such-video'))).toBe('CONTENT_NOT_FOUND');
  });
});

describe('clip files', () => {
  const clip = manifest.clips[0]!;
  const folder = clip.hls_url.replace(/master\.m3u8$/, '');

  it.each([
    ['master.m3u8', 'application/vnd.apple.mpegurl'],
    ['240p/index.m3u8', 'application/vnd.apple.mpegurl'],
    ['240p/seg0.ts', 'video/mp2t'],
    ['captions.pt.vtt', 'text/vtt; charset=utf-8'],
    ['clip.mp4', 'video/mp4'],
    ['poster.jpg', 'image/jpeg'],
    ['thumb.jpg', 'image/jpeg'],
  ])('serves %s as %s, cached forever', async (file, type) => {
    const response = await get(`${folder}${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the manifest, folder listings or paths outside the folder', async () => {
    expect((await get('/static/tv/manifest.json')).statusCode).toBe(404);
    expect((await get(`${folder}duration.txt`)).statusCode).toBe(404);
    expect((await get(folder)).statusCode).toBe(404);
    expect((await get('/static/tv/..%2f..%2fpackage.json')).statusCode).toBe(404);
  });
});

describe('video page head', () => {
  it('names the video, its poster image and its MP4 for link previews', async () => {
    const [video] = parse(MediaResponseSchema, await get(`/api/v3/media/videos/${manifest.clips[0]!.id}`));
    const html = (await get(tvVideoPath(video!))).body;
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8080${tvVideoPath(video!)}"`);
    expect(html).toMatch(/<meta property="og:video" content="[^"]+\/clip\.mp4"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
    expect(html).toContain('<meta property="og:type" content="video.other"');
  });
});

describe('saving data on TV pages', () => {
  it('tells the player through the page data when the request says Save-Data: on', async () => {
    const saving = await site.app.inject({ url: '/tv', headers: { 'save-data': 'on' } });
    expect(saving.headers.vary).toContain('save-data');
    expect(saving.body).toMatch(/<script id="page-data" type="application\/json">[^<]*"saveData":true/);
    const normal = await get('/tv');
    expect(normal.body).not.toContain('"saveData"');
  });
});

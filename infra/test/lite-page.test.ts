/**
 * Lite article pages: a reader who sends `Save-Data: on` gets the story's text with no script,
 * the photo as a link, a link to the full page and the page's own size, under 30 KB; `?full=1`
 * and readers without the header get the normal page; every answer of those paths varies on
 * Save-Data; unknown stories still answer 404.
 */
import zlib from 'node:zlib';
import { ArticlePageSchema, MediaResponseSchema, type Article } from 'shared-contracts';
import { LITE_STYLE_HASH } from '../src/edge/lite-page';
import { buildTestSite, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let site: TestApi;
let story: Article;

beforeAll(async () => {
  site = await buildTestSite(['mf-news']);
  const feed = parse(ArticlePageSchema, await site.app.inject('/api/v3/feed?per=100')).results;
  // A seeded match story (other suites sharing a PostgreSQL database store stories of their own).
  const withBody = feed.find((item) => item.photos.length > 0 && item.id.startsWith('story-'));
  if (!withBody) throw new Error('the seed should have a story with a photo');
  const [full] = parse(
    MediaResponseSchema,
    await site.app.inject(`/api/v3/media/news_stories/${withBody.id}`),
  );
  if (!full?.body) throw new Error('the seed story should have a body');
  story = full;
}, SETUP_TIMEOUT);
afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers });
const firstParagraph = () =>
  (story.body ?? '')
    .split(/\n\s*\n/)[0]!
    .trim()
    .slice(0, 40)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const escapedTitle = () =>
  story.name
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

describe('with Save-Data: on', () => {
  it.each([
    ['its own link', () => story.link],
    ['the web form', () => `/noproxy/news_stories/web/${story.id}`],
    ['the media form', () => `/media/news_stories/x/y/z/${story.id}`],
  ])('an article on %s is a lite page: text, no script, image as a link', async (_name, url) => {
    const res = await get(url(), { 'save-data': 'on' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(String(res.headers.vary).toLowerCase()).toContain('save-data');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain(`<h1>${escapedTitle()}</h1>`);
    expect(res.body).toContain(firstParagraph());
    expect(res.body).not.toMatch(/<img/i);
    expect(res.body).toMatch(
      // A match story's picture shows the match (both crests and the score).
      new RegExp(`<a href="/api/v3/images/match/${story.id.replace(/^story-/, '')}\\?w=320">Ver imagem</a>`),
    );
    expect(res.body).toContain(`href="${url().split('?')[0]}?full=1"`);
    expect(res.headers['content-security-policy']).toContain(`style-src ${LITE_STYLE_HASH}`);
    expect(res.headers['content-security-policy']).toContain("script-src 'none'");
  });

  it('is under 30 KB as sent, and says honestly how much it used', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(story.link, { 'save-data': 'on', 'accept-encoding': encoding });
      const sent = res.rawPayload.length;
      const html = (
        encoding === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? zlib.gunzipSync(res.rawPayload)
            : res.rawPayload
      ).toString('utf8');

      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(sent).toBeLessThan(30 * 1024);
      expect(html).toContain(`Esta página usou ≈ ${Math.max(1, Math.ceil(sent / 1024))} KB de dados.`);
    }
  });

  it('speaks the reader’s language', async () => {
    const en = await get(story.link, { 'save-data': 'on', cookie: 'onda_locale=en' });
    const es = await get(story.link, { 'save-data': 'on', cookie: 'onda_locale=es' });

    expect(en.body).toContain('>View image</a>');
    expect(en.body).toContain('<html lang="en"');
    expect(es.body).toContain('>Ver imagen</a>');
  });

  it('gives the normal page with ?full=1', async () => {
    const res = await get(`${story.link}?full=1`, { 'save-data': 'on' });

    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<script/);
    expect(res.body).toContain('id="page-data"');
    expect(String(res.headers.vary).toLowerCase()).toContain('save-data');
  });

  it('still answers 404 for an unknown story', async () => {
    const res = await get('/noproxy/news_stories/web/no-such-story', { 'save-data': 'on' });

    expect(res.statusCode).toBe(404);
    expect(String(res.headers.vary).toLowerCase()).toContain('save-data');
  });

  it('leaves pages other than news stories as they are', async () => {
    const res = await get('/', { 'save-data': 'on' });

    expect(res.body).toContain('id="page-data"');
    expect(String(res.headers.vary ?? '').toLowerCase()).not.toContain('save-data');
  });
});

describe('without Save-Data', () => {
  it.each(['', 'off'])(
    'an article is the normal page (Save-Data "%s"), varying on Save-Data',
    async (value) => {
      const res = await get(story.link, value ? { 'save-data': value } : {});

      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="page-data"');
      expect(res.body).not.toContain('Ver imagem');
      expect(String(res.headers.vary).toLowerCase()).toContain('save-data');
    },
  );
});

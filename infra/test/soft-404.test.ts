/**
 * Every not-found page answers 404 (no soft 404s): paths the route list does not have, and content
 * pages (articles, videos, sporting events) whose item is not in the database. Real pages answer
 * 200. Both get the same shell page, whose remotes show the translated 404 page.
 */
import { sql } from 'kysely';
import { ArticlePageSchema, SportingEventPageSchema } from 'shared-contracts';
import { buildTestSite, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let site: TestApi;
let story: { id: string; link: string };
let eventId: string;

beforeAll(async () => {
  site = await buildTestSite(['mf-news', 'mf-sports', 'mf-tv', 'mf-accounts']);
  const first = parse(ArticlePageSchema, await site.app.inject('/api/v3/feed?per=1')).results[0];
  const live = parse(SportingEventPageSchema, await site.app.inject('/api/v3/sporting_events/live'))
    .results[0];
  if (!first || !live) throw new Error('the seed should have stories and a game in play');
  story = first;
  eventId = live.id;
}, SETUP_TIMEOUT);
afterAll(() => site.close());

const status = async (url: string) => (await site.app.inject(url)).statusCode;

describe('pages that exist answer 200', () => {
  it.each([
    '/',
    '/feed/recent',
    '/accounts/user',
    '/accounts/user?login=1',
    '/accounts/user/signedin/profile',
    '/accounts/user/signedin/entities',
    '/accounts/user/signedin/saved',
    '/sports/scores',
    '/sports/standings/brasileirao/brasileirao',
    '/calendar/standings',
    '/tv',
    '/search/trending',
    '/discover',
    '/favorites',
    '/sitemap/2026',
    '/about.html',
  ])('%s', async (url) => {
    expect(await status(url)).toBe(200);
  });

  it('a story on each of its route forms', async () => {
    for (const url of [
      story.link,
      `/noproxy/news_stories/web/${story.id}`,
      `/media/news_stories/x/y/z/${story.id}`,
    ]) {
      expect(await status(url)).toBe(200);
    }
  });

  it('a sporting event', async () => {
    expect(await status(`/sports/event/jogo/${eventId}`)).toBe(200);
  });

  it('a video, once one is in the database, on the TV and article-page forms', async () => {
    const id = 'video-soft-404-test';
    await sql`
      insert into content (id, type, name, description, body, link, publisher_id, published_at,
                           date_is_real, vertical_key, vertical_label, category)
      select ${id}, 'videos', name, description, body, null, publisher_id, published_at,
             date_is_real, vertical_key, vertical_label, category
      from content where id = ${story.id}`.execute(site.database.db);
    try {
      for (const url of [
        `/tv/videos/noticias/publisher/titulo/${id}?page=1&index=0&gallery=gallery`,
        `/tv/videos/${id}`,
        `/noproxy/videos/web/${id}`,
        `/noproxy/videos/${id}/titulo`,
        `/noproxy/videos/noticias/publisher/titulo/${id}`,
      ]) {
        expect(await status(url)).toBe(200);
      }
    } finally {
      await sql`delete from content where id = ${id}`.execute(site.database.db);
    }
  });
});

describe('pages that do not exist answer 404 with the shell page', () => {
  it.each([
    '/accounts/user/anything-unknown',
    '/accounts/user/signedin/anything-unknown',
    '/accounts',
    '/404',
    '/error/content_not_found',
    '/nada/de/nada',
    '/feed/unknown',
    '/sports/unknown',
    '/tv/unknown',
    '/sitemap/2026/13',
    '/noproxy/news_stories/web/nao-existe',
    '/noproxy/news_stories/noticias/folha/titulo/nao-existe',
    '/noproxy/news_stories/news',
    '/media/news_stories/x/y/z/nao-existe',
    '/sports/event/jogo/nao-existe',
    // Video forms: an unknown id, and a story's id asked for as a video.
    '/tv/videos/noticias/publisher/titulo/nao-existe',
    '/tv/videos/nao-existe',
    '/noproxy/videos/web/nao-existe',
    '/noproxy/videos/nao-existe/titulo',
    '/noproxy/videos/noticias/publisher/titulo/nao-existe',
  ])('%s', async (url) => {
    const res = await site.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('id="page-data"');
  });

  it('a story id asked for as a video', async () => {
    expect(await status(`/tv/videos/${story.id}`)).toBe(404);
    expect(await status(`/noproxy/videos/web/${story.id}`)).toBe(404);
  });

  it("fetches a page's remote with the shell's scripts, and none for the shell's own 404 page", async () => {
    const known = await site.app.inject('/accounts/user');
    expect(known.body).toContain('data-preload="/remotes/mf-accounts/0.1.0-mf-accounts/remoteEntry.js"');
    const unknown = await site.app.inject('/accounts/user/anything-unknown');
    expect(unknown.body).toContain('data-entry=');
    expect(unknown.body).not.toContain('data-preload=');
  });
});

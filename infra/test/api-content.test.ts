import { Type } from '@sinclair/typebox';
import {
  FALLBACK_SITE_CONFIG,
  SiteConfigSchema,
  ArticlePageSchema,
  AutocompleteResponseSchema,
  GalleryPageSchema,
  MediaResponseSchema,
  ProfileSchema,
  RecommendationsResponseSchema,
  SearchResponseSchema,
  TopicContentSchema,
  TopicTreeSchema,
  TrendingSearchesResponseSchema,
} from 'shared-contracts';
import {
  buildTestApi,
  errorCode,
  getter,
  newPsid,
  NOW,
  parse,
  proveRead,
  SETUP_TIMEOUT,
  type TestApi,
} from './helper';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

const get = getter(() => api);

describe('site config', () => {
  it('serves the seeded config of site 771', async () => {
    const response = await get('/api/v3/site/config?app=web&site_id=771');
    expect(response.statusCode).toBe(200);
    expect(parse(SiteConfigSchema, response)).toEqual(FALLBACK_SITE_CONFIG);
  });

  it('answers 404 SITE_NOT_FOUND for another site and 400 for a bad id', async () => {
    expect(errorCode(await get('/api/v3/site/config?site_id=5'))).toBe('SITE_NOT_FOUND');
    const bad = await get('/api/v3/site/config?site_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
  });
});

describe('feeds', () => {
  it('pages the all-feed newest first, only published items', async () => {
    const first = parse(ArticlePageSchema, await get('/api/v3/feed?page=1&per=10'));
    expect(first.results).toHaveLength(10);
    expect(first.endlist).toBe(false);
    const dates = first.results.map((article) => article.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((date) => Date.parse(date) <= NOW.getTime())).toBe(true);
    const second = parse(ArticlePageSchema, await get('/api/v3/feed?page=2&per=10'));
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
  });

  it('credits every item with its publisher and license', async () => {
    const feed = parse(ArticlePageSchema, await get('/api/v3/feed?per=50'));
    for (const article of feed.results) {
      expect(article.credit.length).toBeGreaterThan(10);
      if (article.generated) expect(article.publisher.name).toBe('Onda Esportes — dados');
    }
  });

  it('signals the end of the list', async () => {
    const total = parse(ArticlePageSchema, await get('/api/v3/feed?per=100')).total;
    const last = parse(ArticlePageSchema, await get(`/api/v3/feed?per=100&page=${Math.ceil(total / 100)}`));
    expect(last.endlist).toBe(true);
    const beyond = parse(
      ArticlePageSchema,
      await get(`/api/v3/feed?per=100&page=${Math.ceil(total / 100) + 1}`),
    );
    expect(beyond.results).toEqual([]);
    expect(beyond.endlist).toBe(true);
  });

  it('rejects out-of-range paging', async () => {
    expect((await get('/api/v3/feed?per=0')).statusCode).toBe(400);
    expect((await get('/api/v3/feed?per=101')).statusCode).toBe(400);
    expect((await get('/api/v3/feed?page=-1')).statusCode).toBe(400);
  });

  it('serves the hero with journalism first and the gallery key', async () => {
    const hero = parse(GalleryPageSchema, await get('/api/v3/site/content/hero?page=1&per=5'));
    expect(hero.gallery_key).toBe('hero');
    expect(hero.results.every((article) => !article.generated)).toBe(true);
  });

  it('filters galleries by vertical, answers empty galleries and 404 for unknown ones', async () => {
    const sports = parse(GalleryPageSchema, await get('/api/v3/site/content/sports?per=5'));
    expect(sports.results.every((article) => article.verticals[0]?.key === 'sports')).toBe(true);
    const tv = parse(GalleryPageSchema, await get('/api/v3/site/content/tim-tv?page=1&per=10&site_id=771'));
    expect(tv.results.every((item) => item.context === 'videos')).toBe(true);
    expect(errorCode(await get('/api/v3/site/content/nothing-here'))).toBe('GALLERY_NOT_FOUND');
  });
});

describe('profiles', () => {
  it('serves a profile with its crest', async () => {
    const profile = parse(ProfileSchema, await get('/api/v3/profiles/teams/flamengo'));
    expect(profile).toMatchObject({
      id: 'flamengo',
      name: 'Flamengo',
      context: 'teams',
      has_standings: true,
    });
    expect(profile.photo.small).toContain('/api/v3/images/crest/flamengo');
  });

  it('serves the news of a profile', async () => {
    const feed = parse(ArticlePageSchema, await get('/api/v3/profiles/leagues/brasileirao/feed?per=5'));
    expect(feed.results).toHaveLength(5);
    expect(feed.results.every((article) => article.tags.some((tag) => tag.id === 'brasileirao'))).toBe(true);
  });

  it('pins a profile feed with start_date', async () => {
    const feed = parse(
      ArticlePageSchema,
      await get('/api/v3/profiles/teams/flamengo/feed?per=5&start_date=2026-10-01'),
    );
    expect(feed.results.every((article) => article.publish_date < '2026-10-02')).toBe(true);
  });

  it('serves the news of several profiles (POST profiles/feed)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v3/profiles/feed?per=5',
      payload: { profiles: [{ id: 'arsenal', context: 'teams' }] },
    });
    const feed = parse(ArticlePageSchema, response);
    expect(feed.results[0]?.tags.some((tag) => tag.id === 'arsenal')).toBe(true);
  });

  it('answers 404 for unknown profiles and 400 for unknown contexts', async () => {
    expect(errorCode(await get('/api/v3/profiles/teams/nobody'))).toBe('PROFILE_NOT_FOUND');
    expect(errorCode(await get('/api/v3/profiles/teams/nobody/feed'))).toBe('PROFILE_NOT_FOUND');
    expect((await get('/api/v3/profiles/planets/mars')).statusCode).toBe(400);
  });
});

describe('media', () => {
  it('answers a one-element array with the body (spec 5)', async () => {
    const [article, ...rest] = parse(
      MediaResponseSchema,
      await get('/api/v3/media/news_stories/abr-2016-001?site_id=771&frequency=2&offset=1'),
    );
    expect(rest).toEqual([]);
    expect(article?.body).toContain('CNI');
    expect(article?.publisher.name).toBe('Agência Brasil');
    expect(article?.author).toBe('Da Agência Brasil');
    expect(article?.links[0]?.url).toMatch(/^http:\/\/agenciabrasil\.ebc\.com\.br\//);
    // Seeded stories are read here in full, as plain text with blank-line paragraphs.
    expect(article?.external).toBe(false);
    expect(article?.body_format).toBe('text');
  });

  it('answers 404 CONTENT_NOT_FOUND, never an empty array', async () => {
    const response = await get('/api/v3/media/news_stories/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('CONTENT_NOT_FOUND');
    expect((await get('/api/v3/media/podcasts/abr-2016-001')).statusCode).toBe(400);
  });

  it('hides generated stories of matches that are not over yet', async () => {
    // The last round of the replayed Brasileirão 2024 is still ahead (src/api/sports/live/anchor.ts)...
    const response = await get('/api/v3/media/news_stories/story-brasileirao-serie-a-2024-0380');
    expect(errorCode(response)).toBe('CONTENT_NOT_FOUND');
    // ...while the finished 2025 season keeps its real dates, its last story published.
    expect((await get('/api/v3/media/news_stories/story-brasileirao-serie-a-2025-0380')).statusCode).toBe(
      200,
    );
  });
});

describe('related', () => {
  it('lists stories sharing profiles, capped by N', async () => {
    const related = parse(
      ArticlePageSchema,
      await get('/api/v4/related/news_stories/story-premier-league-2024-25-0001?N=20&size=5&page=1'),
    );
    expect(related.results).toHaveLength(5);
    expect(related.results.some((article) => article.id === 'story-premier-league-2024-25-0001')).toBe(false);
    expect(related.total).toBeLessThanOrEqual(20);
    const capped = parse(
      ArticlePageSchema,
      await get('/api/v4/related/news_stories/story-premier-league-2024-25-0001?N=3&size=5'),
    );
    expect(capped.results).toHaveLength(3);
  });

  it('serves the v3 fallback and 404 for unknown ids', async () => {
    const v3 = parse(
      ArticlePageSchema,
      await get('/api/v3/noproxy/news_stories/folha-000001/related?per=5&page=1'),
    );
    expect(v3.per).toBe(5);
    expect(errorCode(await get('/api/v4/related/news_stories/nope'))).toBe('CONTENT_NOT_FOUND');
  });
});

describe('personalized recommendations', () => {
  it('falls back to the all-feed for a reader without signals', async () => {
    const response = await get('/api/v4/personalized_recommendations?size=5&page=1', { psid: newPsid() });
    const recs = parse(RecommendationsResponseSchema, response);
    expect(recs.source).toBe('fallback');
    const feed = parse(ArticlePageSchema, await get('/api/v3/feed?per=5'));
    expect(recs.results.map((a) => a.id)).toEqual(feed.results.map((a) => a.id));
  });

  it('keeps paging the all-feed for a reader without signals', async () => {
    const psid = newPsid();
    const recs = parse(
      RecommendationsResponseSchema,
      await get('/api/v4/personalized_recommendations?size=5&page=2', { psid }),
    );
    expect(recs.source).toBe('fallback');
    expect(recs.endlist).toBe(false);
    const feed = parse(ArticlePageSchema, await get('/api/v3/feed?per=5&page=2'));
    expect(recs.results.map((a) => a.id)).toEqual(feed.results.map((a) => a.id));
  });

  it('ranks by follows and leaves read items out', async () => {
    const psid = newPsid();
    await api.app.inject({
      method: 'POST',
      url: '/api/v3/follows_anon',
      headers: { psid },
      payload: { id: 'arsenal', context: 'teams' },
    });
    const recs = parse(
      RecommendationsResponseSchema,
      await get('/api/v4/personalized_recommendations?size=5', { psid }),
    );
    expect(recs.source).toBe('personalized');
    expect(recs.results.every((article) => article.tags.some((tag) => tag.id === 'arsenal'))).toBe(true);
    const first = recs.results[0]?.id ?? '';
    // Serving the story is no read (docs/adr/010); the read beacon is.
    await get(`/api/v3/media/news_stories/${first}`, { psid });
    const served = parse(
      RecommendationsResponseSchema,
      await get('/api/v4/personalized_recommendations?size=5', { psid }),
    );
    expect(served.results.map((article) => article.id)).toContain(first);
    expect((await proveRead(api, { psid }, first)).statusCode).toBe(200);
    const after = parse(
      RecommendationsResponseSchema,
      await get('/api/v4/personalized_recommendations?size=5', { psid }),
    );
    expect(after.results.map((article) => article.id)).not.toContain(first);
  });

  it('validates size', async () => {
    expect((await get('/api/v4/personalized_recommendations?size=0')).statusCode).toBe(400);
  });
});

/** Waits for a condition the server meets after answering (a bounded number of tries). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('trending searches', () => {
  const search = (text: string, psid: string) =>
    get(`/api/v4/content/search?text=${encodeURIComponent(text)}&page=1`, { psid });
  const logged = async (key: string) =>
    (await api.database.db.selectFrom('search_log').select('asker').where('query_key', '=', key).execute())
      .length;

  it('lists what at least three readers searched in the last 24 h, nothing personal', async () => {
    const [a, b, c] = [newPsid(), newPsid(), newPsid()];
    await search('Copa do  Mundo', a);
    await search('copa do mundo', a);
    await search('COPA DO MUNDO', b);
    await search('copa do mundo', c);
    await search('eleições', a);
    await search('eleições', b);
    for (const psid of [a, b, c]) await search('ana.souza@example.com', psid);
    for (const psid of [a, b, c]) await search('11 98765-4321', psid);
    // A request with no reader the server signed is not a reader it can count once.
    await get(`/api/v4/content/search?text=${encodeURIComponent('sem leitor')}&page=1`);
    // Recorded once the answer is sent.
    await until(async () => (await logged('copa do mundo')) === 3 && (await logged('eleições')) === 2);

    const trending = parse(TrendingSearchesResponseSchema, await get('/api/v4/content/search/trending'));

    expect(trending).toMatchObject({ hours: 24, min_readers: 3 });
    expect(trending.results).toContainEqual({ query: 'copa do mundo', readers: 3 });
    const queries = trending.results.map((r) => r.query);
    expect(queries).not.toContain('eleições');
    expect(queries.some((q) => /@|\d{4}/.test(q))).toBe(false);
    expect(await logged('ana.souza@example.com')).toBe(0);
    expect(await logged('sem leitor')).toBe(0);
  });

  it('forgets a search after two days', async () => {
    await api.database.db
      .insertInto('search_log')
      .values({ query_key: 'antiga', asker: 'x', day: '2000-01-01', searched_at: new Date('2000-01-01') })
      .execute();
    await get('/api/v4/content/search/trending?old=1');
    expect(await logged('antiga')).toBe(0);
  });
});

describe('search', () => {
  it('finds accented words without accents ("selecao" finds "Seleção")', async () => {
    const result = parse(
      SearchResponseSchema,
      await get(
        '/api/v4/content/search?action=get_content&intent=all&text=selecao&site_id=771&filter=internal&per=15&page=1&format=new',
      ),
    );
    expect(result.total).toBeGreaterThan(0);
    expect(
      result.results[0]?.name.toLowerCase() + (result.results[0]?.description ?? '').toLowerCase(),
    ).toMatch(/seleç/);
    expect(result.sortby).toBe('relevance');
  });

  it('matches by stem ("futebolistas" finds "futebol")', async () => {
    const result = parse(SearchResponseSchema, await get('/api/v4/content/search?text=futebolistas'));
    expect(result.total).toBeGreaterThan(0);
  });

  it('pages by 15 and reports the end of the list', async () => {
    const result = parse(SearchResponseSchema, await get('/api/v4/content/search?text=vence'));
    expect(result.per).toBe(15);
    expect(result.results).toHaveLength(15);
    expect(result.endlist).toBe(false);
    const last = parse(
      SearchResponseSchema,
      await get(`/api/v4/content/search?text=vence&page=${Math.ceil(result.total / 15)}`),
    );
    expect(last.endlist).toBe(true);
  });

  it('filters by entity and sorts by date', async () => {
    const result = parse(
      SearchResponseSchema,
      await get('/api/v4/content/search?text=vence&entityType=teams&entityId=flamengo&sortby=date'),
    );
    expect(result.results.length).toBeGreaterThan(0);
    expect(result.results.every((article) => article.tags.some((tag) => tag.id === 'flamengo'))).toBe(true);
    const dates = result.results.map((article) => article.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const entityOnly = parse(
      SearchResponseSchema,
      await get('/api/v4/content/search?entityType=leagues&entityId=la-liga'),
    );
    expect(entityOnly.sortby).toBe('date');
    expect(entityOnly.total).toBeGreaterThan(0);
  });

  it('refuses an empty query and half an entity filter', async () => {
    expect(errorCode(await get('/api/v4/content/search?text=%20%20'))).toBe('EMPTY_QUERY');
    expect(errorCode(await get('/api/v4/content/search?text=gol&entityType=teams'))).toBe(
      'VALIDATION_FAILED',
    );
    expect((await get('/api/v4/content/search?text=gol&sortby=random')).statusCode).toBe(400);
  });

  it('answers no results for a query of stop words only', async () => {
    const result = parse(SearchResponseSchema, await get('/api/v4/content/search?text=de%20a%20o'));
    expect(result).toMatchObject({ total: 0, endlist: true, results: [] });
  });
});

describe('autocomplete', () => {
  it('tolerates typos and returns profile ids', async () => {
    const items = parse(
      AutocompleteResponseSchema,
      await get('/api/v3/site/favorites/ac?q=flamengp&page=1&per=5&site_id=771'),
    );
    expect(items[0]).toEqual({
      name: 'Flamengo',
      key: 'teams-flamengo',
      profile: { id: 'flamengo', context: 'teams' },
    });
  });

  it('ignores accents and case', async () => {
    const items = parse(AutocompleteResponseSchema, await get('/api/v3/site/favorites/ac?q=GREMIO'));
    expect(items.map((item) => item.name)).toContain('Grêmio');
  });

  it('gives at most 5 and nothing for a blank query', async () => {
    const items = parse(AutocompleteResponseSchema, await get('/api/v3/site/favorites/ac?q=a'));
    expect(items.length).toBeLessThanOrEqual(5);
    expect(parse(AutocompleteResponseSchema, await get('/api/v3/site/favorites/ac?q=%20'))).toEqual([]);
    expect((await get('/api/v3/site/favorites/ac')).statusCode).toBe(400);
    expect((await get('/api/v3/site/favorites/ac?q=x&per=50')).statusCode).toBe(400);
  });

  it('fills with headlines when few profiles match', async () => {
    const items = parse(AutocompleteResponseSchema, await get('/api/v3/site/favorites/ac?q=lula'));
    expect(items.some((item) => item.key.startsWith('content-'))).toBe(true);
  });
});

describe('discover and favorites', () => {
  it('serves the discover tree: entities, sports > leagues > teams', async () => {
    const tree = parse(TopicTreeSchema, await get('/api/v3/site/discover'));
    expect(tree.nodes.map((node) => node.key)).toEqual([
      'entities-news',
      'entities-entertainment',
      'entities-sports',
    ]);
    const sports = tree.nodes[2];
    expect(sports?.canDrill).toBe(true);
    const brasileirao = sports?.nodes.find((node) => node.key === 'leagues-brasileirao');
    expect(brasileirao?.nodes).toHaveLength(20);
    expect(sports?.nodes.find((node) => node.type === 'dynamic')?.key).toBe('dynamic-today');
  });

  it("marks the reader's follows in the favorites tree", async () => {
    const psid = newPsid();
    await api.app.inject({
      method: 'POST',
      url: '/api/v3/follows_anon',
      headers: { psid },
      payload: { id: 'la-liga', context: 'leagues', push_on: 1 },
    });
    const tree = parse(TopicTreeSchema, await get('/api/v3/site/favorites', { psid }));
    expect(tree.nodes.map((node) => [node.key, node.type])).toEqual([
      ['label-entities', 'label'],
      ['label-leagues', 'label'],
    ]);
    const laLiga = tree.nodes[1]?.nodes.find((node) => node.key === 'leagues-la-liga');
    expect(laLiga).toMatchObject({ followed: true, push_on: 1, type: 'profile' });
    const other = tree.nodes[1]?.nodes.find((node) => node.key === 'leagues-premier-league');
    expect(other).toMatchObject({ followed: false, push_on: 0 });
  });

  it('serves the content of a node', async () => {
    const team = parse(TopicContentSchema, await get('/api/v3/site/favorites/teams-palmeiras/content?per=5'));
    expect(team.node.profile?.id).toBe('palmeiras');
    expect(team.results.every((article) => article.tags.some((tag) => tag.id === 'palmeiras'))).toBe(true);
    const label = parse(TopicContentSchema, await get('/api/v3/site/favorites/label-leagues/content?per=5'));
    expect(label.node.nodes.length).toBe(5);
    expect(label.results).toHaveLength(5);
  });

  it('answers 404 for an unknown node and 400 for a malformed key', async () => {
    expect(errorCode(await get('/api/v3/site/favorites/teams-nobody/content'))).toBe('TOPIC_NOT_FOUND');
    expect((await get('/api/v3/site/favorites/%20bad%20/content')).statusCode).toBe(400);
  });
});

describe('docs and unknown routes', () => {
  it('serves the OpenAPI document and the reference page', async () => {
    const doc = await get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = parse(Type.Object({ paths: Type.Record(Type.String(), Type.Unknown()) }), doc).paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/v3/feed', '/api/v4/content/search', '/api/v3/sporting_events']),
    );
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers JSON 404 for unknown API routes', async () => {
    const response = await get('/api/v3/not-a-route');
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('ROUTE_NOT_FOUND');
  });
});

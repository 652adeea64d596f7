/**
 * Feed import end to end on a real database: fixture feeds served over loopback HTTP, stored by
 * importer/store-feed-items, then read back through the API (search, all-feed, media) with inject.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ArticlePageSchema, MediaResponseSchema, SearchResponseSchema, type Article } from 'shared-contracts';
import { storeFeedItems } from '../src/importer/store-feed-items';
import { main } from '../src/importer/cli';
import { runImport } from '../src/importer/run-import';
import { buildTestApi, NOW, parse, SETUP_TIMEOUT, type TestApi } from './helper';

const FIXTURES = join(__dirname, 'fixtures/feeds');
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');

// Unique per run: test files may share one PostgreSQL server (DATABASE_URL).
const RUN = `${process.pid}-${Date.now().toString(36)}`;
const PUBLISHER = `Notícias do Esporte ${RUN}`;
const HOSTILE_PUBLISHER = `Portal Hostil ${RUN}`;
const CLI_PUBLISHER = `Blog de Tecnologia ${RUN}`;

/** Dated just before the test clock, so it tops the all-feed. */
const HOSTILE_DATE = new Date(NOW.getTime() - 60_000).toUTCString();
const HOSTILE_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Portal Hostil</title>
    <item>
      <title>Paralelepípedo dourado aparece na praça</title>
      <link>https://hostil.example.com/materias/paralelepipedo</link>
      <guid isPermaLink="false">hostil-1</guid>
      <pubDate>${HOSTILE_DATE}</pubDate>
      <category>Esportes</category>
      <category>Flamengo</category>
      <description>Moradores estranham o achado.</description>
      <content:encoded><![CDATA[<p onclick="steal()" style="color:red">Texto com <a href="javascript:alert(1)">um link ruim</a>,
        <a href="/materias/outra">um relativo</a> e <b>negrito</b>.</p><script>alert('x')</script>
        <style>body{display:none}</style><iframe src="https://evil.example/"></iframe>
        <img src="x.jpg" onerror="alert(1)" alt="A pedra"><img src="javascript:alert(2)">]]></content:encoded>
    </item>
  </channel>
</rss>`;

const ROUTES: Record<string, () => string> = {
  '/rss': () => fixture('rss-pt.xml'),
  '/rss-edited': () => fixture('rss-pt.xml').replace('Seleção convocada', 'Seleção anunciada'),
  '/atom': () => fixture('atom.xml'),
  '/malformed': () => fixture('malformed.xml'),
  '/hostile': () => HOSTILE_FEED,
};

let api: TestApi;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = ROUTES[new URL(req.url ?? '/', 'http://localhost').pathname]?.();
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await buildTestApi();
}, SETUP_TIMEOUT);

afterAll(async () => {
  const publishers = await api.database.db
    .selectFrom('publishers')
    .select('id')
    .where('name', 'in', [PUBLISHER, HOSTILE_PUBLISHER, CLI_PUBLISHER])
    .execute();
  const ids = publishers.map((row) => row.id);
  if (ids.length > 0) {
    await api.database.db.deleteFrom('content').where('publisher_id', 'in', ids).execute();
    await api.database.db.deleteFrom('publishers').where('id', 'in', ids).execute();
  }
  await api.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Fetches, parses and stores one feed at the test clock; returns the store's counts. */
async function importFeed(path: string, publisher: string) {
  let counts: Awaited<ReturnType<typeof storeFeedItems>> | undefined;
  const result = await runImport({
    url: `${base}${path}`,
    publisher,
    now: NOW,
    store: async (items, name) => {
      counts = await storeFeedItems(api.database, name, items, { fetchedAt: NOW });
    },
  });
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return counts;
}

function storiesOf(publisher: string) {
  return api.database.db
    .selectFrom('content')
    .innerJoin('publishers', 'publishers.id', 'content.publisher_id')
    .selectAll('content')
    .where('publishers.name', '=', publisher)
    .orderBy('content.published_at')
    .execute();
}

async function hostileStory() {
  const [story] = await storiesOf(HOSTILE_PUBLISHER);
  if (!story) throw new Error('the hostile feed was not imported');
  return story;
}

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('storeFeedItems', () => {
  beforeAll(async () => {
    await importFeed('/rss', PUBLISHER);
    await importFeed('/hostile', HOSTILE_PUBLISHER);
  });

  it('stores each usable item as a news story of the publisher', async () => {
    const stories = await storiesOf(PUBLISHER);

    expect(stories.map((story) => story.name)).toEqual([
      'Flamengo vence o Grêmio e assume a liderança',
      'Seleção convocada: veja a lista – e as surpresas',
      'Vôlei: Brasil estreia com vitória',
    ]);
    expect(stories[0]).toMatchObject({
      type: 'news_stories',
      link: 'https://noticias.example.com.br/futebol/flamengo-vence-gremio',
      author: 'João da Silva',
      description: 'Com gols de Pedro e Arrascaeta, o Rubro-Negro venceu por 2 a 0 no Maracanã.',
      photo_url: 'https://img.example.com.br/flamengo-gremio.jpg',
      category: 'Futebol',
      vertical_key: 'news',
      date_is_real: true,
      generated: false,
    });
    expect(stories[0]?.published_at.toISOString()).toBe('2025-03-10T00:30:00.000Z');
    // The undated item carries the fetch time and says so.
    expect(stories[2]).toMatchObject({ date_is_real: false, photo_url: null });
    expect(stories[2]?.published_at.toISOString()).toBe(NOW.toISOString());
  });

  it('creates the publisher once, named as given', async () => {
    const publishers = await api.database.db
      .selectFrom('publishers')
      .selectAll()
      .where('name', '=', PUBLISHER)
      .execute();

    expect(publishers).toHaveLength(1);
    expect(publishers[0]).toMatchObject({ url: 'https://noticias.example.com.br', generated: false });
    expect(publishers[0]?.common_name).toMatch(/^noticias-do-esporte-/);
  });

  it('is idempotent: a second import of the same feed writes nothing', async () => {
    const before = await storiesOf(PUBLISHER);

    const counts = await importFeed('/rss', PUBLISHER);

    expect(counts).toEqual({ inserted: 0, updated: 0, skipped: 3 });
    expect(await storiesOf(PUBLISHER)).toEqual(before);
  });

  it('updates a changed item in place', async () => {
    const before = await storiesOf(PUBLISHER);

    const counts = await importFeed('/rss-edited', PUBLISHER);

    expect(counts).toEqual({ inserted: 0, updated: 1, skipped: 2 });
    const after = await storiesOf(PUBLISHER);
    expect(after.map((story) => story.id)).toEqual(before.map((story) => story.id));
    expect(after[1]?.name).toBe('Seleção anunciada: veja a lista – e as surpresas');
  });

  it('stores bodies sanitised: no scripts, event handlers, frames or javascript: URLs', async () => {
    const [flamengo] = await storiesOf(PUBLISHER);
    const hostile = await hostileStory();

    expect(flamengo?.body).toBe(
      '<p>Com gols de <strong>Pedro</strong> e Arrascaeta…</p><img src="https://img.example.com.br/foto.jpg" alt="" />',
    );
    expect(hostile.body).not.toMatch(/script|onerror|onclick|style|iframe|javascript:|evil/i);
    expect(hostile.body).toContain('<a>um link ruim</a>');
    expect(hostile.body).toContain(
      '<a href="https://hostil.example.com/materias/outra" rel="noopener">um relativo</a>',
    );
    expect(hostile.body).toContain('<strong>negrito</strong>');
    expect(hostile.body).toContain('<img src="https://hostil.example.com/materias/x.jpg" alt="A pedra" />');
  });

  it('files the story under a vertical named by a category and tags profiles it names', async () => {
    const hostile = await hostileStory();

    const tags = await api.database.db
      .selectFrom('content_tags')
      .select(['context', 'profile_id'])
      .where('content_id', '=', hostile.id)
      .orderBy('context')
      .execute();

    expect(hostile.vertical_key).toBe('sports');
    expect(tags).toEqual([
      { context: 'entities', profile_id: 'sports' },
      { context: 'teams', profile_id: 'flamengo' },
    ]);
  });

  it('stores nothing when one item fails: the import is one transaction', async () => {
    const publisher = `Transação ${RUN}`;
    const item = {
      guid: 'ok-1',
      title: 'Um item bom',
      link: 'https://tx.example.com/ok',
      publishedAt: '2025-03-10T12:00:00.000Z',
      summary: 'Bom.',
      categories: [],
    };
    // PostgreSQL refuses NUL in text, so the second insert fails after the publisher was created.
    const broken = { ...item, guid: 'bad-1', link: 'https://tx.example.com/bad', summary: 'a\u0000b' };

    await expect(storeFeedItems(api.database, publisher, [item, broken])).rejects.toThrow();

    expect(await storiesOf(publisher)).toEqual([]);
    const publishers = await api.database.db
      .selectFrom('publishers')
      .select('id')
      .where('name', '=', publisher)
      .execute();
    expect(publishers).toEqual([]);
  });
});

describe('imported stories in the API', () => {
  it('are found by the full-text search, accents or not', async () => {
    const hostile = await hostileStory();

    const result = parse(
      SearchResponseSchema,
      await get('/api/v4/content/search?text=paralelepipedo%20dourado'),
    );

    expect(result.results.map((article) => article.id)).toContain(hostile.id);
  });

  it('appear on the first page of the all-feed, credited to their publisher', async () => {
    const hostile = await hostileStory();

    const feed = parse(ArticlePageSchema, await get('/api/v3/feed?per=10'));

    const article = feed.results.find((candidate: Article) => candidate.id === hostile.id);
    expect(article).toMatchObject({
      name: 'Paralelepípedo dourado aparece na praça',
      links: [{ url: 'https://hostil.example.com/materias/paralelepipedo' }],
      publisher: { name: HOSTILE_PUBLISHER },
      verticals: [{ key: 'sports', label: 'Esportes' }],
      categories: ['Esportes'],
    });
  });

  it('serve the sanitised body from the media route', async () => {
    const hostile = await hostileStory();

    const [article] = parse(MediaResponseSchema, await get(`/api/v3/media/news_stories/${hostile.id}`));

    expect(article?.body).toBe(hostile.body);
    expect(article?.body).not.toMatch(/<script|onerror|javascript:/i);
    // The full story lives on the publisher's site, and the body is HTML (not plain text).
    expect(article?.external).toBe(true);
    expect(article?.body_format).toBe('html');
  });
});

describe('import-feed CLI', () => {
  let stdout: jest.SpyInstance;
  let stderr: jest.SpyInstance;
  beforeEach(() => {
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    stderr = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stdout.mockRestore();
    stderr.mockRestore();
  });

  // The CLI closes what it opens; the shared test database must stay open for the other tests.
  const openDatabase = jest.fn(async () => ({ ...api.database, close: async () => undefined }));

  it('stores a feed and prints one summary line', async () => {
    const code = await main([`${base}/atom`, '--publisher', CLI_PUBLISHER], {
      openDatabase,
      now: () => NOW,
    });

    expect(code).toBe(0);
    expect(stdout).toHaveBeenCalledWith(
      `Imported 2 item(s) from ${base}/atom as "${CLI_PUBLISHER}": 2 inserted, 0 updated, 0 skipped.\n`,
    );
    const stories = await storiesOf(CLI_PUBLISHER);
    expect(stories.map((story) => story.link)).toEqual([
      `${base}/posts/sem-resumo`,
      'https://blog.example.org/2025/03/node-20',
    ]);
    expect(stories[0]?.body).toBe('<p>Conteúdo em XHTML.</p>');
  });

  it('exits 1 with the parse error for a malformed feed, never opening the database', async () => {
    openDatabase.mockClear();

    const code = await main([`${base}/malformed`], { openDatabase });

    expect(code).toBe(1);
    expect(stderr).toHaveBeenCalledWith(expect.stringMatching(/^Import failed \(malformed-xml\): /));
    expect(openDatabase).not.toHaveBeenCalled();
  });

  it('exits 1 when the feed is not there', async () => {
    const code = await main([`${base}/missing`], { openDatabase });

    expect(code).toBe(1);
    expect(stderr).toHaveBeenCalledWith(expect.stringMatching(/^Import failed \(http-status\): /));
  });
});

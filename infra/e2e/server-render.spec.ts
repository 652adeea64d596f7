/**
 * Server-rendered first screens: home, feeds and articles arrive as HTML from the news remote's
 * server bundle (readable without JavaScript), the browser hydrates them without fetching again
 * and without hydration warnings, a newly activated version renders on the next request, and a
 * server bundle that throws still leaves a working page rendered in the browser. The shell's
 * layout (header, topic bar, footer) comes from the shell's own server bundle the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SEARCH_WORD } from '../perf/targets';
import { publishCopy, registry, removeVersion } from './lib/registry';
import { acceptCookies, expectSameDocument, markDocument } from './lib/shell';

const main = (page: Page) => page.getByRole('main');
const storyLinks = (page: Page) => page.locator('article h2 a');
const BUNDLE = path.join('server', 'index.js');
/** A free-text search for a word common in the seeded news: more than one page of results. */
const SEARCH_PAGE = `/search/relevance/${encodeURIComponent(SEARCH_WORD)}`;
const searchResults = (page: Page) => page.locator('article h3 a');
const SEARCH_CALL = /^\/api\/v4\/content\/search$/;
/** The API calls behind the feed tabs' pages. */
const FEED_CALL = /^\/api\/(?:v3\/feed|v4\/personalized_recommendations|v3\/site\/content\/hero)$/;

/** Console messages React writes when the server HTML and the first browser render differ. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/hydrat|did not match|#418|#423|#425/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home lists the headlines and an article shows its title and body', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notícias, vídeos e placares ao vivo');
    await expect(storyLinks(page).first()).toBeVisible();
    expect(await storyLinks(page).count()).toBeGreaterThanOrEqual(5);
    const title = (await storyLinks(page).first().textContent())?.trim() ?? '';
    const href = await storyLinks(page).first().getAttribute('href');
    expect(title.length).toBeGreaterThan(10);
    expect(href).toMatch(/\/news_stories\//);

    await page.goto(href ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The body's paragraphs (not only the title and the byline).
    const paragraphs = await page.locator('[data-server-render] p').allTextContents();
    expect(paragraphs.filter((text) => text.trim().length > 60).length).toBeGreaterThanOrEqual(2);
  });

  test('a search lists its first page of results, and a search that finds nothing says so', async ({
    page,
  }) => {
    await page.goto(SEARCH_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Busca');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Resultados para “${SEARCH_WORD}”`);
    await expect(searchResults(page)).toHaveCount(15);
    const headline = (await searchResults(page).first().textContent())?.trim() ?? '';
    expect(headline.length).toBeGreaterThan(10);
    await expect(searchResults(page).first()).toHaveAttribute('href', /\/news_stories\//);
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toBeVisible();

    await page.goto('/search/date/xyzzyqwerty');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Resultados para “xyzzyqwerty”');
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible();
    await expect(searchResults(page)).toHaveCount(0);
  });

  test("the shell's layout comes with the page: header, topic bar and footer", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/accounts/user');
    const topics = page.getByRole('navigation', { name: 'Tópicos' }).getByRole('link');
    // The topics of the favorites tree, then TV and sports.
    expect(await topics.count()).toBeGreaterThan(2);
    await expect(topics.first()).toHaveAttribute('href', /^\/favorites\//);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sobre' })).toBeVisible();
    // The page's own content sits in its slot inside the layout, before the footer.
    await expect(page.locator('main #slot-mf-news > [data-server-render="mf-news"]')).toHaveCount(1);
  });
});

test('the browser hydrates the server HTML: no second fetch, paging and links work', async ({ page }) => {
  const problems = watchHydration(page);
  const feedCalls: string[] = [];
  page.on('request', (request) => {
    if (FEED_CALL.test(new URL(request.url()).pathname)) feedCalls.push(request.url());
  });
  await page.goto('/feed/recent');
  // The container the edge rendered is the one React took over (a browser render replaces it).
  const rendered = page.locator('#slot-mf-news > [data-version]');
  await expect(rendered.getByRole('heading', { level: 1 })).toHaveText('Últimas');
  await acceptCookies(page);
  await expect(storyLinks(page)).toHaveCount(10);
  expect(feedCalls).toEqual([]);

  await expect(async () => {
    const more = main(page).getByRole('button', { name: 'Carregar mais' });
    if (await more.isVisible()) await more.click();
    expect(await storyLinks(page).count()).toBeGreaterThanOrEqual(20);
  }).toPass({ timeout: 20_000 });
  expect(feedCalls.some((url) => new URL(url).searchParams.get('page') === '2')).toBe(true);
  expect(feedCalls.some((url) => new URL(url).searchParams.get('page') === '1')).toBe(false);

  const story = storyLinks(page).first();
  const title = (await story.textContent())?.trim() ?? '';
  await story.click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
  expect(problems).toEqual([]);
});

test('search results hydrate: no second search, the same nodes, paging works, the code loads only there', async ({
  page,
}) => {
  const problems = watchHydration(page);
  const newsScripts = (into: Set<string>) => (url: string) => {
    const { pathname } = new URL(url);
    if (pathname.includes('/mf-news/') && pathname.endsWith('.js')) into.add(pathname);
  };
  const homeScripts = new Set<string>();
  const onHome = newsScripts(homeScripts);
  page.on('request', (request) => onHome(request.url()));
  await page.goto('/');
  await expect(storyLinks(page).first()).toBeVisible();
  await acceptCookies(page);
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('request');

  const searchScripts = new Set<string>();
  const onSearch = newsScripts(searchScripts);
  const searchCalls: string[] = [];
  page.on('request', (request) => {
    onSearch(request.url());
    if (SEARCH_CALL.test(new URL(request.url()).pathname)) searchCalls.push(request.url());
  });
  // The first result as the HTML has it, before any script runs: hydration keeps that node.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverFirst?: Element | null }).serverFirst = document.querySelector(
        '[data-server-render] article h3 a',
      );
    });
  });
  await page.goto(SEARCH_PAGE);
  const rendered = page.locator('#slot-mf-news > [data-version]');
  await expect(rendered.getByRole('heading', { level: 1 })).toHaveText('Busca');
  await expect(searchResults(page)).toHaveCount(15);
  const more = main(page).getByRole('button', { name: 'Carregar mais' });
  // The page's scripts start after its first picture: a click before mf-news hydrated reaches plain HTML.
  await expect
    .poll(() => more.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await more.click();
  await expect.poll(() => searchResults(page).count()).toBeGreaterThan(15);
  expect(searchCalls.map((url) => new URL(url).searchParams.get('page'))).toEqual(['2']);
  const kept = await page.evaluate(() => {
    const first = (window as unknown as { serverFirst?: Element | null }).serverFirst;
    return Boolean(first?.isConnected) && first === document.querySelector('main article h3 a');
  });
  expect(kept).toBe(true);
  await expect(page).toHaveTitle(/^Busca \| /);
  // The search page's code is a chunk of its own: loaded here, never on home.
  expect([...searchScripts].filter((script) => !homeScripts.has(script)).length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('an article hydrates with the data it was rendered with', async ({ page }) => {
  const problems = watchHydration(page);
  await page.goto('/');
  const href = await storyLinks(page).first().getAttribute('href');
  const articleCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/media/news_stories/')) articleCalls.push(request.url());
  });
  await page.goto(href ?? '/');
  const rendered = page.locator('#slot-mf-news > [data-version]');
  await expect(rendered.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(rendered.getByRole('button', { name: 'Curtir' })).toBeEnabled();
  expect(articleCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test("the first screen's picture loads before the scripts start, and the page hydrates after it", async ({
  page,
}) => {
  const problems = watchHydration(page);
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') events.push(`script ${new URL(request.url()).pathname}`);
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/v3/images/article/')) events.push('picture');
  });
  await page.goto('/');
  const lead = page.locator('main img[fetchpriority="high"]');
  await expect(lead).toHaveCount(1);
  // Hydrated: React has taken over the headline's link, which opens its story in this document.
  const story = storyLinks(page).first();
  await expect
    .poll(() => story.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await acceptCookies(page);
  await markDocument(page);
  const title = (await story.textContent())?.trim() ?? '';
  await story.click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expectSameDocument(page);
  const firstScript = events.findIndex((event) => event.startsWith('script '));
  expect(events.indexOf('picture')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('picture')).toBeLessThan(firstScript);
  expect(problems).toEqual([]);
});

test('activating another version of mf-news changes the server-rendered page on the next load', async ({
  request,
}) => {
  const before = await registry().active('mf-news');
  expect(before).toBeTruthy();
  const next = '0.1.0-e2essrnext';
  await publishCopy('mf-news', next, (dir) => {
    // This version's server render marks its output (its browser code is the same).
    fs.appendFileSync(
      path.join(dir, BUNDLE),
      '\n;{ const built = module.exports; module.exports = { handles: built.handles, render: async (input) => {' +
        ' const out = await built.render(input); return { ...out, html: out.html.replace("<h1", "<h1 data-build=\\"next\\"") }; } }; }\n',
    );
  });
  try {
    const first = await (await request.get('/')).text();
    expect(first).toContain(`data-server-render="mf-news" data-version="${before}"`);
    expect(first).not.toContain('data-build="next"');

    await registry().activate('mf-news', next);
    const second = await (await request.get('/')).text();
    expect(second).toContain(`data-server-render="mf-news" data-version="${next}"`);
    expect(second).toContain('data-build="next"');
    expect(second).toContain(`"rendered":{"mf-news":"${next}"}`);

    expect(await registry().rollback('mf-news')).toBe(before);
    const third = await (await request.get('/')).text();
    expect(third).toContain(`data-version="${before}"`);
    expect(third).not.toContain('data-build="next"');
  } finally {
    if (before && (await registry().active('mf-news')) !== before)
      await registry().activate('mf-news', before);
    removeVersion('mf-news', next);
  }
});

test('a shell whose server bundle throws still gives a working page: the layout renders in the browser', async ({
  page,
  request,
}) => {
  const before = await registry().active('shell');
  const broken = '0.1.0-e2elayoutthrows';
  await publishCopy('shell', broken, (dir) => {
    fs.writeFileSync(
      path.join(dir, BUNDLE),
      'exports.renderLayout = () => { throw new Error("deliberately broken layout bundle"); };\n',
    );
  });
  try {
    await registry().activate('shell', broken);
    const html = await (await request.get('/')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('deliberately broken');
    // The page's own first screen is still rendered on the server.
    expect(html).toContain('data-server-render="mf-news"');

    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'Notícias, vídeos e placares ao vivo',
    );
    // The remote still hydrated the container the edge rendered (a browser render replaces it).
    await expect(page.locator('#slot-mf-news > [data-version]')).toHaveCount(1);
  } finally {
    if (before) await registry().activate('shell', before);
    removeVersion('shell', broken);
  }
});

test('a server bundle that throws still gives a working page, rendered in the browser', async ({
  page,
  request,
}) => {
  const before = await registry().active('mf-news');
  const broken = '0.1.0-e2essrthrows';
  await publishCopy('mf-news', broken, (dir) => {
    fs.writeFileSync(
      path.join(dir, BUNDLE),
      'exports.handles = () => true;\nexports.render = async () => { throw new Error("deliberately broken server bundle"); };\n',
    );
  });
  try {
    await registry().activate('mf-news', broken);
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('data-server-render');
    expect(html).not.toContain('deliberately broken');

    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'Notícias, vídeos e placares ao vivo',
    );
    await expect(storyLinks(page).first()).toBeVisible();
    await expect(page.locator('#slot-mf-news > [data-version]')).toHaveCount(0);
  } finally {
    if (before) await registry().activate('mf-news', before);
    removeVersion('mf-news', broken);
  }
});

/**
 * Found and shared, as outside tools see the site: an article's share image is a 1200×630 JPEG
 * under WhatsApp's 300 KB with its title drawn where the card's layout puts it; ten kinds of
 * page pass the W3C Nu HTML checker (vnu-jar, one run for all); the styles that left the body
 * (a data: stylesheet) and the structured data break no Content-Security-Policy rule; a page's
 * language alternate (?lang=en) renders and hydrates in that language.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cardLayout, storyCardLines, textWidthEm } from '../src/media/share-card';
import { SEARCH_WORD } from '../perf/targets';
import { acceptCookies, shellHydrated } from './lib/shell';

const run = promisify(execFile);

/** A story of the seed, as the API lists it. */
async function firstStory(request: APIRequestContext): Promise<{ link: string; name: string }> {
  const feed = (await (await request.get('/api/v3/feed?per=1')).json()) as {
    results: { link: string; name: string }[];
  };
  const story = feed.results[0];
  if (!story) throw new Error('the seed has stories');
  return story;
}

const metaContent = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

test("an article's share image is 1200×630, under 300 KB, with its title in it", async ({ request }) => {
  const story = await firstStory(request);
  const html = await (await request.get(story.link)).text();
  const url = metaContent(html, 'og:image');
  expect(metaContent(html, 'og:image:width')).toBe('1200');
  expect(metaContent(html, 'og:image:height')).toBe('630');
  if (!url) throw new Error('the article names no og:image');
  // The image from this server (the head's URLs are on the configured site address).
  const image = await request.get(new URL(url).pathname + new URL(url).search);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const bytes = await image.body();
  expect(bytes.length).toBeLessThan(300 * 1024);
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1200, 630]);

  // The title's lines where the card's layout puts them: each band holds white text spanning
  // about that line's width; a blank or wrong card has none there, or text of another width.
  const layout = cardLayout(info);
  const white = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return (data[i] ?? 0) > 235 && (data[i + 1] ?? 0) > 235 && (data[i + 2] ?? 0) > 235;
  };
  const lines = storyCardLines(story.name, info);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    let bright = 0;
    let right = 0;
    const top = Math.round(line.baseline - layout.titleSize * 0.7);
    for (let y = top; y < line.baseline; y += 1)
      for (let x = layout.margin; x < info.width; x += 1)
        if (white(x, y)) {
          bright += 1;
          right = Math.max(right, x);
        }
    const estimate = textWidthEm(line.text) * layout.titleSize;
    expect(bright / ((info.width - layout.margin) * (line.baseline - top)), line.text).toBeGreaterThan(0.03);
    expect(right - layout.margin, line.text).toBeLessThanOrEqual(estimate);
    expect(right - layout.margin, line.text).toBeGreaterThan(estimate * 0.55);
  }
});

test('ten kinds of page pass the W3C Nu HTML checker', async ({ request }) => {
  test.setTimeout(120_000);
  const story = await firstStory(request);
  const events = (await (await request.get('/api/v3/sitemap/events?per=1')).json()) as {
    results: { path: string }[];
  };
  const tv = (await (await request.get('/api/v3/sitemap/videos?per=1')).json()) as {
    results: { path: string }[];
  };
  const pages = {
    home: '/',
    article: story.link,
    sports: '/sports',
    standings: '/sports/standings/brasileirao-serie-a/brasileirao',
    event: events.results[0]?.path ?? '/sports',
    tv: '/tv',
    video: tv.results[0]?.path ?? '/tv',
    'sign-in': '/accounts/user',
    search: `/search/relevance/${encodeURIComponent(SEARCH_WORD)}`,
    'not-found': '/nada-por-aqui',
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const res = await request.get(pagePath);
      expect(res.status(), pagePath).toBe(name === 'not-found' ? 404 : 200);
      fs.writeFileSync(path.join(dir, `${name}.html`), await res.text());
    }
    const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
    const files = Object.keys(pages).map((name) => path.join(dir, `${name}.html`));
    // --exit-zero-always: the report (JSON on stderr) says what is wrong, not the exit code.
    const { stderr } = await run(
      'java',
      ['-jar', jar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      {
        timeout: 90_000,
        maxBuffer: 32 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stderr) as { messages: { type: string; url: string; message: string }[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => `${path.basename(m.url)}: ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the page's styles and structured data break no Content-Security-Policy rule", async ({
  page,
  request,
}) => {
  const story = await firstStory(request);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = (window as unknown as { __violations?: string[] }).__violations ?? [];
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      (window as unknown as { __violations?: string[] }).__violations = seen;
    });
  });
  await page.goto(story.link);
  await acceptCookies(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(story.name);
  // The server's page styles (a data: stylesheet before the story) are applied: the story's
  // frame is laid out by them, not by the browser's defaults.
  expect(await page.locator('link[rel="stylesheet"][href^="data:text/css"]').count()).toBeGreaterThan(0);
  const violations = await page.evaluate(
    () => (window as unknown as { __violations?: string[] }).__violations ?? [],
  );
  expect(violations).toEqual([]);
});

test("a page's English alternate renders and hydrates in English", async ({ page }) => {
  await page.goto('/sports?lang=en');
  await shellHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /live scores/i);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sports' }).first()).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/sports\?lang=en$/);
});

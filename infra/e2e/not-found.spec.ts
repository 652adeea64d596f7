/**
 * No soft 404s: a path the route list does not have, or a content page whose item does not exist,
 * answers 404 and shows the translated 404 page; real pages answer 200. Crawlers read the
 * sitemaps from robots.txt; monitors read /healthz; the API reference runs under its own policy.
 */
import { expect, test } from '@playwright/test';
import { expectShellFrame } from './lib/shell';

test.describe('not-found pages answer 404', () => {
  for (const path of [
    '/accounts/user/anything-unknown',
    '/noproxy/videos/web/nao-existe',
    '/noproxy/videos/noticias/publisher/titulo/nao-existe',
    '/noproxy/news_stories/web/nao-existe',
    '/tv/videos/noticias/publisher/titulo/nao-existe?page=1&index=0',
    '/sports/nao-existe',
  ]) {
    test(`${path} shows the 404 page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectShellFrame(page);
      await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
      await expect(page.getByText('A página que você procurou não foi encontrada')).toBeVisible();
    });
  }

  test('the account pages of the route list answer 200', async ({ page }) => {
    const response = await page.goto('/accounts/user/signedin/profile');
    expect(response?.status()).toBe(200);
    await expectShellFrame(page);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toHaveCount(0);
  });

  test('a story that exists answers 200 with its page', async ({ page, request }) => {
    const feed = await request.get('/api/v3/feed?per=1');
    const [story] = (await feed.json()).results;
    const response = await page.goto(story.link);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(
      'Página não encontrada',
    );
  });
});

test('robots.txt points crawlers at the sitemaps', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/news-sitemap\.xml$/m);
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /accounts/');
});

test('/healthz reports every active remote with its manifest', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  const health: unknown = await response.json();
  expect(health).toMatchObject({
    status: 'ok',
    problems: [],
    remotes: {
      'mf-news': { manifest: 'present' },
      'mf-sports': { manifest: 'present' },
      'mf-tv': { manifest: 'present' },
      'mf-accounts': { manifest: 'present' },
      'mf-rewards': { manifest: 'present' },
    },
  });
});

test('the API reference works under its Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: /Onda API/ })).toBeVisible();
  expect(violations).toEqual([]);
});

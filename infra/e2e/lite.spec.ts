/**
 * Lite article pages: a browser that asks to save data gets the story's text with no script at
 * all, readable and accessible, and the "full page" link leads to the normal page.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';

// axe is injected as a script; the lite page's policy allows none.
test.use({ extraHTTPHeaders: { 'Save-Data': 'on' }, bypassCSP: true });

test('a lite article shows its text without scripts, passes axe and links to the full page', async ({
  page,
  request,
}) => {
  const feed = (await (await request.get('/api/v3/feed?per=1')).json()) as {
    results: { name: string; link: string }[];
  };
  const story = feed.results[0];
  if (!story) throw new Error('the seed should have stories');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });

  await page.goto(story.link);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.name);
  const paragraphs = await page.locator('main article p').allTextContents();
  expect(paragraphs.filter((text) => text.trim().length > 60).length).toBeGreaterThanOrEqual(2);
  const image = page.getByRole('link', { name: 'Ver imagem' });
  await expect(image).toHaveAttribute('href', /\?w=320$/);
  const small = await request.get((await image.getAttribute('href')) ?? '');
  expect(small.status()).toBe(200);
  expect(small.headers()['content-type']).toMatch(/^image\//);
  await expect(page.getByText(/Esta página usou ≈ \d+ KB de dados\./)).toBeVisible();
  await expect(page.locator('img')).toHaveCount(0);
  expect(await page.locator('script').count()).toBe(0);
  expect(scripts).toEqual([]);

  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Ver a página completa' }).click();
  await expect(page).toHaveURL(/\?full=1$/);
  // The normal page: the shell runs and the news remote shows the story in its page slot.
  await expect(page.locator('#slot-mf-news').getByRole('heading', { level: 1 })).toHaveText(story.name);
  expect(scripts.length).toBeGreaterThan(0);
});

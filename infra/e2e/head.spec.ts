/**
 * The page head follows the page on client-side navigation too: after moving inside the app,
 * title, description, canonical, Open Graph and Twitter tags are the ones the server renders for
 * that page on a first load, and a page without a head of its own is back on the site defaults.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageTitle } from 'shared-contracts';
import { acceptCookies, expectSameDocument, markDocument } from './lib/shell';

const TAGS = {
  description: 'meta[name="description"]',
  canonical: 'link[rel="canonical"]',
  ogTitle: 'meta[property="og:title"]',
  ogDescription: 'meta[property="og:description"]',
  ogType: 'meta[property="og:type"]',
  ogUrl: 'meta[property="og:url"]',
  ogImage: 'meta[property="og:image"]',
  twitterCard: 'meta[name="twitter:card"]',
  twitterImage: 'meta[name="twitter:image"]',
} as const;
type Head = Record<keyof typeof TAGS | 'title', string | null>;

/** The head tags of an HTML text (the server's) or of the live document (without an argument). */
function readHead(page: Page, html?: string): Promise<Head> {
  return page.evaluate(
    ([tags, source]) => {
      const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
      const head: Record<string, string | null> = { title: doc.title };
      for (const [name, selector] of Object.entries(tags)) {
        const element = doc.head.querySelector(selector);
        head[name] = element?.getAttribute(element.tagName === 'LINK' ? 'href' : 'content') ?? null;
      }
      return head as Head;
    },
    [TAGS, html] as const,
  );
}

test("after moving from home to a story in the app, the head is the story's", async ({ page, request }) => {
  await page.goto('/');
  await acceptCookies(page);
  await markDocument(page);
  const first = page.getByRole('main').locator('article h2 a').first();
  const title = (await first.textContent())?.trim() ?? '';

  await first.click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  const path = new URL(page.url()).pathname;
  await expect(page).toHaveTitle(pageTitle(title, 'Onda Notícias'));

  const server = await readHead(page, await (await request.get(path)).text());
  expect(server.ogType).toBe('article');
  expect(await readHead(page)).toEqual(server);
  await expectSameDocument(page);
});

test('back on a page without a head of its own, the site defaults return', async ({ page, request }) => {
  await page.goto('/');
  await acceptCookies(page);
  const story = page.getByRole('main').locator('article h2 a').first();
  const title = (await story.textContent())?.trim() ?? '';
  await story.click();
  await expect(page.locator(TAGS.ogType)).toHaveAttribute('content', 'article');

  await page.getByRole('banner').getByRole('link', { name: 'Esportes' }).first().click();
  await expect(page).toHaveURL(/\/sports$/);

  const server = await readHead(page, await (await request.get('/sports')).text());
  await expect(page.locator(TAGS.canonical)).toHaveAttribute('href', server.canonical ?? '');
  const live = await readHead(page);
  expect(live.ogType).toBe('website');
  expect(live.ogImage).toBeNull();
  expect(live.twitterImage).toBeNull();
  expect(live.description).toBe(server.description);
  expect(live.ogUrl).toBe(server.ogUrl);
  expect(live.ogTitle).toBe(live.title);
  expect(live.title).not.toContain(title);
});

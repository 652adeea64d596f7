/**
 * The front page and the reading page, as a guest on a fresh start: the home's sections follow
 * the site template (order and names, changed without a deploy), its first screen is dense on a
 * desktop, it hydrates without fetching again or shifting; an article's text starts high on the
 * first screen on a phone and a desktop; a match story's picture shows both teams; axe is clean.
 * Screenshots of each page at 390 and 1440 px go to test-results/front/.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies } from './lib/shell';

test.use({ bypassCSP: true });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(__dirname, '..', 'test-results', 'front');

interface TemplateEntry {
  name: string;
  key: string;
  source_id: string;
  source_type: 'Gallery';
}
interface HomeStory {
  id: string;
  name: string;
  link: string;
  event_id: string | null;
  photos: { original: string; alt?: string }[];
}
/** The story's own call: the front page's cards carry no tags. */
interface FullStory extends HomeStory {
  tags: { id: string; context: string; name: string }[];
}
interface HomeAnswer {
  sections: { key: string; name: string; kind: string; results: HomeStory[] }[];
}

const main = (page: Page) => page.getByRole('main');
const sections = (page: Page) => main(page).locator('[data-home-section]');

/** Sums layout shifts not caused by input from the start of the page (the CLS of the load). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

async function template(request: APIRequestContext): Promise<TemplateEntry[]> {
  const config = (await (await request.get('/api/v3/site/config')).json()) as {
    template: { content: TemplateEntry[] };
  };
  return config.template.content;
}

async function setTemplate(request: APIRequestContext, content: TemplateEntry[]): Promise<void> {
  const response = await request.put('/api/v3/test/site/template', { data: { content } });
  expect(response.status()).toBe(200);
}

async function homeAnswer(request: APIRequestContext): Promise<HomeAnswer> {
  return (await (await request.get('/api/v3/site/content/home?per=6')).json()) as HomeAnswer;
}

async function sectionNames(page: Page): Promise<string[]> {
  return sections(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const id = node.getAttribute('aria-labelledby') ?? '';
      return document.getElementById(id)?.textContent?.trim() ?? '';
    }),
  );
}

/** Story links whose box lies within the first screen (no scrolling). */
async function storyLinksOnFirstScreen(page: Page): Promise<number> {
  return main(page)
    .locator('article a[href*="/news_stories/"], article a[href*="/videos/"]')
    .evaluateAll((links) => {
      const seen = new Set<string>();
      for (const link of links) {
        const box = link.getBoundingClientRect();
        if (box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight)
          seen.add(link.getAttribute('href') ?? '');
      }
      return seen.size;
    });
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await expect(sections(page).first()).toBeVisible();
}

async function firstParagraphTop(page: Page): Promise<number> {
  const first = main(page).locator('[data-article-body] p').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  return box?.y ?? Number.POSITIVE_INFINITY;
}

test.describe('front page', () => {
  test.use({ viewport: DESKTOP });

  test('at 1440×900 the first screen shows at least ten stories, and the sections follow the template', async ({
    page,
    request,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/^\/api\/v3\/(site\/content\/|sporting_events$)/.test(url.pathname)) calls.push(url.pathname);
    });
    await watchLayoutShifts(page);
    await openHome(page);

    expect(await storyLinksOnFirstScreen(page)).toBeGreaterThanOrEqual(10);

    // The cover first, then the galleries in the configuration's order and with its names; the
    // galleries without stories (lifestyle, technology, world cup, TV today) are left out.
    const configured = await template(request);
    const cover = configured.find((entry) => entry.source_id === 'cover');
    const expected = [cover, ...configured.filter((entry) => entry !== cover)].map((entry) => entry?.name);
    const shown = await sectionNames(page);
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(shown[0]).toBe(cover?.name);
    expect(expected.filter((name) => name !== undefined && shown.includes(name))).toEqual(shown);
    for (const name of ['Destaques', 'Entretenimento', 'Esportes', 'Notícias']) expect(shown).toContain(name);

    // Each section links to its full feed.
    await expect(main(page).getByRole('link', { name: 'Mais de Notícias' })).toHaveAttribute(
      'href',
      /\/favorites\/.*entities-news\/feed$/,
    );
    // Server-rendered and hydrated with the server's answers: no call for the sections or games again.
    expect(calls).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    await page.screenshot({ path: path.join(SHOTS, 'home-1440.png') });
    await page.screenshot({ path: path.join(SHOTS, 'home-1440-full.png'), fullPage: true });
  });

  test('changing the order and names in the site configuration changes the home on the next load', async ({
    page,
    request,
  }) => {
    const original = await template(request);
    const entry = (key: string) => original.find((candidate) => candidate.key === key);
    const sports = entry('sports');
    const news = entry('news');
    const cover = entry('cover');
    const entertainment = entry('entertainment');
    expect(sports && news && cover && entertainment).toBeTruthy();
    try {
      await setTemplate(request, [
        { ...(sports as TemplateEntry), name: 'Bola rolando' },
        news as TemplateEntry,
        cover as TemplateEntry,
        entertainment as TemplateEntry,
      ]);
      await openHome(page);
      expect(await sectionNames(page)).toEqual(['Capa', 'Bola rolando', 'Notícias', 'Entretenimento']);
    } finally {
      await setTemplate(request, original);
    }
    await page.reload();
    await expect(sections(page).first()).toBeVisible();
    expect((await sectionNames(page)).slice(0, 3)).toEqual(['Capa', 'Destaques', 'Entretenimento']);
  });

  test('the home has no serious accessibility violations', async ({ page }) => {
    await openHome(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone the cover picture stays under 40 % of the screen and the home does not shift', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await watchLayoutShifts(page);
    await openHome(page);
    const hero = main(page).locator('[data-home-section] article img').first();
    const box = await hero.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(0);
    expect(box?.height ?? PHONE.height).toBeLessThanOrEqual(PHONE.height * 0.4);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    await page.screenshot({ path: path.join(SHOTS, 'home-390.png') });
  });
});

test.describe('article page', () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    test(`at ${label} px the story's first paragraph starts in the top two-thirds, without shifting`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const home = await homeAnswer(request);
      const lead = home.sections[0]?.results[0];
      expect(lead).toBeTruthy();
      await watchLayoutShifts(page);
      await page.goto(lead?.link ?? '/');
      await acceptCookies(page);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(lead?.name ?? '');

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await firstParagraphTop(page)).toBeLessThan((viewport.height * 2) / 3);
      const column = await main(page).locator('[data-article-body]').last().boundingBox();
      expect(column?.width ?? 0).toBeLessThanOrEqual(690);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
      await page.screenshot({ path: path.join(SHOTS, `article-${label}.png`) });
    });
  }

  test('the article has no serious accessibility violations', async ({ page, request }) => {
    const lead = (await homeAnswer(request)).sections[0]?.results[0];
    await page.goto(lead?.link ?? '/');
    await acceptCookies(page);
    await expect(main(page).locator('[data-article-body] p').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a match story's picture shows both teams' crests and the score", async ({ page, request }) => {
    const stories = (await homeAnswer(request)).sections.flatMap((section) => section.results);
    const match = stories.find((story) => story.event_id !== null);
    expect(match, 'the home lists a match story').toBeTruthy();
    const [full] = (await (
      await request.get(`/api/v3/media/news_stories/${match?.id ?? ''}`)
    ).json()) as FullStory[];
    const teams = (full?.tags ?? []).filter((tag) => tag.context === 'teams');
    expect(teams).toHaveLength(2);

    for (const [label, viewport] of [
      ['390', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(match?.link ?? '/');
      await acceptCookies(page);
      const picture = main(page).locator('figure img');
      await expect(picture).toBeVisible();
      const src = (await picture.getAttribute('src')) ?? '';
      expect(src).toMatch(/^\/api\/v3\/images\/match\//);
      // Its text alternative names both teams and the score.
      const alt = (await picture.getAttribute('alt')) ?? '';
      expect(alt).toMatch(/\d+ × \d+/);
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      await page.screenshot({ path: path.join(SHOTS, `match-${label}.png`) });

      // The drawing itself: both crests, named by the teams, and the final score.
      const svg = await (await request.get(`${src.replace(/[?&]fmt=[a-z]+/, '')}&fmt=svg`)).text();
      expect(svg.match(/<svg /g)?.length).toBe(3);
      expect(svg).toMatch(/>\d+ × \d+</);
      for (const team of teams) {
        expect(svg).toContain(`aria-label="${team.name}"`);
        expect(alt).toContain(team.name);
      }
    }
  });
});

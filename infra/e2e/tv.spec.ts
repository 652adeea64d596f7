/**
 * TV: clips that start at once in the browser's own video, video.js with its HLS engine once the
 * reader uses the player, the autoplay-next countdown, data saving, link previews without
 * JavaScript, and video code kept off the pages until a reader plays with it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';

interface Video {
  id: string;
  name: string;
  link: string;
  verticals: { key: string }[];
  video: { renditions: { name: string; bytes: number }[] };
}

async function gallery(request: APIRequestContext): Promise<Video[]> {
  const response = await request.get('/api/v3/site/content/tim-tv?page=1&per=10&site_id=771');
  const body = (await response.json()) as { results: Video[] };
  if (body.results.length < 2) throw new Error('the seed should have TV videos');
  return body.results;
}

/** What plays after `current`: the next gallery video of its vertical, with its gallery position. */
function nextInVertical(list: Video[], current: Video): { video: Video; index: number } {
  const same = list
    .map((v, index) => ({ video: v, index }))
    .filter((entry) => entry.video.verticals[0]?.key === current.verticals[0]?.key);
  const at = same.findIndex((entry) => entry.video.id === current.id);
  const next = same[(at + 1) % same.length];
  if (!next || next.video.id === current.id) throw new Error('the seed should have two videos of a vertical');
  return next;
}

const video = (page: Page) => page.locator('main video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** The reader taps the playing preview: video.js takes over (one video on the page again). */
async function tapPlayer(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Controles do player/ }).click();
  await expect(page.locator('main .video-js')).toBeVisible({ timeout: 20_000 });
  await expect(video(page)).toHaveCount(1, { timeout: 20_000 });
}

/** Jumps to the last half second of the clip, so the test does not wait for the whole clip. */
async function skipToEnd(page: Page): Promise<void> {
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 0.5;
  });
}

test('/tv lands on the first gallery video, which plays muted at once; a tap brings the HLS engine', async ({
  page,
  request,
}) => {
  const [first] = await gallery(request);
  await page.goto('/tv');

  await expect(page).toHaveURL(`${first!.link}?page=1&index=0&gallery=gallery`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  // The browser's own video plays; video.js waits for the reader.
  await expect(page.locator('main .video-js')).toHaveCount(0);

  await tapPlayer(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  // VHS found the master playlist's three renditions and picked one.
  await expect(page.locator('[data-levels="3"]')).toBeVisible();
  await expect(page.getByText(/^Reproduzindo em (240|360|720)p$/)).toBeVisible();
  // Captions are on while muted: the narration's words are on screen.
  await expect(page.locator('main .vjs-text-track-display')).toContainText(/\p{L}{3,}/u, { timeout: 15_000 });
});

test('at the end the countdown shows 5, 4, … and the next video of the vertical plays', async ({
  page,
  request,
}) => {
  const list = await gallery(request);
  const first = list[0]!;
  const { video: second, index } = nextInVertical(list, first);
  await page.goto(first.link);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await skipToEnd(page);

  const counter = page.getByText(/^Próximo vídeo em \d$/);
  await expect(counter).toHaveText('Próximo vídeo em 5', { timeout: 15_000 });
  const overlay = page.locator('section', { has: counter });
  await expect(overlay.getByRole('heading', { name: second.name })).toBeVisible();
  await expect(counter).toHaveText('Próximo vídeo em 4');
  await expect(counter).toHaveText('Próximo vídeo em 3');

  await expect(page).toHaveURL(`${second.link}?page=1&index=${index}&gallery=gallery`, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
});

test('the gallery lists its videos by vertical, marks what plays next and is reached by keyboard', async ({
  page,
  request,
}) => {
  const list = await gallery(request);
  const first = list[0]!;
  const { video: next } = nextInVertical(list, first);
  await page.goto(first.link);
  const galleryRegion = page.getByRole('region', { name: 'Galeria de vídeos' });
  await expect(galleryRegion.getByRole('heading', { level: 3 })).toHaveText([
    'Notícias',
    'Esportes',
    'Entretenimento',
  ]);
  for (const [name, key] of [
    ['Notícias', 'news'],
    ['Esportes', 'sports'],
    ['Entretenimento', 'entertainment'],
  ] as const) {
    await expect(galleryRegion.getByRole('region', { name }).getByRole('link')).toHaveCount(
      list.filter((v) => v.verticals[0]?.key === key).length,
    );
  }
  const upNext = galleryRegion.getByRole('link').filter({ hasText: 'A seguir' });
  await expect(upNext).toHaveCount(1);
  await expect(upNext).toContainText(next.name);
  await upNext.focus();
  await expect(upNext).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
});

test('Cancel hides the countdown and Restart starts it again at 5', async ({ page, request }) => {
  const [first] = await gallery(request);
  await page.goto(first!.link);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await skipToEnd(page);
  const counter = page.getByText(/^Próximo vídeo em \d$/);
  await expect(counter).toBeVisible({ timeout: 15_000 });

  // The overlay takes the keyboard focus: Enter cancels.
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter).toBeHidden();
  const restart = page.getByRole('button', { name: 'Reiniciar contagem' });
  await expect(restart).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${first!.id}$`));

  await restart.click();
  await expect(counter).toHaveText('Próximo vídeo em 5');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the up-next overlay fits the player and its texts are white on black', async ({ page, request }) => {
    const [first] = await gallery(request);
    await page.goto(first!.link);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await skipToEnd(page);
    const counter = page.getByText(/^Próximo vídeo em \d$/);
    await expect(counter).toBeVisible({ timeout: 15_000 });
    const overlay = page.getByRole('region', { name: /^Próximo vídeo em/ });
    const box = await overlay.boundingBox();
    for (const part of [
      counter,
      overlay.getByRole('heading'),
      overlay.getByRole('link', { name: 'Assistir agora' }),
    ]) {
      const inner = await part.boundingBox();
      expect(inner!.y).toBeGreaterThanOrEqual(box!.y - 1);
      expect(inner!.y + inner!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
      expect(await part.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(255, 255, 255)');
    }
  });
});

test('a chosen quality is named once it is on screen, and plays at once', async ({ page, request }) => {
  const [first] = await gallery(request);
  await page.goto(first!.link);
  await tapPlayer(page);
  await expect(page.locator('[data-levels="3"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Reproduzindo em (360|720)p$/)).toBeVisible({ timeout: 20_000 });

  await page.getByLabel('Qualidade').selectOption('240');

  // When the line says 240p, the picture is 240 lines high (not the old quality still playing).
  const height = await page.waitForFunction(
    () => {
      const line = Array.from(document.querySelectorAll('main span')).find((s) =>
        /^Reproduzindo em \d+p$/.test(s.textContent ?? ''),
      );
      if (line?.textContent !== 'Reproduzindo em 240p') return null;
      return document.querySelector<HTMLVideoElement>('main video')?.videoHeight ?? 0;
    },
    undefined,
    { timeout: 20_000 },
  );
  expect(await height.jsonValue()).toBe(240);
});

test('a reader who unmuted finds the player unmuted after a reload', async ({ page, request }) => {
  const [first] = await gallery(request);
  await page.goto(first!.link);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await tapPlayer(page);
  await page.locator('main .vjs-mute-control').click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  const stored = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('onda_tv_state') ?? '{}') as { value?: { isMuted?: boolean } }).value
          ?.isMuted,
    );
  expect(await stored()).toBe(false);

  await page.reload();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  // The reader's choice is kept, even where the browser made the autoplay start muted.
  expect(await stored()).toBe(false);
  // This browser lets a page the reader used play with sound: it plays unmuted.
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
});

test.describe('saving data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('no autoplay, the lowest quality and its size on the poster', async ({ page, request }) => {
    const [first] = await gallery(request);
    const lowest = first!.video.renditions[0]!;
    const media: string[] = [];
    page.on('request', (r) => {
      if (/\.(m3u8|ts|mp4)$/.test(new URL(r.url()).pathname)) media.push(r.url());
    });
    await page.goto(first!.link);

    const size = page.getByTestId('clip-size');
    await expect(size).toHaveText(
      `Este vídeo: ${(lowest.bytes / 1_000_000).toFixed(1).replace('.', ',')} MB em ${lowest.name}`,
    );
    await expect(page.getByLabel('Qualidade')).toHaveValue('240');
    await expect(video(page)).toBeAttached();
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
    // Nothing preloaded: no playlist or segment was asked for.
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.preload)).toBe('none');
    await page.waitForLoadState('networkidle');
    expect(media).toEqual([]);
  });
});

test('the device setting saves data too', async ({ page, request }) => {
  const [first] = await gallery(request);
  await page.addInitScript(() => localStorage.setItem('onda_data_saver', '1'));
  await page.goto(first!.link);
  await expect(page.getByTestId('clip-size')).toBeVisible();
});

test('a video page without JavaScript has its poster, title, gallery and link-preview tags', async ({
  browser,
  request,
}) => {
  const [first] = await gallery(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(first!.link);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  await expect(page.locator('[data-server-render="mf-tv"] img[src$="poster.jpg"]').first()).toBeAttached();
  // The gallery's sections by vertical come with the server's page.
  await expect(
    page.locator('[data-server-render="mf-tv"]').getByRole('heading', { level: 3, name: 'Esportes' }),
  ).toBeAttached();
  await expect(page.locator('meta[property="og:video"]')).toHaveAttribute('content', /\/clip\.mp4$/);
  // The video's own poster first, then the square card.
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    /\/poster\.jpg$/,
  );
  await expect(page.locator('meta[property="og:image"]').nth(1)).toHaveAttribute(
    'content',
    /\/api\/v3\/images\/story-card\/[^?]+\?w=400&h=400&fmt=jpeg$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${first!.link}$`));
  await context.close();
});

/** Every script the page loaded whose code is video.js's (`use`: the reader then uses the player). */
async function videoJsScripts(page: Page, path: string, use = false): Promise<string[]> {
  const found: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response
        .text()
        .then((text) => {
          if (text.includes('VIDEOJS_NO_DYNAMIC_STYLE')) found.push(response.url());
        })
        .catch(() => undefined),
    );
  });
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (use) await tapPlayer(page);
  await Promise.all(reads);
  return found;
}

test('home, /sports and TV load no video.js code until the reader uses the player', async ({ page }) => {
  expect(await videoJsScripts(page, '/')).toEqual([]);
  expect(await videoJsScripts(page, '/sports')).toEqual([]);
  expect(await videoJsScripts(page, '/tv')).toEqual([]);
  expect((await videoJsScripts(page, '/tv', true)).length).toBeGreaterThan(0);
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the page's policy does not allow.
  test.use({ bypassCSP: true });

  test('a video page has no serious accessibility violations, player included', async ({ page, request }) => {
    const [first] = await gallery(request);
    await page.goto(first!.link);
    await tapPlayer(page);
    await expect(page.locator('[data-levels="3"]')).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
  });
});

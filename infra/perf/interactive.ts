/**
 * First paint to interactive, on a mid-range phone on a slow link (CPU ×6, 1.6 Mbps down, 150 ms
 * round trips, 390×844): the time from the page's first contentful paint to the moment every
 * server-rendered part of it has hydrated, when a tap is handled at once (the page marks it,
 * `onda-interactive`: shared-contracts first-tap.ts). Until then a tap is kept and made again, not
 * lost, but nothing answers it. Measured in Debian's Chromium through Playwright, throttled by the
 * DevTools protocol (Lighthouse's simulated throttling would not slow the page's own marks).
 */
import { chromium } from '@playwright/test';
import { loadConfigOrExit } from '../src/config';
import { CHROME_FLAGS, READER_TIME_ZONE } from './lighthouse';
import { track } from './processes';

export const PHONE_PROFILE = { cpuSlowdown: 6, latencyMs: 150, downKbps: 1600, upKbps: 750 } as const;

const INTERACTIVE_MARK = 'onda-interactive';
const TIMEOUT_MS = 120_000;

/** Milliseconds from first contentful paint to interactive for one load of `url`. */
export async function firstPaintToInteractive(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: loadConfigOrExit().chromiumPath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const untrack = track(() => void browser.close());
  try {
    const context = await browser.newContext({
      timezoneId: READER_TIME_ZONE,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: (PHONE_PROFILE.downKbps * 1024) / 8,
      uploadThroughput: (PHONE_PROFILE.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, {
      timeout: TIMEOUT_MS,
    });
    // No named function inside: tsx's transform would name it with a helper the page lacks.
    const times = await page.evaluate(
      (mark) => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        interactive: performance.getEntriesByName(mark)[0]?.startTime,
      }),
      INTERACTIVE_MARK,
    );
    if (times.paint === undefined || times.interactive === undefined)
      throw new Error(`no first paint or no interactive mark on ${url}`);
    return Math.max(0, times.interactive - times.paint);
  } finally {
    await browser.close();
    untrack();
  }
}

export interface InteractiveFigure {
  readonly name: string;
  readonly url: string;
  /** Each successful run's figure, in ms. */
  readonly runs: number[];
  readonly errors: string[];
}

/** `runs` loads of each page, round after round (a slow moment of the machine touches all alike). */
export async function measureInteractive(
  jobs: readonly { name: string; url: string }[],
  runs: number,
): Promise<InteractiveFigure[]> {
  const figures = jobs.map((job) => ({ ...job, runs: [] as number[], errors: [] as string[] }));
  for (let round = 1; round <= runs; round++) {
    for (const figure of figures) {
      try {
        figure.runs.push(await firstPaintToInteractive(figure.url));
      } catch (error) {
        figure.errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  return figures;
}

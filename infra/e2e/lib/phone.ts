/** Phone-like conditions for end-to-end tests: a small window, a slow CPU and link, scripts held back. */
import type { Page } from '@playwright/test';

/** A mid-range phone's window (spec: readers are mostly on phones). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/**
 * Slows the page down like a mid-range phone on a slow link (CPU ×6, 1.6 Mbps down, 150 ms round
 * trips), through Chromium's DevTools protocol.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/**
 * Holds back the page's scripts (the shell's and the remotes') until the returned function is
 * called: what the reader does meanwhile happens before the page has hydrated, for certain.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(?:shell|remotes)\/.+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Every server-rendered part of the page has hydrated (shared-contracts first-tap.ts). */
export async function pageInteractive(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('onda-interactive').length > 0, null, {
    timeout,
  });
}

import { expect, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE } from 'shared-contracts';

/** The shell's frame is on screen: header (banner), main and footer (contentinfo). */
export async function expectShellFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Marks the current document; a full page load loses the mark. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  const same = await page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
  expect(same, 'navigation reloaded the page').toBe(true);
}

/**
 * The shell has hydrated the server's page: React has taken over the header, whose buttons then
 * work. The page's scripts start after its first picture (infra/src/edge/inline-scripts.ts): a
 * click before that reaches plain HTML.
 */
export async function shellHydrated(page: Page): Promise<void> {
  const header = page.getByRole('banner').first();
  await expect
    .poll(() => header.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** Accepts the cookie banner so it does not cover the page (once the shell has hydrated it). */
export async function acceptCookies(page: Page): Promise<void> {
  await shellHydrated(page);
  const accept = page.getByRole('button', { name: /aceitar|accept/i });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

/**
 * The reader came before: the mark their first page left is there, so the shell installs the
 * service worker on the first page it opens (shell/src/pwa/start.ts), as for any returning reader.
 */
export async function asReturningReader(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, STORAGE.visited);
}

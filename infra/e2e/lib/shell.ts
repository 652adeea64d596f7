import { expect, type Page } from '@playwright/test';

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

/** Accepts the cookie banner so it does not cover the page. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: /aceitar|accept/i });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

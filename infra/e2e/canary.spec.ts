/**
 * Canary releases as readers get them (docs/operations.md "Deploying"): a share of fresh readers
 * gets the canary, each keeps theirs across reloads (the bucket cookie), a canary whose page code
 * throws is rolled back by the health check while its readers see the remote's fallback, and the
 * contract gate refuses a remote built against a contract the shell lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { publishCopy, registry, registryCommand, removeVersion } from './lib/registry';

const PAGE = '/accounts/user';
const APP = 'mf-accounts';

/** The version of mf-accounts a page was rendered with (its page data names it). */
async function versionOn(page: Page): Promise<string | undefined> {
  const data = await page.locator('#page-data').textContent();
  return (JSON.parse(data ?? '{}') as { registry?: { remotes?: Record<string, { version: string }> } })
    .registry?.remotes?.[APP]?.version;
}

/** A fresh reader (no cookies): its page, with pictures and video left out to spare the machine. */
async function freshReader(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.route(/\.(?:jpe?g|png|webp|mp4|m3u8|ts)(?:\?|$)/, (route) => route.abort());
  return context.newPage();
}

test.describe.configure({ timeout: 180_000 });

test('a canary at 50 % reaches about half of fresh readers, and each keeps theirs on reload', async ({
  browser,
}) => {
  const stable = await registry().active(APP);
  const canary = '0.1.0-e2ecanary';
  await publishCopy(APP, canary);
  try {
    await registry().canary(APP, canary, 50);
    // One fresh reader: the version its page names, checked to be the one its browser loads.
    const reader = async (): Promise<string | undefined> => {
      const page = await freshReader(browser);
      const scripts: string[] = [];
      page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
      await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
      const first = await versionOn(page);
      expect([stable, canary]).toContain(first);
      // The browser loads the version the page was rendered with, and no other.
      await expect
        .poll(() => scripts.some((p) => p.startsWith(`/remotes/${APP}/${first}/`)), { timeout: 20_000 })
        .toBe(true);
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await versionOn(page)).toBe(first);
      expect(scripts.some((p) => p.startsWith(`/remotes/${APP}/`) && !p.includes(`/${first}/`))).toBe(false);
      await page.context().close();
      return first;
    };
    let canaries = 0;
    // 40 readers, four at a time: independent contexts, as independent readers are.
    for (let i = 0; i < 10; i++) {
      const seen = await Promise.all([reader(), reader(), reader(), reader()]);
      canaries += seen.filter((version) => version === canary).length;
    }
    expect(canaries).toBeGreaterThanOrEqual(10);
    expect(canaries).toBeLessThanOrEqual(30);
  } finally {
    if (stable) await registry().activate(APP, stable);
    removeVersion(APP, canary);
  }
});

test('a canary whose page code throws is rolled back by itself; its readers get the stable again', async ({
  browser,
}) => {
  const stable = await registry().active(APP);
  // A name of its own per run: the health counts of a version are kept by its name, so a retry
  // reusing one would find the last try's failures and see the canary rolled back at once.
  const broken = `0.1.0-e2ecanarythrows${Date.now().toString(36)}`;
  await publishCopy(APP, broken, (dir) => {
    const expose = fs
      .readdirSync(dir)
      .find((f) => f.startsWith('__federation_expose_App') && f.endsWith('.js'));
    if (!expose) throw new Error('no exposed App chunk');
    fs.writeFileSync(path.join(dir, expose), 'throw new Error("deliberately broken canary");\n');
  });
  const readers: Page[] = [];
  try {
    await registry().canary(APP, broken, 50);
    // Readers come until the health check has seen enough failures (CANARY_MIN_SAMPLES in the
    // e2e server) and ended the canary.
    let inCanary: Page | undefined;
    let fallbacks = 0;
    await expect
      .poll(
        async () => {
          const page = await freshReader(browser);
          await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
          if ((await versionOn(page)) !== broken) await page.context().close();
          else {
            inCanary ??= page;
            readers.push(page);
            // Meanwhile its readers get the remote's fallback and the rest of the page works; the
            // last of them may instead be reloaded onto the stable (the shell's one reload for a
            // failed chunk) if the health check ended the canary while its page was loading.
            const fallback = page
              .locator(`[data-page-slot="${APP}"]`)
              .getByRole('alert')
              .filter({ hasText: 'Esta parte do site não carregou.' });
            const outcome = async () => {
              if ((await fallback.count()) > 0) return 'fallback';
              const version = await versionOn(page).catch(() => broken);
              return version === broken ? 'waiting' : 'reloaded onto the stable';
            };
            await expect.poll(outcome, { timeout: 30_000 }).not.toBe('waiting');
            if ((await outcome()) === 'fallback') {
              fallbacks += 1;
              await expect(page.getByRole('banner')).toBeVisible();
            }
          }
          const { lines } = await registryCommand('history', APP);
          return lines.some((l) => l.includes('auto-rollback') && l.includes(broken));
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(true);
    expect(fallbacks).toBeGreaterThan(0);
    const { lines } = await registryCommand('history', APP);
    expect(lines.find((l) => l.includes('auto-rollback'))).toMatch(
      /by health-check: error rate \d+\.\d % over \d+ samples against the stable's 0\.0 %/,
    );

    // A reader who had the canary gets the stable version on their next load.
    expect(inCanary).toBeDefined();
    const again = inCanary as Page;
    await again.reload({ waitUntil: 'domcontentloaded' });
    expect(await versionOn(again)).toBe(stable);
    await expect(again.locator(`[data-page-slot="${APP}"]`).getByRole('alert')).toHaveCount(0);
  } finally {
    for (const page of readers) await page.context().close();
    if (stable && (await registry().active(APP)) !== stable) await registry().activate(APP, stable);
    await registryCommand('rollback', APP).catch(() => undefined);
    removeVersion(APP, broken);
  }
});

test('activate refuses a remote built against a contract the active shell lacks, and says why', async () => {
  const shell = await registry().active('shell');
  const remote = await registry().active(APP);
  if (!shell || !remote) throw new Error('no active shell or remote');
  const release = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'dist', shell, 'release.json'), 'utf8'),
  ) as { contract: { events: Record<string, string> } };
  const newer = {
    ...release.contract,
    events: { ...release.contract.events, 'e2e.added@1': '0123456789abcdef' },
  };
  const newShell = '0.1.0-e2econtractshell';
  const newRemote = '0.1.0-e2econtractremote';
  try {
    // A shell and a remote built against a contract with one more event: fine together.
    await publishCopy('shell', newShell, undefined, newer);
    await registry().activate('shell', newShell);
    await publishCopy(APP, newRemote, undefined, newer);
    // Back on the older shell, that remote may not go live.
    await registry().activate('shell', shell);
    const refused = await registryCommand('activate', APP, newRemote);
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([
      `INCOMPATIBLE_CONTRACT: ${APP} ${newRemote} with shell ${shell}: event e2e.added@1 is not in the shell's contract`,
    ]);
    expect(await registry().active(APP)).toBe(remote);
  } finally {
    if ((await registry().active('shell')) !== shell) await registry().activate('shell', shell);
    removeVersion('shell', newShell);
    removeVersion(APP, newRemote);
  }
});

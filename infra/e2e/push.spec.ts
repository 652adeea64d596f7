/**
 * Push alerts in Chromium (issue "push alerts"). The browser's PushManager.subscribe cannot reach
 * a push service from this machine, so these tests replace it (in the page, before any script)
 * with one that returns a fixed subscription of valid shape; everything after it is real: the
 * permission, the server's device token, PUT follows, whoami, and the service worker's push
 * handler, reached through the DevTools protocol (ServiceWorker.deliverPushMessage).
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, asReturningReader, shellHydrated } from './lib/shell';

test.use({ serviceWorkers: 'allow' });

/** Stands in for the push service's subscription (the endpoint is never reached in these tests). */
const FAKE_SUBSCRIPTION = `
  (() => {
    const key = (n, first) => btoa(String.fromCharCode(first, ...Array.from({ length: n - 1 }, (_, i) => (i * 7 + 3) % 256)))
      .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
    const json = {
      endpoint: 'https://push.example.com/onda-e2e/' + Math.random().toString(36).slice(2),
      expirationTime: null,
      keys: { p256dh: key(65, 4), auth: key(16, 9) },
    };
    PushManager.prototype.subscribe = async function () {
      return { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true };
    };
  })();
`;

async function openFavorites(page: Page): Promise<void> {
  await page.addInitScript(FAKE_SUBSCRIPTION);
  await page.goto('/favorites');
  await acceptCookies(page);
  await shellHydrated(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The bell of the first followable row, followed first if it is not (a bell needs a follow). The
 * row shows the follow at once and its bell once the answer is in (a follow turns the device's
 * alerts on): the bell is read after that, not before.
 */
async function firstBell(page: Page) {
  const box = page.getByRole('main').getByRole('checkbox').first();
  if (!(await box.isChecked())) {
    await box.click();
    await expect(box).toBeChecked();
  }
  await expect(box).toHaveAttribute('aria-busy', 'false');
  return box.locator('xpath=ancestor::li[1]').locator('[data-push-bell]');
}

test('with notifications granted, the bell subscribes the device and the follow keeps push_on 1', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await openFavorites(page);
  const bell = await firstBell(page);
  await expect(bell).toBeVisible();
  if ((await bell.getAttribute('aria-pressed')) === 'true') {
    await bell.click();
    await expect(bell).toHaveAttribute('aria-pressed', 'false');
  }
  await bell.click();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'onda_device_token')?.value;
  expect(token).toBeTruthy();
  const psid = (await context.cookies()).find((cookie) => cookie.name === 'onda_psid')?.value ?? '';
  const whoami = await page.request.get('/api/v3/whoami', {
    headers: { PSID: psid, device_token: token ?? '' },
  });
  expect(await whoami.json()).toEqual({ push_notification: { push_on: '1' } });

  await page.reload();
  await shellHydrated(page);
  // The page is rendered for every reader alike: the follow shows once the reader's own arrive.
  const box = page.getByRole('main').getByRole('checkbox').first();
  await expect(box).toBeChecked();
  await expect(box.locator('xpath=ancestor::li[1]').locator('[data-push-bell]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('with notifications denied, the reader is told they are blocked', async ({ page }) => {
  // Playwright cannot deny a permission: the page's Notification answers "denied" as a browser would.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = async () => 'denied';
  });
  await openFavorites(page);
  const bell = await firstBell(page);
  if ((await bell.getAttribute('aria-pressed')) === 'true') {
    // A bell already on needs no token to switch off; switch it off, then on again.
    await bell.click();
    await expect(bell).toHaveAttribute('aria-pressed', 'false');
  }
  await bell.click();
  await expect(page.getByRole('alert')).toContainText('A notificação está desativada para este site');
});

test('a push delivered to the worker shows its notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await asReturningReader(context);
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = (registrations as { registrationId: string; scopeURL: string }[]).find((r) =>
        r.scopeURL.startsWith(new URL(page.url()).origin),
      );
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const origin = new URL(page.url()).origin;
  // No page of the site in front: the worker shows a system notification, not a toast.
  await page.goto('about:blank');
  const message = {
    title: 'Gol do Flamengo!',
    body: "Flamengo 1 x 0 Palmeiras, 23'",
    url: '/sports/event/flamengo-x-palmeiras/123',
    tag: 'event-123',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(message),
  });
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
        })),
      ),
    )
    .toEqual([{ title: message.title, body: message.body, tag: message.tag }]);
});

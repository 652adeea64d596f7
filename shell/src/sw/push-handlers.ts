/**
 * Push alerts in the worker (issue "push alerts" 5; docs/contracts.md "Push message"): a push
 * carries `{ title, body, url, tag?, icon? }`. With a page of the site in front (visible and
 * focused), the page shows it as an info toast (spec 4 "Foreground messages raise an info notice
 * with title and body"); otherwise a system notification, whose tag collapses repeated alerts of
 * one game. A click opens the alert's page, or focuses a tab already on it.
 */
import { PUSH_MESSAGE_TYPE } from 'shared-contracts/offline';

declare const self: ServiceWorkerGlobalScope;

interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag?: string;
  readonly icon?: string;
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined;

/** The payload, checked: a same-site path only, so a message cannot send the reader elsewhere. */
export function readPushMessage(data: unknown): PushMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = data as Record<string, unknown>;
  const title = text(value.title, 200);
  const url = text(value.url, 2000);
  if (!title || !url || !/^\/(?!\/)/.test(url)) return undefined;
  const tag = text(value.tag, 100);
  const icon = text(value.icon, 500);
  return {
    title,
    body: text(value.body, 500) ?? '',
    url,
    ...(tag ? { tag } : {}),
    ...(icon && /^(\/(?!\/)|https:\/\/)/.test(icon) ? { icon } : {}),
  };
}

async function show(message: PushMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const front = windows.find((client) => client.visibilityState === 'visible' && client.focused);
  if (front) {
    front.postMessage({ type: PUSH_MESSAGE_TYPE, message });
    return;
  }
  await self.registration.showNotification(message.title, {
    body: message.body,
    data: { url: message.url },
    ...(message.tag ? { tag: message.tag } : {}),
    ...(message.icon ? { icon: message.icon } : {}),
    lang: 'pt-BR',
  });
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      data = undefined;
    }
    const message = readPushMessage(data);
    if (message) event.waitUntil(show(message));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path =
      readPushMessage({ title: '-', url: (event.notification.data as { url?: unknown } | null)?.url })?.url ??
      '/';
    const target = new URL(path, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === target);
        if (open) {
          await open.focus();
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}

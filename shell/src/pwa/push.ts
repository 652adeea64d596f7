/**
 * The push permission flow (spec 4 "Push permission", "Bell"; issue "push alerts" 1), loaded when a
 * part asks for a token (the bell) and once the page is interactive (the re-check):
 * - asked only where allowed (push-rules.ts) and after cookie consent (consent.ts);
 * - granted: the worker's PushManager subscribes with the server's VAPID key, the server answers a
 *   device token, kept in a cookie and sent as the `device_token` header from then on;
 * - refused: the refusal is remembered and the notification UI hides; blocked by the browser: the
 *   reader reads 'A notificação está desativada para este site';
 * - re-check (spec 4, 7): skipped when signed in with a token held; a guest's held token is asked
 *   about with GET whoami, whose answer other than '1' is only logged (as a 504).
 */
import { COOKIES, readCookie, type ApiClient, type EventBus, type PushTokenStatus } from 'shared-contracts';
import { ONE_YEAR_SECONDS, writeCookie } from '../platform/cookies';
import { mayAskForPush } from '../platform/consent';
import { logEvent } from '../platform/log';
import { mayRequestPush, type PushChoice } from './push-rules';

export interface PushDeps {
  readonly api: ApiClient;
  readonly bus: EventBus;
  readonly locale: 'pt' | 'en' | 'es';
  readonly signedIn: () => boolean;
}

const choiceOf = (): PushChoice => {
  const stored = readCookie(document.cookie, COOKIES.pushChoice);
  return stored === 'granted' || stored === 'denied' ? stored : undefined;
};
const remember = (choice: 'granted' | 'denied') =>
  writeCookie(COOKIES.pushChoice, choice, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'Lax' });

export const heldToken = (): string | undefined => readCookie(document.cookie, COOKIES.deviceToken);

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

/** Subscribes this device and stores its token; the status to publish. */
async function subscribe({ api, locale }: PushDeps): Promise<{ status: PushTokenStatus; token?: string }> {
  const key = await api.request<{ public_key: string }>('v3/push/key');
  if (!key.ok || typeof key.data.public_key !== 'string') return { status: 'unavailable' };
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(key.data.public_key),
  });
  const saved = await api.request<{ device_token: string }>('v3/push/subscriptions', {
    method: 'POST',
    body: { ...subscription.toJSON(), locale },
  });
  if (!saved.ok || typeof saved.data.device_token !== 'string') return { status: 'unavailable' };
  writeCookie(COOKIES.deviceToken, saved.data.device_token, {
    maxAgeSeconds: ONE_YEAR_SECONDS,
    sameSite: 'Lax',
  });
  return { status: 'granted', token: saved.data.device_token };
}

/** Asks for the token (the bell); publishes `push.tokenChanged` with the outcome. */
export async function requestPushToken(deps: PushDeps): Promise<void> {
  const publish = (status: PushTokenStatus, token?: string): void => {
    deps.bus.publish('push.tokenChanged', 1, { status, ...(token ? { token } : {}) });
  };
  try {
    if (!supported() || !mayRequestPush(navigator.userAgent, choiceOf())) return publish('unavailable');
    if (!mayAskForPush(document.cookie)) return publish('consent');
    const held = heldToken();
    if (held && Notification.permission === 'granted') return publish('granted', held);
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission === 'denied') {
      remember('denied');
      return publish('blocked');
    }
    if (permission !== 'granted') return publish('dismissed');
    remember('granted');
    const result = await subscribe(deps);
    return publish(result.status, result.token);
  } catch (error) {
    logEvent('push_failed', { reason: error instanceof Error ? error.message : String(error) });
    return publish('unavailable');
  }
}

/** Spec 4 and 7: the re-check once the page is interactive. */
export async function recheckPush(deps: PushDeps): Promise<void> {
  if (!supported() || !mayAskForPush(document.cookie)) return;
  const held = heldToken();
  if (held && deps.signedIn()) return;
  if (held) {
    const whoami = await deps.api.request<{ push_notification?: { push_on?: unknown } }>('v3/whoami');
    const on = whoami.ok && whoami.data.push_notification?.push_on === '1';
    if (!on) logEvent('push_whoami_off', { status: 504 });
    return;
  }
  // Granted before (another visit): the subscription is made again without a prompt.
  if (Notification.permission === 'granted' && mayRequestPush(navigator.userAgent, choiceOf())) {
    const result = await subscribe(deps).catch(() => ({ status: 'unavailable' as const, token: undefined }));
    if (result.token) deps.bus.publish('push.tokenChanged', 1, { status: 'granted', token: result.token });
  }
}

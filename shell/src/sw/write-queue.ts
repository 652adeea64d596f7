/**
 * Writes a reader makes offline (a like, a follow, a share that counts for the data bonus): the
 * worker queues the request (Workbox background sync, kept in IndexedDB for a day) and answers
 * 202 at once, so the page keeps the reader's choice; the queue is sent when the browser is back
 * online (the sync event, or the page's message on `online`). Each request leaves the queue
 * before it is sent, so a replay sends it once; a request the network drops again goes back.
 */
import { Queue } from 'workbox-background-sync';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { QUEUED_HEADER } from 'shared-contracts/offline';

const WRITES = [
  /^\/api\/v3\/(like|unlike)$/,
  /^\/api\/v3\/(follows|follows_anon)$/,
  /^\/api\/v3\/tagger\/share$/,
] as const;

export function isQueuedWrite(url: URL, method: string): boolean {
  return method !== 'GET' && WRITES.some((pattern) => pattern.test(url.pathname));
}

let replaying: Promise<void> | undefined;

// The browser's sync event and the page's message both come through replayWrites: two replays
// at once could take the same request from the queue.
const queue = new Queue('onda-writes', { maxRetentionTime: 24 * 60, onSync: () => replayWrites() });

/** Sends what is queued; a second call while a replay runs joins it instead of starting another. */
export function replayWrites(): Promise<void> {
  replaying ??= queue
    .replayRequests()
    .catch(() => undefined)
    .finally(() => {
      replaying = undefined;
    });
  return replaying;
}

/** What the page reads as the write's answer while it waits in the queue. */
async function queuedAnswer(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  let body: Record<string, unknown> = { status: 'ok', queued: true };
  if (path.endsWith('/like') || path.endsWith('/unlike')) {
    const sent: unknown = await request.json().catch(() => ({}));
    const id = typeof sent === 'object' && sent !== null ? (sent as { id?: unknown }).id : undefined;
    body = { ...body, id: typeof id === 'string' ? id : '', liked: path.endsWith('/like') };
  }
  return new Response(JSON.stringify(body), {
    status: 202,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
  });
}

export async function queueWhenOffline({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const copy = request.clone();
  const answer = request.clone();
  try {
    return await fetch(request);
  } catch {
    await queue.pushRequest({ request: copy });
    return queuedAnswer(answer);
  }
}

/**
 * The tracking queue (spec 3 "Tracking state": queue, loading; spec 4 "Tracking"): events go out
 * one at a time; those that arrive while one is in flight wait and go after it. The first event
 * runs the ad-blocker probe before it is sent, later ones reuse its result. An event without an
 * articleTitle is dropped (spec 3). Framework-free, with the sender injected.
 */

export interface TrackEvent {
  /** Spec 3: the article's (or page's) title; an event without one is dropped. */
  readonly articleTitle: string;
  /** Which call carries it (spec 7): the pixel, /trk or tagger/analytics. */
  readonly call: 'pixel' | 'trk' | 'analytics';
  readonly params: Readonly<Record<string, string>>;
}

export interface QueueOptions {
  /** Sends one event; the queue waits for it (a failure counts as sent: no retries, spec 7). */
  readonly send: (event: TrackEvent) => Promise<unknown>;
  /** Runs once, before the first event goes out (the ad-blocker probe). */
  readonly beforeFirst?: () => Promise<unknown>;
}

export interface TrackingQueue {
  /** Queues an event; false when it was dropped (no title). */
  push(event: TrackEvent): boolean;
  /** Events waiting (not the one in flight). */
  pending(): number;
  /** Whether an event is being sent. */
  loading(): boolean;
  /** Takes the waiting events out (the page is being left: they go by beacon at once). */
  drain(): TrackEvent[];
}

export function createTrackingQueue({ send, beforeFirst }: QueueOptions): TrackingQueue {
  const waiting: TrackEvent[] = [];
  let inFlight = false;
  let first = true;

  const next = async (): Promise<void> => {
    const event = waiting.shift();
    if (!event) {
      inFlight = false;
      return;
    }
    inFlight = true;
    if (first) {
      first = false;
      await beforeFirst?.().catch(() => undefined);
    }
    await send(event).catch(() => undefined);
    await next();
  };

  return {
    push(event) {
      if (!event.articleTitle.trim()) return false;
      waiting.push(event);
      if (!inFlight) void next();
      return true;
    },
    pending: () => waiting.length,
    loading: () => inFlight,
    drain: () => waiting.splice(0),
  };
}

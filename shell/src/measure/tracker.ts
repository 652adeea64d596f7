/**
 * Audience measurement in the browser (spec 3 "Tracking state", spec 4 "Tracking", spec 7
 * "Tracking", spec 9 duration rule), loaded only once the reader allowed measurement and the page
 * is interactive (./measurement.ts). Page views go to the tag manager's data layer and to the
 * pixel; stories opened and shared go to /trk; reads, with the time the story was actually on
 * screen, and ads seen go to tagger/analytics by navigator.sendBeacon, so leaving a page loses
 * nothing. Every event passes through the one-in-flight queue (./queue.ts), whose first event
 * runs the ad-blocker probe.
 */
import {
  adSectionOf,
  isNewsStoryRoute,
  matchRoute,
  SITE_ID,
  STORAGE,
  TRACKING_PATHS,
  type EventBus,
  type Tracking,
} from 'shared-contracts';
import { trackedDuration } from './duration';
import { createTrackingQueue, type TrackEvent } from './queue';

/** Spec 7: the pixel and /trk give up after 1 s, with no retries. */
export const CALL_TIMEOUT_MS = 1000;

export interface PageView {
  readonly path: string;
  readonly title: string;
  /** 200, or 404 for a page that does not exist. */
  readonly status: number;
}

export interface TrackerDeps {
  readonly bus: EventBus;
  readonly fetch: typeof fetch;
  /** navigator.sendBeacon, when the browser has it. */
  readonly sendBeacon?: (url: string, data: URLSearchParams) => boolean;
  /** The ad-blocker probe (runs before the first event). */
  readonly probe: () => Promise<{ blocked: boolean; ran: boolean }>;
  /** The tag manager's data layer (window.dataLayer). */
  readonly dataLayer: { push(entry: Record<string, unknown>): unknown };
  /** The campaign the reader landed with (spec 2), kept for the visit. */
  readonly landing: Tracking;
  /** The reader saves data (Save-Data or the data-saver setting): dataLess (spec 3). */
  readonly savesData: () => boolean;
  readonly referrerHost?: string;
  readonly os: string;
  readonly now?: () => number;
  readonly random?: () => number;
}

export interface Tracker {
  pageView(view: PageView): void;
  /** An ad was at least half in view for a second (../ads/fill-slots.ts). */
  adSeen(ad: { creative: string; slot: 'top' | 'middle'; path: string; title: string }): void;
  /** The page is being left or hidden: the read so far and the waiting events go by beacon. */
  leave(): void;
  stop(): void;
}

const contextOf = (kind: 'news' | 'video') => (kind === 'video' ? 'videos' : 'news_stories');

/** The section a page view is counted in: its ad section, news for stories. */
export function pageSectionOf(path: string): string {
  const pathname = path.split('?')[0] ?? '/';
  if (isNewsStoryRoute(matchRoute(pathname)?.route.id, pathname)) return 'news';
  return adSectionOf(pathname);
}

export function startTracker(deps: TrackerDeps): Tracker {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;

  const urlOf = (event: TrackEvent): string =>
    event.call === 'trk'
      ? `${TRACKING_PATHS.trk}?${new URLSearchParams(event.params)}`
      : `${TRACKING_PATHS.pixel}?${new URLSearchParams({ articleTitle: event.articleTitle, ...event.params })}`;
  const beacon = (event: TrackEvent): boolean => {
    const body = new URLSearchParams({ ...event.params, articleTitle: event.articleTitle });
    return deps.sendBeacon?.(TRACKING_PATHS.analytics, body) ?? false;
  };
  /** One call; `leaving`: the page is going away, so the browser must finish it on its own. */
  const send = async (event: TrackEvent, leaving = false): Promise<void> => {
    if (event.call === 'analytics' && beacon(event)) return;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), CALL_TIMEOUT_MS);
    try {
      const response =
        event.call === 'analytics'
          ? await deps.fetch(TRACKING_PATHS.analytics, {
              method: 'POST',
              body: new URLSearchParams({ ...event.params, articleTitle: event.articleTitle }),
              keepalive: leaving,
              credentials: 'same-origin',
              signal: timeout.signal,
            })
          : await deps.fetch(urlOf(event), {
              keepalive: leaving,
              credentials: 'same-origin',
              signal: timeout.signal,
            });
      // The short answer is read to its end: a call whose body nobody reads stays open in the
      // browser until the page goes away.
      await response.arrayBuffer();
    } finally {
      clearTimeout(timer);
    }
  };
  const queue = createTrackingQueue({
    send,
    // The first event runs the probe; its result is counted once, when it really ran.
    beforeFirst: async () => {
      const { blocked, ran } = await deps.probe();
      if (ran && lastView) {
        queue.push({
          articleTitle: lastView.title,
          call: 'analytics',
          params: { event: 'adblock', path: lastView.path, blocked: blocked ? '1' : '0' },
        });
      }
    },
  });

  let lastView: PageView | undefined;
  /** The story on screen: its id, kind, title and the time it has been visible. */
  let reading:
    | {
        id: string;
        kind: 'news' | 'video';
        title: string;
        path: string;
        shownMs: number;
        since: number | null;
      }
    | undefined;

  /** The story left by hiding the page: reading it resumes when the page shows again. */
  let paused: typeof reading;
  const finishRead = (): TrackEvent | undefined => {
    const read = reading;
    reading = undefined;
    paused = undefined;
    if (!read) return undefined;
    const shown = read.shownMs + (read.since === null ? 0 : now() - read.since);
    return {
      articleTitle: read.title,
      call: 'analytics',
      params: {
        event: 'read',
        path: read.path,
        section: pageSectionOf(read.path),
        id: read.id,
        cx: contextOf(read.kind),
        duration: String(trackedDuration(shown, random)),
      },
    };
  };

  const opened = deps.bus.on('article.opened', 1).subscribe(({ id, kind, title }) => {
    const path = window.location.pathname;
    const read = finishRead();
    if (read) queue.push(read);
    reading = {
      id,
      kind,
      title,
      path,
      shownMs: 0,
      since: document.visibilityState === 'hidden' ? null : now(),
    };
    queue.push({
      articleTitle: title,
      call: 'trk',
      params: {
        id,
        sid: String(SITE_ID),
        action: 'open',
        cx: contextOf(kind),
        cxid: pageSectionOf(path),
        os: deps.os,
      },
    });
  });
  const shared = deps.bus.on('article.shared', 1).subscribe(({ id, kind }) => {
    const title = reading?.id === id ? reading.title : (lastView?.title ?? '');
    queue.push({
      articleTitle: title,
      call: 'trk',
      params: { id, sid: String(SITE_ID), action: 'share', cx: contextOf(kind), os: deps.os },
    });
  });
  const onVisibility = () => {
    if (
      !reading &&
      paused &&
      document.visibilityState === 'visible' &&
      paused.path === window.location.pathname
    ) {
      // Back on the story after the page was hidden: a new stretch of reading (the server counts
      // one read per reader and story, and adds up the time).
      reading = { ...paused, shownMs: 0, since: now() };
      paused = undefined;
    }
    if (!reading) return;
    if (document.visibilityState === 'hidden' && reading.since !== null) {
      reading.shownMs += now() - reading.since;
      reading.since = null;
    } else if (document.visibilityState === 'visible' && reading.since === null) {
      reading.since = now();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);

  const landing: Record<string, string> = {};
  for (const [name, value] of Object.entries(deps.landing)) if (value) landing[name] = value;
  try {
    // Kept with the session (spec 2): later visits in this tab still carry the campaign.
    if (Object.keys(landing).length > 0)
      sessionStorage.setItem(STORAGE.landingCampaign, JSON.stringify(landing));
    else Object.assign(landing, JSON.parse(sessionStorage.getItem(STORAGE.landingCampaign) ?? '{}'));
  } catch {
    // Storage refused: the campaign is kept for this page only.
  }

  return {
    pageView(view) {
      // Leaving a story for another page ends its read.
      if (reading && reading.path !== view.path) {
        const read = finishRead();
        if (read) queue.push(read);
      }
      lastView = view;
      const saving = deps.savesData();
      const dataLess = { init: true, status: saving ? 'on' : 'off', results: saving };
      deps.dataLayer.push({
        event: 'page_view',
        page_path: view.path,
        page_title: view.title,
        status: view.status,
        dataLess,
      });
      const params: Record<string, string> = {
        path: view.path,
        section: pageSectionOf(view.path),
        status: String(view.status),
        dl: saving ? '1' : '0',
        ...landing,
      };
      if (deps.referrerHost) params.ref = deps.referrerHost;
      queue.push({ articleTitle: view.title, call: 'pixel', params });
    },
    adSeen(ad) {
      queue.push({
        articleTitle: ad.title,
        call: 'analytics',
        params: { event: 'ad_impression', path: ad.path, creative: ad.creative, slot: ad.slot },
      });
    },
    leave() {
      const left = reading;
      const read = finishRead();
      paused = left;
      for (const event of [...queue.drain(), ...(read ? [read] : [])]) {
        void send(event, true).catch(() => undefined);
      }
    },
    stop() {
      opened.unsubscribe();
      shared.unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      queue.drain();
      reading = undefined;
    },
  };
}

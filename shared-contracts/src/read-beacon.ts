/**
 * The read beacon in the browser (spec 4 "Rewards", 9; docs/adr/010): asks the server for the
 * read token of the story or video the reader opened, then sends it back (POST tagger/read) once
 * the reader has really read it: a story on screen for the time the server asks (the tab visible),
 * or scrolled through and open that long; a video once watched (the player says when). The server
 * checks the time again; `onCounted` runs when it recorded the read. Framework-free, with an
 * injected clock and page visibility, so it is tested without a browser.
 */
import type { ApiClient } from './api-client';
import { WIRE_CHECKS } from 'shared-contracts/core';

export type ReadMode = 'onScreen' | 'watched';

export interface ReadBeaconOptions {
  readonly api: ApiClient;
  readonly kind: 'news' | 'video';
  readonly id: string;
  /** 'onScreen': on-screen time counts (stories); 'watched': wait for watched() (videos). */
  readonly mode: ReadMode;
  readonly onCounted: () => void;
  readonly now?: () => number;
  /** Whether the page is on screen (document.visibilityState), and a way to hear it change. */
  readonly visible?: () => boolean;
  readonly onVisibility?: (listener: () => void) => () => void;
}

export interface ReadBeacon {
  /** The end of the story's text has been on screen. */
  scrolledThrough(): void;
  /** The video was watched long enough (the player's rule). */
  watched(): void;
  stop(): void;
}

const browserVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';
const browserVisibility = (listener: () => void) => {
  if (typeof document === 'undefined') return () => {};
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

export function startReadBeacon(options: ReadBeaconOptions): ReadBeacon {
  const now = options.now ?? (() => Date.now());
  const visible = options.visible ?? browserVisible;
  const abort = new AbortController();
  let token: { value: string; at: number; afterMs: number } | undefined;
  let onScreenMs = 0;
  let visibleSince: number | undefined = visible() ? now() : undefined;
  let scrolled = false;
  let watchedEnough = false;
  let done = false;
  let retried = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const shownMs = () => onScreenMs + (visibleSince === undefined ? 0 : now() - visibleSince);

  const send = async () => {
    if (!token || done) return;
    done = true;
    const answer = await options.api.request('v3/tagger/read', {
      method: 'POST',
      body: { token: token.value },
      check: WIRE_CHECKS.ReadBeaconResponse,
      signal: abort.signal,
    });
    if (answer.ok) options.onCounted();
    else if (answer.code === 'READ_TOO_EARLY' && !retried) {
      // The two clocks disagree by a moment: one more try a second later.
      retried = true;
      done = false;
      schedule(1000);
    }
  };

  function schedule(ms: number) {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        consider();
      },
      Math.max(0, ms),
    );
  }

  /** Sends when the reading is done, else waits for the moment it will be. */
  function consider() {
    if (!token || done) return;
    const sinceToken = now() - token.at;
    const wallLeft = token.afterMs - sinceToken;
    if (options.mode === 'watched') {
      if (!watchedEnough) return;
      if (wallLeft <= 0) void send();
      else schedule(wallLeft);
      return;
    }
    const screenLeft = token.afterMs - shownMs();
    if (screenLeft <= 0 || (scrolled && wallLeft <= 0)) {
      void send();
      return;
    }
    const waits = [scrolled ? wallLeft : Infinity, visibleSince === undefined ? Infinity : screenLeft];
    const next = Math.min(...waits);
    if (Number.isFinite(next)) schedule(next);
  }

  const offVisibility = (options.onVisibility ?? browserVisibility)(() => {
    if (visible() && visibleSince === undefined) visibleSince = now();
    else if (!visible() && visibleSince !== undefined) {
      onScreenMs += now() - visibleSince;
      visibleSince = undefined;
    }
    consider();
  });

  void options.api
    .request('v3/tagger/read_token', {
      query: { kind: options.kind, id: options.id },
      check: WIRE_CHECKS.ReadTokenResponse,
      signal: abort.signal,
    })
    .then((answer) => {
      if (!answer.ok || abort.signal.aborted) return;
      // On-screen time counts from the token on: what the server can check.
      onScreenMs = 0;
      if (visibleSince !== undefined) visibleSince = now();
      token = { value: answer.data.token, at: now(), afterMs: answer.data.after_ms };
      consider();
    });

  return {
    scrolledThrough() {
      scrolled = true;
      consider();
    },
    watched() {
      watchedEnough = true;
      consider();
    },
    stop() {
      abort.abort();
      offVisibility();
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

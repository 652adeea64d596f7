/**
 * What the page follows of a playing clip, whichever element plays it: the browser's own video
 * (the preview that plays before the reader uses the player) or video.js (once they do). Seconds
 * watched count across the hand-over from one to the other, so a read is counted once.
 */
import { addWatched, countsAsRead } from './watchTime';

/** The few events and readings the page needs, as video.js's player and a <video> both give them. */
export interface PlaybackSource {
  on(event: 'timeupdate' | 'ended', listener: () => void): void;
  currentTime(): number;
}

export interface WatchState {
  watched: number;
  last: number;
  counted: boolean;
}

export const newWatchState = (): WatchState => ({ watched: 0, last: 0, counted: false });

/**
 * Counts what `source` plays into `state` and calls `onRead` once it counts as read (spec 4, 9),
 * `onEnded` at the clip's end.
 */
export function followPlayback(
  source: PlaybackSource,
  state: WatchState,
  duration: number,
  { onRead, onEnded }: { onRead: () => void; onEnded: () => void },
): void {
  const read = (ended: boolean) => {
    if (state.counted || !countsAsRead(state.watched, duration, ended)) return;
    state.counted = true;
    onRead();
  };
  source.on('timeupdate', () => {
    const now = source.currentTime();
    state.watched = addWatched(state.watched, state.last, now);
    state.last = now;
    read(false);
  });
  source.on('ended', () => {
    read(true);
    onEnded();
  });
}

/** A <video> element as a playback source, followed until `signal` aborts (the hand-over to video.js). */
export const videoSource = (video: HTMLVideoElement, signal: AbortSignal): PlaybackSource => ({
  on: (event, listener) => video.addEventListener(event, listener, { signal }),
  currentTime: () => video.currentTime,
});

/** Captions on while muted (spec 3), on the browser's own video. */
export function showNativeCaptions(video: HTMLVideoElement, on: boolean): void {
  const tracks = video.textTracks as TextTrackList | undefined;
  for (let i = 0; i < (tracks?.length ?? 0); i += 1) {
    const track = tracks?.[i];
    if (track && track.kind === 'captions') track.mode = on ? 'showing' : 'disabled';
  }
}

/**
 * The player engine: video.js 8 with its HLS engine (VHS, built in). Imported only with import()
 * from VideoPlayer, so video.js is a chunk of its own that only pages playing video load (home and
 * scores never ask for it). Spec 3 "Video player options": controls, preload none, responsive,
 * fluid, the reader's language, sources, muted by default.
 */
import videojs from 'video.js';
import { placeCaptionsAboveCard } from './captions';
import type Player from 'video.js/dist/types/player';
import es from 'video.js/dist/lang/es.json';
import ptBR from 'video.js/dist/lang/pt-BR.json';

videojs.addLanguage('pt-BR', ptBR);
videojs.addLanguage('es', es);

const STYLE_ID = 'tv-videojs-styles';

/** video.js's stylesheet (its icon font is inlined in it), added once to the document. */
function addStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const link = document.createElement('link');
  link.id = STYLE_ID;
  link.rel = 'stylesheet';
  link.href = new URL('../../../../node_modules/video.js/dist/video-js.min.css', import.meta.url).href;
  document.head.append(link);
}

export interface EngineOptions {
  readonly title: string;
  readonly language: string;
  readonly poster?: string;
  readonly hls: string | null;
  readonly mp4: string | null;
  readonly captions: string | null;
  readonly captionsLanguage: string;
  readonly captionsLabel: string;
  readonly muted: boolean;
  readonly volume: number;
}

export interface QualityLevel {
  readonly height: number;
  readonly bitrate: number;
  enabled: boolean;
}

interface QualityLevelList {
  readonly length: number;
  readonly selectedIndex: number;
  [index: number]: QualityLevel | undefined;
  on(event: 'addqualitylevel' | 'change', listener: () => void): void;
}

export interface Engine {
  readonly player: Player;
  readonly video: HTMLVideoElement | null;
  /** Quality levels the HLS engine found in the master playlist (empty before it is loaded). */
  levels(): QualityLevel[];
  /** Only levels of this height play (undefined: the engine chooses). */
  limitTo(height: number | undefined): void;
  onLevels(listener: () => void): void;
  showCaptions(on: boolean): void;
  dispose(): void;
}

export function createEngine(host: HTMLElement, options: EngineOptions): Engine {
  addStyles();
  const element = document.createElement('video-js');
  element.className = 'video-js vjs-big-play-centered';
  element.setAttribute('playsinline', '');
  host.append(element);
  const sources = [
    ...(options.hls ? [{ src: options.hls, type: 'application/x-mpegURL' }] : []),
    ...(options.mp4 ? [{ src: options.mp4, type: 'video/mp4' }] : []),
  ];
  const player = videojs(element, {
    controls: true,
    preload: 'none',
    responsive: true,
    fluid: true,
    aspectRatio: '16:9',
    language: options.language,
    muted: options.muted,
    poster: options.poster,
    sources,
    // VHS everywhere (also where the browser plays HLS itself): one engine, one set of quality levels.
    html5: { vhs: { overrideNative: true }, nativeAudioTracks: false, nativeVideoTracks: false },
  });
  player.volume(options.volume);
  const videoElement = element.querySelector('video');
  videoElement?.setAttribute('aria-label', options.title);
  const showCaptions = (on: boolean) => {
    const tracks = player.textTracks() as unknown as ArrayLike<TextTrack>;
    for (let i = 0; i < tracks.length; i += 1) {
      const track = tracks[i];
      if (track && track.kind === 'captions') track.mode = on ? 'showing' : 'disabled';
    }
  };
  // The tech exists once the player is ready; a track added before that is lost.
  player.ready(() => {
    if (!options.captions) return;
    const element = player.addRemoteTextTrack(
      {
        kind: 'captions',
        src: options.captions,
        srclang: options.captionsLanguage,
        label: options.captionsLabel,
        default: options.muted,
      },
      // Kept when the HLS engine sets its source (false would remove it on that source change).
      true,
    ) as unknown as HTMLTrackElement | undefined;
    // Above the clip's title card once the cues are read (they are fetched after this).
    element?.addEventListener('load', () => placeCaptionsAboveCard(element.track?.cues));
    if (options.muted) showCaptions(true);
  });
  const list = (): QualityLevelList | undefined => {
    const fn: unknown = Reflect.get(player, 'qualityLevels');
    return typeof fn === 'function' ? (fn.call(player) as QualityLevelList) : undefined;
  };
  let limit: number | undefined;
  /**
   * Only levels of `limit` height stay enabled. `switchNow`: the reader picked it; the engine
   * drops what it buffered of another quality and loads the chosen one at once (re-enabling a level
   * is what asks VHS for that switch), instead of playing the old one for the buffer's length.
   */
  const apply = (switchNow = false) => {
    const levels = list();
    if (!levels) return;
    const chosen: QualityLevel[] = [];
    for (let i = 0; i < levels.length; i += 1) {
      const level = levels[i];
      if (!level) continue;
      const on = limit === undefined || level.height === limit;
      if (on && switchNow && limit !== undefined) chosen.push(level);
      else level.enabled = on;
    }
    for (const level of chosen) {
      level.enabled = false;
      level.enabled = true;
    }
  };
  list()?.on('addqualitylevel', () => apply());
  return {
    player,
    video: videoElement,
    levels: () => {
      const levels = list();
      if (!levels) return [];
      return Array.from({ length: levels.length }, (_, i) => levels[i]).filter(
        (level): level is QualityLevel => level !== undefined,
      );
    },
    limitTo: (height) => {
      if (height === limit) return;
      limit = height;
      apply(true);
    },
    onLevels: (listener) => {
      list()?.on('addqualitylevel', listener);
      list()?.on('change', listener);
    },
    showCaptions,
    dispose: () => player.dispose(),
  };
}

import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated, useRemote, palette, visuallyHidden } from 'shared-contracts/remote-kit';
import { megabytes, type GalleryVideo } from '../../data/gallery';
import { readTvSound, writeTvSound } from '../../data/tvState';
import { useT } from '../../i18n/messages';
import type { Engine } from './engine';
import { initialQuality, sizeShown } from './quality';
import { followPlayback, newWatchState, showNativeCaptions, videoSource } from './playback';

const boxStyle = css`
  position: relative;
  container: tv-player / inline-size;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: 8px;
  overflow: hidden;
  background: #000;
  .video-js {
    width: 100%;
    height: 100%;
  }
`;

/** The browser's own video, on top of video.js's box until video.js plays in its place. */
const previewStyle = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: #000;
`;

/** Over the preview: a tap (or Enter) brings the player's controls. */
const useStyle = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -6px;
  }
`;

const posterStyle = css`
  position: absolute;
  inset: 0;
  display: block;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const badgeStyle = css`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  margin: 0;
  padding: 0.25rem 0.5rem;
  border-radius: 4px;
  background: rgba(0, 0, 0, 0.8);
  color: #fff;
  font-size: 0.875rem;
  font-weight: 600;
`;

const controlsStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
  color: ${palette.muted};
  font-size: 0.875rem;
  select {
    font: inherit;
    padding: 0.25rem;
  }
`;

const LANGUAGES = { pt: 'pt-BR', en: 'en', es: 'es' } as const;

export interface VideoPlayerProps {
  readonly video: GalleryVideo;
  /** Start playing (muted unless the reader unmuted before) as soon as the player is ready. */
  readonly autoplay: boolean;
  /** Saving data: nothing preloaded, lowest quality unless picked, the clip's size on the poster. */
  readonly dataLight: boolean;
  readonly onEnded: () => void;
  /** Once, after 10 s watched (a shorter clip: once watched to its end). */
  readonly onWatched: () => void;
  /** Shown over the video (the autoplay-next countdown). */
  readonly overlay?: ReactNode;
  /** The reader used a player on this page before: this video starts in video.js at once. */
  readonly inPlayer: boolean;
  /** The reader used this player (the next videos then start in it). */
  readonly onUse: () => void;
}

const loadEngine = () => import(/* webpackChunkName: "player" */ './engine');

/**
 * The video and its quality choice. The first render (on the server too) is the poster, a link to
 * the MP4 for readers without JavaScript, over the browser's own video of the MP4: in the browser
 * that preview starts at once (muted unless the reader unmuted before, captions on while muted)
 * and plays to its end, where what plays next takes over. video.js with its HLS engine (a chunk of
 * its own, about 170 kB) is loaded only when the reader uses the player (a tap or Enter on it, a
 * quality picked): it then takes over where the preview was, with its controls, quality levels,
 * captions and the remembered volume. A reader who never touches the player never downloads it,
 * and its long start-up task never lands before the page is interactive.
 */
export function VideoPlayer({
  video,
  autoplay,
  dataLight,
  onEnded,
  onWatched,
  overlay,
  inPlayer,
  onUse,
}: VideoPlayerProps) {
  const t = useT();
  const { locale } = useRemote().services;
  const host = useRef<HTMLDivElement>(null);
  const native = useRef<HTMLVideoElement>(null);
  const engine = useRef<Engine | undefined>(undefined);
  // A page whose reader already used a player starts the next video in video.js at once; the
  // first render of a page (the server's, then its hydration) is always the preview.
  const [preview] = useState(() => !inPlayer);
  const [wanted, setWanted] = useState(inPlayer);
  /** video.js plays in the preview's place (the preview is gone). */
  const [handedOver, setHandedOver] = useState(false);
  const [ready, setReady] = useState(false);
  const [previewPlaying, setPreviewPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [levels, setLevels] = useState(0);
  const [playing, setPlaying] = useState<number | undefined>(undefined);
  const source = video.video;
  const renditions = source?.renditions ?? [];
  // The reader's pick; until then the lowest when saving data, else the engine chooses.
  const [picked, setPicked] = useState<number | 'auto' | undefined>(undefined);
  const chosen = picked === 'auto' ? undefined : (picked ?? initialQuality(renditions, dataLight));
  const selectId = useId();
  const callbacks = useRef({ onEnded, onWatched, autoplay, chosen });
  const watch = useRef(newWatchState());
  /** The reader asked to play (a tap on the poster): video.js starts playing once it is there. */
  const playAsked = useRef(false);
  /** Aborted when video.js takes over: the preview is no longer followed. */
  const previewFollowed = useRef(new AbortController());
  useEffect(() => {
    callbacks.current = { onEnded, onWatched, autoplay, chosen };
    engine.current?.limitTo(chosen);
  });
  const duration = source?.duration ?? 0;
  const follow = {
    onRead: () => callbacks.current.onWatched(),
    onEnded: () => callbacks.current.onEnded(),
  };

  // The preview: the browser's own video of the MP4, started at once.
  useEffect(() => {
    const element = native.current;
    if (!element || !source || !preview) return;
    const sound = readTvSound();
    element.muted = sound.isMuted;
    element.volume = sound.volume;
    const followed = new AbortController();
    previewFollowed.current = followed;
    const { signal } = followed;
    followPlayback(videoSource(element, signal), watch.current, duration, follow);
    const onPlaying = () => {
      setPreviewPlaying(true);
      setStarted(true);
    };
    const onResize = () => {
      if (element.videoHeight > 0) setPlaying(element.videoHeight);
    };
    const onLoaded = () => showNativeCaptions(element, element.muted);
    element.addEventListener('playing', onPlaying, { signal });
    element.addEventListener('resize', onResize, { signal });
    element.addEventListener('loadedmetadata', onLoaded, { signal });
    showNativeCaptions(element, element.muted);
    return () => followed.abort();
    // One preview per video: the rest is read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [video.id]);

  // The preview starts once the page knows whether to save data (right after hydration, when the
  // device's setting is read), and only once.
  const hydrated = useHydrated();
  const autoplayed = useRef(false);
  useEffect(() => {
    const element = native.current;
    if (!hydrated || !autoplay || !element || !preview || autoplayed.current || wanted) return;
    autoplayed.current = true;
    element.play()?.catch(() => {
      // Browsers refuse autoplay with sound: the preview plays muted, with captions.
      element.muted = true;
      showNativeCaptions(element, true);
      element.play()?.catch(() => undefined);
    });
  }, [hydrated, autoplay, preview, wanted]);

  // video.js, once the reader uses the player.
  useEffect(() => {
    const element = host.current;
    if (!element || !source || !wanted) return;
    let disposed = false;
    void loadEngine().then(({ createEngine }) => {
      if (disposed) return;
      const previewElement = native.current;
      previewFollowed.current.abort();
      // Where the preview was: its time, its sound (the browser may have muted it), playing or not.
      const startAt = previewElement?.currentTime ?? 0;
      const stored = readTvSound();
      const sound = previewElement
        ? { isMuted: previewElement.muted, volume: previewElement.volume }
        : stored;
      const resume = previewElement
        ? !previewElement.paused || playAsked.current
        : callbacks.current.autoplay || playAsked.current;
      const created = createEngine(element, {
        title: video.name,
        language: LANGUAGES[locale],
        poster: source.poster ?? undefined,
        hls: source.hls,
        mp4: source.mp4,
        captions: source.captions,
        captionsLanguage: source.captions_language,
        captionsLabel: t('tv.player.captions'),
        muted: sound.isMuted,
        volume: sound.volume,
      });
      engine.current = created;
      const { player } = created;
      watch.current.last = startAt;
      created.limitTo(callbacks.current.chosen);
      created.onLevels(() => setLevels(created.levels().length));
      // The quality named is the one on screen: the picture's own height, as it changes (a pick
      // takes effect once the engine has the new quality's first segment).
      created.video?.addEventListener('resize', () => {
        const height = created.video?.videoHeight ?? 0;
        if (height > 0) setPlaying(height);
      });
      // The preview stops and goes once video.js plays (or is ready, when nothing plays).
      let handed = false;
      const handOver = () => {
        if (handed || disposed) return;
        handed = true;
        previewElement?.pause();
        setHandedOver(true);
      };
      // The browser may refuse to start with sound; the player then mutes itself, which is not
      // the reader's choice and is not remembered over it.
      let mutedByBrowser = false;
      player.on('volumechange', () => {
        const muted = player.muted() === true;
        if (mutedByBrowser && muted) {
          mutedByBrowser = false;
        } else {
          mutedByBrowser = false;
          writeTvSound({ volume: player.volume() ?? 1, isMuted: muted });
        }
        // Spec: captions on while muted.
        created.showCaptions(muted);
      });
      player.on('play', () => setStarted(true));
      player.on('playing', handOver);
      followPlayback(
        { on: (event, listener) => player.on(event, listener), currentTime: () => player.currentTime() ?? 0 },
        watch.current,
        duration,
        follow,
      );
      player.ready(() => {
        if (disposed) return;
        setReady(true);
        if (sound.isMuted) created.showCaptions(true);
        if (startAt > 0) player.one('loadedmetadata', () => player.currentTime(startAt));
        if (!resume) return handOver();
        void player.play()?.catch(() => {
          // Browsers refuse autoplay with sound: play muted, with captions.
          mutedByBrowser = !player.muted();
          player.muted(true);
          void player.play()?.catch(handOver);
        });
      });
    });
    return () => {
      disposed = true;
      engine.current?.dispose();
      engine.current = undefined;
    };
    // One player per video, created once the reader wants it: the rest is read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [video.id, wanted]);

  const wantPlayer = () => {
    setWanted(true);
    onUse();
  };
  const pick = (value: string) => {
    setPicked(value === 'auto' ? 'auto' : Number(value));
    wantPlayer();
  };

  const shown = sizeShown(renditions, chosen);
  const poster = source?.poster;
  const showPreview = preview && !handedOver;
  return (
    <div>
      <div css={boxStyle}>
        <div ref={host} />
        {showPreview && source && (
          <video
            ref={native}
            css={previewStyle}
            poster={poster ?? undefined}
            preload="none"
            playsInline
            muted
            aria-label={video.name}
          >
            {source.mp4 && <source src={source.mp4} type="video/mp4" />}
            {source.captions && (
              <track
                kind="captions"
                src={source.captions}
                srcLang={source.captions_language}
                label={t('tv.player.captions')}
              />
            )}
          </video>
        )}
        {showPreview && !wanted && previewPlaying && (
          <button
            type="button"
            css={useStyle}
            aria-label={t('tv.player.use', { title: video.name })}
            onClick={wantPlayer}
          />
        )}
        {!ready && !previewPlaying && poster && (
          <a
            css={posterStyle}
            href={source?.mp4 ?? source?.hls ?? undefined}
            onClick={(event) => {
              // Without scripts the link opens the MP4; with them the player plays it here.
              event.preventDefault();
              playAsked.current = true;
              wantPlayer();
            }}
          >
            {/* The page's first picture: fetched ahead of the scripts and the gallery's. */}
            <img src={poster} alt="" width={640} height={360} fetchPriority="high" />
            <span css={visuallyHidden}>{t('tv.player.watchMp4', { title: video.name })}</span>
          </a>
        )}
        {dataLight && !started && shown && (
          <p css={badgeStyle} data-testid="clip-size">
            {t('tv.player.size', { mb: megabytes(shown.bytes, locale), quality: shown.name })}
          </p>
        )}
        {overlay}
      </div>
      {renditions.length > 0 && (
        <div css={controlsStyle} data-levels={levels}>
          <label htmlFor={selectId}>{t('tv.quality.label')}</label>
          <select
            id={selectId}
            value={chosen === undefined ? 'auto' : String(chosen)}
            onChange={(e) => pick(e.target.value)}
          >
            <option value="auto">{t('tv.quality.auto')}</option>
            {renditions.map((r) => (
              <option key={r.name} value={String(r.height)}>
                {t('tv.quality.option', { quality: r.name, mb: megabytes(r.bytes, locale) })}
              </option>
            ))}
          </select>
          {/* Its place is kept until the engine says which quality plays: the page does not move then. */}
          {playing !== undefined ? (
            <span>{t('tv.quality.playing', { quality: `${playing}p` })}</span>
          ) : (
            <span aria-hidden="true" css={{ visibility: 'hidden' }}>
              {t('tv.quality.playing', { quality: '000p' })}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

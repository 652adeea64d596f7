import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useRemote, palette, visuallyHidden } from 'shared-contracts/remote-kit';
import { megabytes, type GalleryVideo } from '../../data/gallery';
import { readTvSound, writeTvSound } from '../../data/tvState';
import { useT } from '../../i18n/messages';
import type { Engine } from './engine';
import { initialQuality, sizeShown } from './quality';
import { addWatched, countsAsRead } from './watchTime';

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
}

/**
 * The video and its quality choice. The first render (on the server too) is the poster, a link to
 * the MP4 for readers without JavaScript; in the browser video.js (a chunk of its own, loaded with
 * import()) takes the box over with HLS, captions and the remembered volume.
 */
export function VideoPlayer({ video, autoplay, dataLight, onEnded, onWatched, overlay }: VideoPlayerProps) {
  const t = useT();
  const { locale } = useRemote().services;
  const host = useRef<HTMLDivElement>(null);
  const engine = useRef<Engine | undefined>(undefined);
  const [ready, setReady] = useState(false);
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
  useEffect(() => {
    callbacks.current = { onEnded, onWatched, autoplay, chosen };
    engine.current?.limitTo(chosen);
  });

  useEffect(() => {
    const element = host.current;
    if (!element || !source) return;
    let disposed = false;
    let watched = 0;
    let last = 0;
    let counted = false;
    const read = (ended: boolean) => {
      if (counted || !countsAsRead(watched, source.duration, ended)) return;
      counted = true;
      callbacks.current.onWatched();
    };
    void import(/* webpackChunkName: "player" */ './engine').then(({ createEngine }) => {
      if (disposed) return;
      const sound = readTvSound();
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
      created.limitTo(callbacks.current.chosen);
      created.onLevels(() => setLevels(created.levels().length));
      // The quality named is the one on screen: the picture's own height, as it changes (a pick
      // takes effect once the engine has the new quality's first segment).
      created.video?.addEventListener('resize', () => {
        const height = created.video?.videoHeight ?? 0;
        if (height > 0) setPlaying(height);
      });
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
      player.on('timeupdate', () => {
        const now = player.currentTime() ?? 0;
        watched = addWatched(watched, last, now);
        last = now;
        read(false);
      });
      player.on('ended', () => {
        read(true);
        callbacks.current.onEnded();
      });
      player.ready(() => {
        if (disposed) return;
        setReady(true);
        if (sound.isMuted) created.showCaptions(true);
        if (callbacks.current.autoplay) {
          void player.play()?.catch(() => {
            // Browsers refuse autoplay with sound: play muted, with captions.
            mutedByBrowser = !player.muted();
            player.muted(true);
            void player.play()?.catch(() => undefined);
          });
        }
      });
    });
    return () => {
      disposed = true;
      engine.current?.dispose();
      engine.current = undefined;
    };
    // One player per video: the rest is read through refs when it is created.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [video.id]);

  const pick = (value: string) => setPicked(value === 'auto' ? 'auto' : Number(value));

  const shown = sizeShown(renditions, chosen);
  const poster = source?.poster;
  return (
    <div>
      <div css={boxStyle}>
        <div ref={host} />
        {!ready && poster && (
          <a css={posterStyle} href={source?.mp4 ?? source?.hls ?? undefined}>
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

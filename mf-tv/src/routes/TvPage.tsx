import { css } from '@emotion/react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'shared-contracts/router';
import { startReadBeacon, tvVideoHref, tvVideoIdFrom, type ReadBeacon } from 'shared-contracts';
import {
  AdSlot,
  EmptyState,
  PageFrame,
  palette,
  storyPageHead,
  useDataSaver,
  useLoad,
  useRemote,
} from 'shared-contracts/remote-kit';
import { Gallery } from '../components/Gallery';
import { NextBar, NextOverlay } from '../components/NextVideo';
import { VideoPlayer } from '../components/player/VideoPlayer';
import { countdown, COUNTDOWN_TICK_MS, IDLE } from '../data/countdown';
import { getGallery, getVideo, nextOf, playsHere, type GalleryVideo } from '../data/gallery';
import { useT } from '../i18n/messages';

const layoutStyle = css`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
`;

/** The player keeps its 16:9 box before any video is known, so the page never shifts. */
const emptyPlayerStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: 8px;
  background: ${palette.skeleton};
  color: ${palette.text};
  p {
    margin: 0;
    padding: 1rem;
    text-align: center;
  }
`;

const aboutStyle = css`
  p {
    margin: 0.5rem 0;
  }
  small {
    color: ${palette.muted};
  }
`;

const externalStyle = css`
  position: relative;
  display: block;
  img {
    width: 100%;
    height: auto;
    border-radius: 8px;
  }
`;

/**
 * The TV start (/tv: the first gallery video, spec 2 "On TV start, if videos exist, the user goes
 * to the first gallery video") and the video pages (/tv/videos/…/{id}): the player, what plays
 * next and the gallery. The server renders the first screen (poster, title, gallery).
 */
export function TvPage({ kind }: { kind: 'start' | 'video' }) {
  const t = useT();
  const { api, config } = useRemote().services;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = kind === 'video' ? (tvVideoIdFrom(pathname) ?? undefined) : undefined;

  const loadGallery = useCallback(
    (signal: AbortSignal) => getGallery(api, config.id, signal),
    [api, config.id],
  );
  const gallery = useLoad('tim-tv', loadGallery);
  const loadVideo = useCallback(
    (signal: AbortSignal) =>
      id
        ? getVideo(api, config.id, id, signal)
        : Promise.resolve({ ok: true as const, status: 200, data: [] as GalleryVideo[] }),
    [api, config.id, id],
  );
  const single = useLoad(`video:${id ?? ''}`, loadVideo);

  const list = gallery.status === 'ready' ? gallery.data.results : [];
  const first = list[0];
  const current: GalleryVideo | undefined = id
    ? single.status === 'ready'
      ? single.data[0]
      : list.find((video) => video.id === id)
    : first;

  useEffect(() => {
    if (kind === 'start' && first) navigate(tvVideoHref(first, 0), { replace: true });
  }, [kind, first, navigate]);

  const missing = id !== undefined && single.status === 'failed' && single.httpStatus === 404;
  const title = current?.name ?? (kind === 'start' ? t('tv.title') : t('tv.title.video'));
  const next = current && nextOf(list, current);
  // Once the reader used the player (video.js), the next videos start in it.
  const [inPlayer, setInPlayer] = useState(false);
  const onUse = useCallback(() => setInPlayer(true), []);

  return (
    <PageFrame
      title={title}
      busy={gallery.status === 'loading'}
      ads="page"
      head={current ? storyPageHead(current) : undefined}
    >
      <div css={layoutStyle}>
        <section aria-label={t('tv.player.label')}>
          {current ? (
            <TvScreen
              key={current.id}
              video={current}
              next={next ? { video: next.video, href: tvVideoHref(next.video, next.index) } : undefined}
              inPlayer={inPlayer}
              onUse={onUse}
            />
          ) : (
            <div css={emptyPlayerStyle}>
              <p>{missing ? t('tv.notFound') : t('tv.player.empty')}</p>
            </div>
          )}
        </section>
        <Gallery gallery={gallery} currentId={current?.id} nextId={next?.video.id} />
      </div>
      {/* Spec 9: TV videos carry two slots (the top one is above the title on desktops). */}
      <AdSlot index={1} />
      <AdSlot index={2} />
    </PageFrame>
  );
}

/** The data-saving signals are read once per page: they do not change while it is open. */

/** One video: its player, the autoplay-next countdown, its credit and description. */
function TvScreen({
  video,
  next,
  inPlayer,
  onUse,
}: {
  video: GalleryVideo;
  next: { readonly video: GalleryVideo; readonly href: string } | undefined;
  inPlayer: boolean;
  onUse: () => void;
}) {
  const t = useT();
  const { bus, services } = useRemote();
  const { api } = services;
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(countdown, IDLE);
  // Known in the browser only (device setting, Save-Data); the server renders the poster either way.
  const dataLight = useDataSaver().on;

  useEffect(() => {
    bus.publish('article.opened', 1, { id: video.id, kind: 'video', title: video.name });
  }, [bus, video.id, video.name]);
  // Spec 4, 9: a video counts after 10 s watched; the read beacon tells the server, which checks
  // the time again, and 'article.read' says the server counted it.
  const beacon = useRef<ReadBeacon | undefined>(undefined);
  useEffect(() => {
    const watch = startReadBeacon({
      api,
      kind: 'video',
      id: video.id,
      mode: 'watched',
      onCounted: () => bus.publish('article.read', 1, { id: video.id, kind: 'video' }),
    });
    beacon.current = watch;
    return () => {
      watch.stop();
      beacon.current = undefined;
    };
  }, [api, bus, video.id]);

  useEffect(() => {
    if (state.overlay !== 'showing') return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), COUNTDOWN_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state.overlay === 'done' && next) navigate(next.href);
  }, [state.overlay, next, navigate]);

  const onEnded = useCallback(() => {
    if (next) dispatch({ type: 'ended', autoplay: !dataLight });
  }, [next, dataLight]);
  const onWatched = useCallback(() => beacon.current?.watched(), []);

  const external = !playsHere(video) ? (video.video?.external_url ?? undefined) : undefined;
  return (
    <>
      {external ? (
        <a
          css={externalStyle}
          href={`/external?url=${encodeURIComponent(external)}`}
          onClick={(event) => {
            event.preventDefault();
            bus.publish('external.open', 1, { url: external, fromBody: false });
          }}
        >
          {video.video?.poster && (
            <img src={video.video.poster} alt="" width={640} height={360} fetchPriority="high" />
          )}
          <span>{t('tv.external.watch', { publisher: video.publisher.name })}</span>
        </a>
      ) : video.video ? (
        <VideoPlayer
          video={video}
          autoplay={!dataLight}
          dataLight={dataLight}
          onEnded={onEnded}
          onWatched={onWatched}
          inPlayer={inPlayer}
          onUse={onUse}
          overlay={
            next && <NextOverlay next={next} state={state} onCancel={() => dispatch({ type: 'cancel' })} />
          }
        />
      ) : (
        <EmptyState>{t('tv.empty')}</EmptyState>
      )}
      {next && <NextBar next={next} state={state} onRestart={() => dispatch({ type: 'restart' })} />}
      <div css={aboutStyle}>
        <p>{video.description}</p>
        <p>
          <small>{t('tv.credit', { credit: video.credit })}</small>
        </p>
      </div>
    </>
  );
}

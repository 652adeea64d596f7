import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import type { CountdownState } from '../data/countdown';
import type { GalleryVideo } from '../data/gallery';
import { useT } from '../i18n/messages';

/**
 * Over the player, which is as wide as the page on a phone (a 390 px screen: a 219 px tall box):
 * the overlay never grows past the player (it scrolls inside it if it must), and every text on it
 * is white on near-black (the page's heading colour would be dark on dark).
 */
const overlayStyle = css`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  overflow: auto;
  background: rgba(0, 0, 0, 0.85);
  color: #fff;
  /* The class twice: the page frame's link colour (PageFrame, same specificity) may come later in
     the document, in the server-rendered page's stylesheet, and must not win on the overlay. */
  && a,
  && h3,
  && p {
    color: #fff;
  }
  a {
    font-weight: 600;
  }
  @container tv-player (max-width: 32rem) {
    padding: 0.5rem 0.75rem;
    font-size: 0.875rem;
  }
`;

const cardStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 10rem) minmax(0, 1fr);
  gap: 1rem;
  align-items: center;
  max-width: 36rem;
  max-height: 100%;
  img {
    width: 100%;
    height: auto;
    border-radius: 4px;
  }
  h3,
  p {
    margin: 0 0 0.5rem;
  }
  h3 {
    font-size: 1.125rem;
  }
  /* A phone's player: the text alone, the title on two lines at most. */
  @container tv-player (max-width: 32rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    img,
    [data-publisher] {
      display: none;
    }
    h3,
    p {
      margin-bottom: 0.25rem;
    }
    h3 {
      font-size: 1rem;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
  }
`;

const buttonStyle = css`
  min-height: 44px;
  padding: 0.25rem 0.875rem;
  border: 2px solid #fff;
  border-radius: 4px;
  background: transparent;
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
`;

const barStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${palette.border};
  border-radius: 8px;
  button {
    padding: 0.375rem 0.75rem;
    border: 2px solid ${palette.link};
    border-radius: 4px;
    background: #fff;
    color: ${palette.link};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

interface NextProps {
  readonly next: { readonly video: GalleryVideo; readonly href: string };
  readonly state: CountdownState;
  readonly onCancel: () => void;
  readonly onRestart: () => void;
}

/**
 * The autoplay-next overlay (spec 3 "nextObj {photo, publisher, title, link}", spec 4): the next
 * video's photo, publisher and title with the counter, Cancel and "watch now".
 */
export function NextOverlay({ next, state, onCancel }: Omit<NextProps, 'onRestart'>) {
  const t = useT();
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const showing = state.overlay === 'showing';
  useEffect(() => {
    // Keyboard readers land on the choice the overlay offers.
    if (showing) cancel.current?.focus();
  }, [showing]);
  if (!showing) return null;
  const poster = next.video.video?.thumbnail ?? next.video.video?.poster;
  return (
    <section css={overlayStyle} aria-labelledby={titleId}>
      <div css={cardStyle}>
        {poster ? <img src={poster} alt="" width={160} height={90} /> : <span />}
        <div>
          <p id={titleId} role="status">
            {t('tv.next.in', { seconds: state.counter })}
          </p>
          <h3>{next.video.name}</h3>
          <p data-publisher>{next.video.publisher.name}</p>
          <div css={actionsStyle}>
            <button ref={cancel} type="button" css={buttonStyle} onClick={onCancel}>
              {t('tv.next.cancel')}
            </button>
            <Link to={next.href}>{t('tv.next.playNow')}</Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Under the player once the countdown is cancelled (or not started, saving data): the next video and Restart. */
export function NextBar({ next, state, onRestart }: Omit<NextProps, 'onCancel'>) {
  const t = useT();
  if (state.overlay !== 'hidden') return null;
  return (
    <div css={barStyle} role="group" aria-label={t('tv.next.label')}>
      <Link to={next.href}>{t('tv.next.upNext', { title: next.video.name })}</Link>
      <button type="button" onClick={onRestart}>
        {t('tv.next.restart')}
      </button>
    </div>
  );
}

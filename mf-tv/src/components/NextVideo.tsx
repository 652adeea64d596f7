import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import type { CountdownState } from '../data/countdown';
import type { GalleryVideo } from '../data/gallery';
import { useT } from '../i18n/messages';

const overlayStyle = css`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(0, 0, 0, 0.85);
  color: #fff;
  a {
    color: #fff;
  }
`;

const cardStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 10rem) minmax(0, 1fr);
  gap: 1rem;
  align-items: center;
  max-width: 36rem;
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
`;

const buttonStyle = css`
  margin-right: 0.5rem;
  padding: 0.5rem 0.875rem;
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
          <p>{next.video.publisher.name}</p>
          <button ref={cancel} type="button" css={buttonStyle} onClick={onCancel}>
            {t('tv.next.cancel')}
          </button>
          <Link to={next.href}>{t('tv.next.playNow')}</Link>
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

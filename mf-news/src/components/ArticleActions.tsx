import { css } from '@emotion/react';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useRemote, palette } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { getLiked, setLiked } from '../data/likes';
import { removeFromReadLater, saveForLater } from '../data/readLater';
import { useReadLater } from '../data/useReadLater';
import { useT } from '../i18n/messages';
import { ShareButtons } from './ShareButtons';

/** Compact: one short row of small pills; touch screens keep 44 px targets. */
const barStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  button,
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.25rem 0.875rem;
    font: inherit;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${palette.link};
    text-decoration: none;
    background: ${palette.surface};
    border: 2px solid ${palette.link};
    border-radius: 999px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    color: ${palette.surface};
    background: ${palette.link};
  }
  button:disabled {
    cursor: progress;
  }
  @media (pointer: fine) {
    button,
    a {
      min-height: 34px;
    }
  }
`;

type ActionTarget = Pick<Article, 'id' | 'context' | 'name' | 'link' | 'publisher'>;

/** Like/unlike (spec 7 "Likes"), read later on the device (spec 4) and share, for one article. */
export function ArticleActions({ article, url }: { article: ActionTarget; url: string }) {
  const t = useT();
  const { bus } = useRemote();
  const { api } = useRemote().services;
  const saved = useReadLater().some((story) => story.id === article.id);
  /** undefined until the reader's likes are known. */
  const [liked, setLikedState] = useState<boolean>();
  const [pending, setPending] = useState(false);

  // A tap before the reader's likes are known (the page's first moments, a tap made before the
  // scripts ran) is kept and made once they are: the button is never disabled for it. It asked
  // for a like (the button showed "not liked" meanwhile), which a story already liked has.
  const tapped = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const like = useCallback(
    (next: boolean) => {
      setLikedState(next);
      setPending(true);
      void setLiked(api, article, next).then((result) => {
        setPending(false);
        if (result.ok) return setLikedState(result.data);
        setLikedState(!next);
        bus.publish('toast.show', 1, { message: t('news.toast.likeFailed'), status: 'error' });
      });
    },
    [api, article, bus, t],
  );

  const likesKnown = useEffectEvent((known: boolean) => {
    setWaiting(false);
    const asked = tapped.current;
    tapped.current = false;
    if (asked && !known) like(true);
    else setLikedState(known);
  });

  useEffect(() => {
    const controller = new AbortController();
    void getLiked(api, article.id, controller.signal).then((result) => {
      // Spec 8: like failures are a flag, not a page error; the button starts as "not liked".
      if (!controller.signal.aborted) likesKnown(result.ok ? result.data : false);
    });
    return () => controller.abort();
  }, [api, article.id]);

  const toggleLike = () => {
    if (pending) return;
    if (liked !== undefined) return like(!liked);
    tapped.current = !tapped.current;
    setWaiting(tapped.current);
  };

  const toggleSaved = () => {
    if (saved) removeFromReadLater(article.id);
    else {
      saveForLater(article);
      bus.publish('article.savedForLater', 1, { id: article.id });
    }
    bus.publish('toast.show', 1, {
      message: t(saved ? 'news.toast.unsaved' : 'news.toast.saved'),
      status: saved ? 'info' : 'success',
    });
  };

  return (
    <div css={barStyle} role="group" aria-label={t('news.story.actions')}>
      <button
        type="button"
        aria-pressed={liked === true}
        aria-disabled={pending || waiting || undefined}
        onClick={toggleLike}
      >
        {t('news.story.like')}
      </button>
      <button type="button" aria-pressed={saved} onClick={toggleSaved}>
        {t('news.story.readLater')}
      </button>
      <ShareButtons article={article} url={url} />
    </div>
  );
}

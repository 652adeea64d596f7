import { useEffect, useState } from 'react';
import { palette } from 'shared-contracts/remote-kit';
import type { FeedState } from '../data/liveFeed';
import { useT } from '../i18n/messages';

interface UpdatedAgoProps {
  /** When the data on screen was last confirmed current (ms since epoch). */
  readonly at: number;
  readonly feed: FeedState | null;
  readonly pollMs: number;
}

/**
 * "Atualizado há N s" and how the page keeps current (issue item 3). It re-renders every second but
 * is deliberately not a live region: a ticking counter would flood screen readers.
 */
export function UpdatedAgo({ at, feed, pollMs }: UpdatedAgoProps) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const updated = seconds < 2 ? t('scores.updated.now') : t('scores.updated.ago', { seconds });
  const how =
    feed === 'streaming'
      ? t('scores.feed.streaming')
      : feed === 'polling'
        ? t('scores.feed.polling', { seconds: Math.round(pollMs / 1000) })
        : feed === 'reconnecting'
          ? t('scores.feed.reconnecting')
          : null;
  return (
    <p css={{ margin: 0, fontSize: '0.875rem', color: palette.muted }} data-testid="updated-ago">
      {how ? `${updated} · ${how}` : updated}
    </p>
  );
}

import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'shared-contracts/router';
import { EmptyState, palette, plainList } from 'shared-contracts/remote-kit';
import { kilobytes, useOfflineCopies } from '../data/offlineCopies';
import { removeFromReadLater, type SavedStory } from '../data/readLater';
import { useT } from '../i18n/messages';

const listStyle = css`
  ${plainList}
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    justify-content: space-between;
    padding-bottom: 0.5rem;
    border-bottom: 1px solid ${palette.border};
  }
  a {
    font-weight: 600;
    line-height: 1.35;
  }
  small {
    display: block;
    color: ${palette.muted};
  }
  button {
    flex: none;
    min-width: 44px;
    min-height: 44px;
    font: inherit;
    font-size: 1.25rem;
    color: ${palette.muted};
    background: none;
    border: 1px solid ${palette.border};
    border-radius: 6px;
    cursor: pointer;
  }
`;
const asideStyle = css`
  padding: 1rem;
  border: 1px solid ${palette.border};
  border-radius: 8px;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.1rem;
  }
`;

/**
 * The stories saved to read later on this device (spec 1, spec 4), newest first, each with a
 * remove button and, when its copy is kept for offline reading, its size. `compact` renders it as a complementary box beside a feed.
 */
export function ReadLaterList({
  stories,
  compact = false,
}: {
  stories: readonly SavedStory[];
  compact?: boolean;
}) {
  const t = useT();
  const headingId = useId();
  const offline = useOfflineCopies(stories);
  const list =
    stories.length === 0 ? (
      <EmptyState>{t('news.readLater.empty')}</EmptyState>
    ) : (
      <ul css={listStyle}>
        {stories.map((story) => (
          <li key={story.id}>
            <span>
              <Link to={story.href}>{story.name}</Link>
              <small>{story.publisher}</small>
              {offline.has(story.href) ? (
                <small data-offline-copy>
                  {t('news.readLater.offline', { kb: kilobytes(offline.get(story.href)?.bytes ?? 0) })}
                </small>
              ) : null}
            </span>
            <button
              type="button"
              aria-label={t('news.readLater.remove', { title: story.name })}
              onClick={() => removeFromReadLater(story.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    );
  if (!compact) return list;
  return (
    <aside aria-labelledby={headingId} css={asideStyle}>
      <h2 id={headingId}>{t('news.readLater.title')}</h2>
      {list}
    </aside>
  );
}

import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { palette, plainList } from 'shared-contracts/remote-kit';
import { FEED_TABS, type FeedTab } from '../data/feed';
import { useT } from '../i18n/messages';

const listStyle = css`
  ${plainList}
  display: flex;
  gap: 0.25rem;
  margin: 0 0 1.5rem;
  overflow-x: auto;
  border-bottom: 1px solid ${palette.border};
  a {
    display: inline-block;
    min-height: 44px;
    padding: 0.75rem 1rem;
    color: ${palette.muted};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${palette.text};
    font-weight: 700;
    border-bottom-color: ${palette.link};
  }
  /* Phones (390 px and up) show all four tabs: tighter padding and a smaller font below sm. */
  @media (max-width: 639px) {
    gap: 0;
    li {
      flex: 1 1 auto;
    }
    a {
      display: block;
      padding: 0.75rem 0.375rem;
      font-size: 0.875rem;
      text-align: center;
    }
  }
`;

/** The four feed tabs (spec 2 "Feeds"), as links: the current one, if any (the front page is none), carries aria-current. */
export function FeedTabs({ active }: { active?: FeedTab }) {
  const t = useT();
  return (
    <nav aria-label={t('news.tabs.label')}>
      <ul css={listStyle}>
        {FEED_TABS.map((tab) => (
          <li key={tab}>
            <Link to={`/feed/${tab}`} aria-current={tab === active ? 'page' : undefined}>
              {t(`news.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

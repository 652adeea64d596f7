import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { NavigateLink, palette, plainList } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import type { LeagueNews } from './useLeagueNews';
import { useT } from '../../i18n/messages';

const listStyle = css`
  ${plainList}
  margin: 0 0 1rem;
  li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${palette.border};
  }
  .title {
    font-weight: 600;
  }
  .meta {
    margin: 0.25rem 0 0;
    font-size: 0.875rem;
    color: ${palette.muted};
  }
  button {
    font: inherit;
  }
`;

const moreStyle = css`
  font: inherit;
  padding: 0.5rem 1rem;
  border: 1px solid ${palette.link};
  border-radius: 6px;
  background: ${palette.surface};
  color: ${palette.link};
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
`;

/** An item links to its article page in the news remote, or out to the publisher (external). */
function ArticleLink({ article }: { article: Article }) {
  return article.external ? (
    <a className="title" href={article.link}>
      {article.name}
    </a>
  ) : (
    <NavigateLink className="title" to={article.link}>
      {article.name}
    </NavigateLink>
  );
}

/** The loaded news with a "more" button until the end of the list (spec 4, spec 8 "no more content"). */
export function NewsList({ news, label }: { news: LeagueNews; label: string }) {
  const intl = useIntl();
  const t = useT();
  const endRef = useRef<HTMLParagraphElement>(null);
  const moreHadFocus = useRef(false);
  useEffect(() => {
    // The button disappears at the end of the list: keep a keyboard reader's place.
    if (news.end && moreHadFocus.current) endRef.current?.focus();
  }, [news.end]);
  return (
    <>
      <ul css={listStyle} aria-label={label}>
        {news.articles.map((article) => (
          <li key={article.id}>
            <ArticleLink article={article} />
            <p className="meta">
              {article.publisher.name} ·{' '}
              <time dateTime={article.publish_date}>
                {intl.formatDate(new Date(article.publish_date), { dateStyle: 'medium' })}
              </time>
            </p>
          </li>
        ))}
      </ul>
      {news.status === 'moreFailed' && <p role="alert">{t('news.error')}</p>}
      {news.end ? (
        <p ref={endRef} tabIndex={-1} role="status" css={{ color: palette.muted }}>
          {t('news.empty')}
        </p>
      ) : (
        <button
          type="button"
          css={moreStyle}
          disabled={news.status === 'more'}
          aria-busy={news.status === 'more'}
          onFocus={() => (moreHadFocus.current = true)}
          onBlur={() => (moreHadFocus.current = false)}
          onClick={news.loadMore}
        >
          {t('news.more')}
        </button>
      )}
    </>
  );
}

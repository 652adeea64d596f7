import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/router';
import { EmptyState, palette, plainList } from 'shared-contracts/remote-kit';
import type { SitemapResponse } from 'shared-contracts';
import { isSitePath, sitemapPath, type SitemapPagePeriod } from 'shared-contracts';
import { useT } from '../../i18n/messages';
import { SITEMAP_PER } from './sitemapData';
import { usePeriodLabel } from './usePeriodLabel';

const periodsStyle = css`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.5rem 1rem;
  margin: 0 0 1.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
  span {
    display: block;
    font-size: 0.875rem;
    color: ${palette.muted};
  }
`;
const storiesStyle = css`
  ${plainList}
  li {
    padding: 0.6rem 0;
    border-bottom: 1px solid ${palette.border};
  }
  time {
    display: block;
    font-size: 0.875rem;
    color: ${palette.muted};
  }
`;
const headingStyle = css`
  margin: 1.5rem 0 0.5rem;
  font-size: 1.15rem;
`;
const pagerStyle = css`
  display: flex;
  justify-content: space-between;
  margin-top: 1rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const UNIT = { year: 'sitemap.years', month: 'sitemap.months', day: 'sitemap.days' } as const;

/**
 * One sitemap page (spec 2 "Sitemap"): the shorter periods inside the asked one with their story
 * counts, then the period's stories, newest first, a hundred a page with previous/next links.
 */
export function SitemapView({ period, data }: { period: SitemapPagePeriod; data: SitemapResponse }) {
  const t = useT();
  const intl = useIntl();
  const label = usePeriodLabel();
  const unit = period.year === undefined ? 'year' : period.month === undefined ? 'month' : 'day';
  const pages = Math.max(1, Math.ceil(data.total / SITEMAP_PER));
  const pageHref = (page: number) => `${sitemapPath(period)}${page > 1 ? `?page=${page}` : ''}`;

  return (
    <>
      {data.periods.length > 0 && (
        <section aria-labelledby="sitemap-periods">
          <h2 id="sitemap-periods" css={headingStyle}>
            {t(UNIT[unit])}
          </h2>
          <ul css={periodsStyle}>
            {data.periods.map((p) => {
              const child = { year: p.year, month: p.month ?? undefined, day: p.day ?? undefined };
              return (
                <li key={sitemapPath(child)}>
                  <Link to={sitemapPath(child)}>{label(child)}</Link>
                  <span>{t('sitemap.count', { count: p.count })}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {period.year === undefined ? null : data.results.length === 0 ? (
        <EmptyState>{t('news.empty.sitemap')}</EmptyState>
      ) : (
        <section aria-labelledby="sitemap-stories">
          <h2 id="sitemap-stories" css={headingStyle}>
            {t('sitemap.stories')} ({t('sitemap.count', { count: data.total })})
          </h2>
          <ul css={storiesStyle}>
            {data.results.map((story) => (
              <li key={story.id}>
                {isSitePath(story.path) ? <Link to={story.path}>{story.name}</Link> : story.name}
                <time dateTime={story.publish_date}>
                  {intl.formatDate(story.publish_date, {
                    dateStyle: 'long',
                    timeStyle: 'short',
                    timeZone: 'America/Sao_Paulo',
                  })}
                </time>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('sitemap.pagination')} css={pagerStyle}>
              {data.page > 1 ? <Link to={pageHref(data.page - 1)}>{t('sitemap.previous')}</Link> : <span />}
              {data.page < pages && <Link to={pageHref(data.page + 1)}>{t('sitemap.next')}</Link>}
            </nav>
          )}
        </section>
      )}
    </>
  );
}

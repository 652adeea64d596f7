/** The /sitemap pages (spec 2 "Sitemap": /sitemap, /sitemap/{year}, /{year}/{month}, /{year}/{month}/{day}). */
import {
  useRemote,
  EmptyState,
  PageFrame,
  Skeleton,
  useLoad,
  plainList,
  withSectionTexts,
} from 'shared-contracts/remote-kit';
import { css } from '@emotion/react';
import { useCallback, useState } from 'react';
import { sitemapPath, sitemapPeriodOf, type SitemapPagePeriod } from 'shared-contracts';
import { Link, Route, Routes, useParams, useSearchParams } from 'shared-contracts/router';
import { useT } from '../../i18n/messages';
import { getSitemap } from './sitemapData';
import { SitemapView } from './SitemapView';
import { usePeriodLabel } from './usePeriodLabel';
import { NotFoundPage } from '../NotFoundPage';
import { favorites } from '../../i18n/favorites';

const crumbsStyle = css`
  ol {
    ${plainList}
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    margin: 0 0 1rem;
  }
  li + li::before {
    content: '›';
    margin-right: 0.5rem;
  }
`;

function SitemapSectionPages() {
  return (
    <Routes>
      <Route index element={<SitemapRoute />} />
      <Route path=":year/:month?/:day?" element={<SitemapRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SitemapRoute() {
  const period = sitemapPeriodOf(useParams());
  const [search] = useSearchParams();
  const page = Number(search.get('page') ?? '1');
  if (!period || !Number.isInteger(page) || page < 1 || page > 10000) return <NotFoundPage />;
  return <SitemapPage period={period} page={page} />;
}

function SitemapPage({ period, page }: { period: SitemapPagePeriod; page: number }) {
  const t = useT();
  const { api } = useRemote().services;
  const label = usePeriodLabel();
  const [attempt, setAttempt] = useState(0);
  const { year, month, day } = period;
  const load = useCallback(
    (signal: AbortSignal) => getSitemap(api, { year, month, day }, page, signal),
    [api, year, month, day, page],
  );
  const data = useLoad(`${sitemapPath(period)}?${page}#${attempt}`, load);
  const title = year === undefined ? t('news.title.sitemap') : label(period);
  // Every period above the asked one: the sitemap, its year, its month.
  const crumbs: SitemapPagePeriod[] = [{}];
  if (month !== undefined) crumbs.push({ year });
  if (day !== undefined) crumbs.push({ year, month });

  return (
    <PageFrame
      title={title}
      ads="frame"
      busy={data.status === 'loading'}
      nav={
        year !== undefined && (
          <nav aria-label={t('sitemap.breadcrumb')} css={crumbsStyle}>
            <ol>
              {crumbs.map((crumb) => (
                <li key={sitemapPath(crumb)}>
                  <Link to={sitemapPath(crumb)}>
                    {crumb.year === undefined ? t('sitemap.root') : label(crumb)}
                  </Link>
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        )
      }
    >
      {year === undefined && <p>{t('sitemap.intro')}</p>}
      {data.status === 'loading' && <Skeleton label={t('news.loading')} height="20rem" lines={8} />}
      {data.status === 'failed' && (
        <EmptyState
          action={
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('favorites.retry')}
            </button>
          }
        >
          {t('sitemap.error')}
        </EmptyState>
      )}
      {data.status === 'ready' && <SitemapView period={period} data={data.data} />}
    </PageFrame>
  );
}

/** The section with its own texts (../../i18n/favorites.ts), which only its route chunk carries. */
export const SitemapSection = withSectionTexts(favorites.pt, SitemapSectionPages);

import { useCallback, useEffect } from 'react';
import { articleIdFrom, articleTargetOf } from 'shared-contracts';
import { Link, useLocation, useParams } from 'shared-contracts/router';
import { useRemote, EmptyState, PageFrame, Skeleton, useLoad } from 'shared-contracts/remote-kit';
import { ArticleView } from '../components/ArticleView';
import { getArticle, kindOf, TYPE_SEGMENT, type ArticleKind } from '../data/article';
import { useT } from '../i18n/messages';
import { NotFoundPage } from './NotFoundPage';

const PLACEHOLDER = { news: 'news.title.newsStory', video: 'news.title.videoStory' } as const;

/**
 * /{post}/news_stories/* and /{post}/videos/* (spec 2 "Article pages"). post 'noproxy' and any
 * other value render the same page: this site never proxies a publisher's page.
 */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const id = articleIdFrom(TYPE_SEGMENT[kind], useParams()['*'] ?? '');
  if (!id) return <NotFoundPage />;
  return <ArticleLoader key={`${kind}/${id}`} kind={kind} id={id} />;
}

/** /media/news_stories/... and /media/{context}/{vertical}/{publisher}/{name}/{id} (spec 2 "Media"). */
export function MediaPage() {
  const target = articleTargetOf(useLocation().pathname);
  if (!target) return <NotFoundPage />;
  const kind = kindOf(target.context);
  return <ArticleLoader key={`${kind}/${target.id}`} kind={kind} id={target.id} />;
}

function ArticleLoader({ kind, id }: { kind: ArticleKind; id: string }) {
  const t = useT();
  const { services } = useRemote();
  const { api } = useRemote().services;
  const siteId = services.config.id;
  const load = useCallback(
    (signal: AbortSignal) => getArticle(api, kind, id, siteId, signal),
    [api, siteId, kind, id],
  );
  const article = useLoad(`${kind}/${id}`, load);
  // A story opened from a scrolled feed (or from related stories) starts at its title.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (article.status === 'loading') {
    return (
      <PageFrame title={t(PLACEHOLDER[kind])} busy>
        <Skeleton label={t('news.loading')} height="32rem" lines={10} />
      </PageFrame>
    );
  }
  if (article.status === 'ready') return <ArticleView article={article.data} />;
  // Spec 8: an unknown id (404) or one the API refuses as malformed (400) is the 404 page;
  // other failures say so and offer the way home.
  if (article.httpStatus === 404 || article.httpStatus === 400) return <NotFoundPage />;
  return (
    <PageFrame title={t(PLACEHOLDER[kind])}>
      <EmptyState action={<Link to="/">{t('news.home')}</Link>}>{t('news.article.error')}</EmptyState>
    </PageFrame>
  );
}

import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useRemote, EmptyState, PageFrame, Skeleton, useLoad } from 'shared-contracts/remote-kit';
import { articleIdFrom, getArticle, type ArticleKind } from '../data/article';
import { useT } from '../i18n/useT';

const PLACEHOLDER = { news: 'news.title.newsStory', video: 'news.title.videoStory' } as const;
const NOT_FOUND = { news: 'news.article.notFound', video: 'news.video.notFound' } as const;

/** /{post}/news_stories/* and /{post}/videos/*: the article frame. */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const id = articleIdFrom(kind, useParams()['*'] ?? '');
  if (!id) return <ArticleNotFound kind={kind} />;
  return <ArticleLoader key={id} kind={kind} id={id} />;
}

function ArticleLoader({ kind, id }: { kind: ArticleKind; id: string }) {
  const t = useT();
  const { bus, services } = useRemote();
  const load = useCallback(
    (signal: AbortSignal) => getArticle(services.api, kind, id, services.config.id, signal),
    [services, kind, id],
  );
  const article = useLoad(`${kind}/${id}`, load);
  const first = article.status === 'ready' ? article.data[0] : undefined;

  useEffect(() => {
    if (first) bus.publish('article.opened', 1, { id: first.id, kind, title: first.name });
  }, [bus, first, kind]);

  if (article.status === 'loading') {
    return (
      <PageFrame title={t(PLACEHOLDER[kind])} busy>
        <Skeleton label={t('news.loading')} height="24rem" lines={8} />
      </PageFrame>
    );
  }
  if (article.status === 'failed' && article.httpStatus !== 404) {
    return (
      <PageFrame title={t(PLACEHOLDER[kind])}>
        <EmptyState action={<Link to="/">{t('news.home')}</Link>}>{t('news.article.error')}</EmptyState>
      </PageFrame>
    );
  }
  if (!first) return <ArticleNotFound kind={kind} />;
  // The body, media and related stories arrive with the article issue.
  return <PageFrame title={first.name} />;
}

function ArticleNotFound({ kind }: { kind: ArticleKind }) {
  const t = useT();
  return (
    <PageFrame title={t(PLACEHOLDER[kind])}>
      <EmptyState action={<Link to="/">{t('news.home')}</Link>}>{t(NOT_FOUND[kind])}</EmptyState>
    </PageFrame>
  );
}

import { Link } from 'shared-contracts/router';
import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';

/** A path under this remote that names nothing, or an unknown article (spec 2 "404 page", spec 8). */
export function NotFoundPage() {
  const t = useT();
  return (
    <PageFrame title={t('news.title.notFound')}>
      <EmptyState action={<Link to="/">{t('news.home')}</Link>}>
        {t('news.notFound.body')}. {t('news.notFound.hint')}
      </EmptyState>
    </PageFrame>
  );
}

/** /error/content_not_found: where a story that no longer exists sends the reader. */
export function ContentNotFoundPage() {
  const t = useT();
  return (
    <PageFrame title={t('news.title.contentNotFound')}>
      <EmptyState action={<Link to="/">{t('news.home')}</Link>}>{t('news.contentNotFound.body')}</EmptyState>
    </PageFrame>
  );
}

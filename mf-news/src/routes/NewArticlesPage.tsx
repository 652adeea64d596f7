import { PageFrame } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { FeedList } from './FeedList';

/** /newarticles/{name?}/{selected?}/feed (spec 2): the newest stories, paged like the home tabs. */
export function NewArticlesPage() {
  const t = useT();
  return (
    <PageFrame title={t('news.title.newArticles')} ads="frame">
      <FeedList source="newArticles" />
    </PageFrame>
  );
}

import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { useT } from '../i18n/messages';
import { RelativeDate } from './RelativeDate';

const bylineStyle = css`
  margin: 0 0 1rem;
  font-size: 0.875rem;
  line-height: 1.5;
  color: ${palette.muted};
  p {
    margin: 0;
  }
  strong {
    color: ${palette.text};
  }
  .parts > * + *::before {
    content: ' · ';
  }
`;

/**
 * Who wrote the story and when (spec 3 author, publisher, publish_date; the credit line closes
 * the story, where the licences want it). A date that is
 * not the story's publication date (date_is_real false: the source gave none) is called the
 * date the story came to the site; a text written by a template from match data says so.
 */
export function ArticleByline({
  article,
}: {
  article: Pick<
    Article,
    'author' | 'publisher' | 'publish_date' | 'date_is_real' | 'generated' | 'verticals'
  >;
}) {
  const t = useT();
  const vertical = article.verticals[0]?.label || t('news.story.defaultVertical');
  return (
    <div css={bylineStyle}>
      <p className="parts">
        <strong>{vertical}</strong>
        {article.author && <span>{t('news.story.by', { author: article.author })}</span>}
        <span>{article.publisher.name}</span>
      </p>
      <p className="parts">
        <span>
          {t(article.date_is_real || article.generated ? 'article.published' : 'article.imported')}{' '}
          <RelativeDate iso={article.publish_date} />
          {!article.date_is_real && !article.generated && ` (${t('article.importedNote')})`}
        </span>
        {article.generated && <span>{t('article.generated')}</span>}
      </p>
    </div>
  );
}

import { css } from '@emotion/react';
import { useCallback, useEffect } from 'react';
import { PageFrame, palette, useRemote } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { kindOf } from '../data/article';
import { articleHead } from '../data/articleHead';
import { articleHref } from '../data/feed';
import { isHttpUrl } from 'shared-contracts';
import { responsiveImage } from '../data/urls';
import { useT } from '../i18n/messages';
import { ArticleActions } from './ArticleActions';
import { ArticleBody } from './ArticleBody';
import { ArticleMedia } from './ArticleMedia';
import { RelatedStories } from './RelatedStories';
import { RelativeDate } from './RelativeDate';
import { TagList } from './TagList';

const metaStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0 0 1rem;
  color: ${palette.muted};
  strong {
    color: ${palette.text};
  }
`;
const creditStyle = css`
  margin: 1.5rem 0;
  font-size: 0.875rem;
  color: ${palette.muted};
`;

/**
 * An article or video story (spec 2 "Article pages", spec 3 "Article/video"): vertical (first one,
 * default News), publisher, author, date, photo or video, body, tags, actions, credit, related.
 */
export function ArticleView({ article }: { article: Article }) {
  const t = useT();
  const { bus } = useRemote();
  const kind = kindOf(article.context);
  const vertical = article.verticals[0]?.label || t('news.story.defaultVertical');
  const url =
    typeof window === 'undefined'
      ? articleHref(article)
      : new URL(articleHref(article), window.location.origin).href;
  const original = article.links[0]?.url ?? '';
  const { id, name } = article;

  useEffect(() => {
    bus.publish('article.opened', 1, { id, kind, title: name });
  }, [bus, id, kind, name]);
  const onRead = useCallback(() => bus.publish('article.read', 1, { id, kind }), [bus, id, kind]);

  return (
    <PageFrame title={article.name} head={articleHead(article)}>
      <p css={metaStyle}>
        <strong>{vertical}</strong>
        <span>{article.publisher.name}</span>
        {article.author && <span>{t('news.story.by', { author: article.author })}</span>}
        <RelativeDate iso={article.publish_date} />
      </p>
      <ArticleMedia article={article} image={responsiveImage(article.photos[0]?.original)} />
      <ArticleActions article={article} url={url} />
      {article.description && !article.body && <p>{article.description}</p>}
      {article.body && <ArticleBody body={article.body} format={article.body_format} onRead={onRead} />}
      {article.external && isHttpUrl(original) && (
        <p>
          <a
            href={original}
            onClick={(event) => {
              event.preventDefault();
              bus.publish('external.open', 1, { url: original, fromBody: false });
            }}
          >
            {t('news.story.readAtPublisher', { publisher: article.publisher.name })}
          </a>
        </p>
      )}
      <p css={creditStyle}>{t('news.story.credit', { credit: article.credit })}</p>
      <TagList tags={article.tags} />
      <RelatedStories article={article} />
    </PageFrame>
  );
}

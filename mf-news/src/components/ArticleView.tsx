import { css } from '@emotion/react';
import { useCallback, useEffect, useRef } from 'react';
import { PageFrame, palette, storyPageHead, useRemote } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { kindOf } from '../data/article';
import { articleHref } from '../data/feed';
import { isHttpUrl, startReadBeacon, type ReadBeacon } from 'shared-contracts';
import { readingParts } from '../data/reading';
import { responsiveImage } from '../data/urls';
import { useT } from '../i18n/messages';
import { ArticleActions } from './ArticleActions';
import { ArticleBody } from './ArticleBody';
import { ArticleMedia } from './ArticleMedia';
import { RelatedStories } from './RelatedStories';
import { ArticleByline } from './ArticleByline';
import { SectionLatest } from './SectionLatest';
import { TagList } from './TagList';
import { useNearScreen } from './useNearScreen';

/**
 * A reading column (about 680 px, like the Guardian's and the BBC's article pages): the frame is
 * narrowed to it, the headline sized for reading, the story text at 18 px / 1.6.
 */
const readingStyle = css`
  > section {
    max-width: calc(42.5rem + 2rem);
    padding-top: 1rem;
  }
  > section > h1 {
    margin-bottom: 0.625rem;
    font-size: 1.625rem;
    line-height: 1.2;
    letter-spacing: -0.01em;
    @media (min-width: 48rem) {
      font-size: 2rem;
      line-height: 1.18;
    }
  }
`;
const standfirstStyle = css`
  margin: 0 0 0.75rem;
  font-size: 1.1875rem;
  line-height: 1.45;
  color: ${palette.text};
`;
/** The body's first paragraph set apart as the lead reads as a standfirst (BBC's bold intro). */
const leadStyle = css`
  max-width: 42rem;
  margin: 0 0 0.75rem;
  font-size: 1.1875rem;
  font-weight: 600;
  line-height: 1.5;
`;
const creditStyle = css`
  margin: 1.5rem 0;
  font-size: 0.875rem;
  color: ${palette.muted};
`;
const asideStyle = css`
  margin-top: 2rem;
  display: grid;
  gap: 2rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;

/**
 * An article or video story (spec 2 "Article pages", spec 3 "Article/video"), laid out for
 * reading: headline, standfirst, byline (vertical, author, publisher, date, credit), the picture
 * or video at the column's width, a compact actions bar, the body, tags, then related stories and
 * the section's latest.
 */
export function ArticleView({ article }: { article: Article }) {
  const t = useT();
  // Related and latest stories load as the reader nears the end of the story.
  const aside = useRef<HTMLDivElement>(null);
  const asideNear = useNearScreen(aside, article.id);
  const { bus, services } = useRemote();
  const { api } = services;
  const kind = kindOf(article.context);
  const url =
    typeof window === 'undefined'
      ? articleHref(article)
      : new URL(articleHref(article), window.location.origin).href;
  const original = article.links[0]?.url ?? '';
  const { id, name } = article;

  useEffect(() => {
    bus.publish('article.opened', 1, { id, kind, title: name });
  }, [bus, id, kind, name]);
  // A read counts when the reader had the story on screen long enough or scrolled through it:
  // the read beacon tells the server, and 'article.read' says the server counted it.
  const beacon = useRef<ReadBeacon | undefined>(undefined);
  useEffect(() => {
    const watch = startReadBeacon({
      api,
      kind,
      id,
      mode: 'onScreen',
      onCounted: () => bus.publish('article.read', 1, { id, kind }),
    });
    beacon.current = watch;
    return () => {
      watch.stop();
      beacon.current = undefined;
    };
  }, [api, bus, id, kind]);
  const onRead = useCallback(() => beacon.current?.scrolledThrough(), []);
  const parts = readingParts(article);

  return (
    <div css={readingStyle}>
      <PageFrame title={article.name} head={storyPageHead(article)} ads="frame">
        {parts.standfirst && <p css={standfirstStyle}>{parts.standfirst}</p>}
        {parts.lead && (
          <div data-article-body="">
            <p css={leadStyle}>{parts.lead}</p>
          </div>
        )}
        <ArticleByline article={article} />
        <ArticleMedia article={article} image={responsiveImage(article.photos[0]?.original)} />
        <ArticleActions article={article} url={url} />
        {!parts.body && !parts.standfirst && article.description && <p>{article.description}</p>}
        {parts.body && <ArticleBody body={parts.body} format={article.body_format} onRead={onRead} />}
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
        <div css={asideStyle} ref={aside}>
          {asideNear && (
            <>
              <RelatedStories article={article} />
              <SectionLatest article={article} />
            </>
          )}
        </div>
      </PageFrame>
    </div>
  );
}

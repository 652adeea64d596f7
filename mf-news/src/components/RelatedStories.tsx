import { useRemote, palette, plainList } from 'shared-contracts/remote-kit';
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import type { Article } from 'shared-contracts';
import { getRelated } from '../data/article';
import { useT } from '../i18n/messages';
import { StoryCard } from './StoryCard';

const listStyle = css`
  ${plainList}
  display: grid;
  gap: 1rem;
  > li {
    padding-bottom: 1rem;
    border-bottom: 1px solid ${palette.border};
  }
`;

/**
 * Stories related to one article. Secondary data fails softly (STYLE.md, spec 8): while loading,
 * on failure or with nothing related the section is simply absent.
 */
export function RelatedStories({ article }: { article: Pick<Article, 'id' | 'context' | 'post'> }) {
  const t = useT();
  const { api } = useRemote().services;
  const headingId = useId();
  const [related, setRelated] = useState<{ for: string; stories: readonly Article[] }>();
  const { id, context, post } = article;

  useEffect(() => {
    const controller = new AbortController();
    void getRelated(api, { id, context, post }, controller.signal).then((stories) => {
      if (!controller.signal.aborted) setRelated({ for: id, stories });
    });
    return () => controller.abort();
  }, [api, id, context, post]);

  const stories = related?.for === id ? related.stories.filter((story) => story.id !== id) : [];
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('news.story.related')}</h2>
      <ul css={listStyle}>
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} level={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

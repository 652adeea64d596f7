import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'shared-contracts/router';
import { palette, useRemote, plainList } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { getSectionLatest } from '../data/article';
import { articleHref } from '../data/feed';
import { useT } from '../i18n/messages';
import { RelativeDate } from './RelativeDate';

const listStyle = css`
  ${plainList}
  li {
    padding: 0.625rem 0;
    border-top: 1px solid ${palette.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.35;
  }
  h3 a {
    color: ${palette.text};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  time {
    font-size: 0.8125rem;
    color: ${palette.muted};
  }
`;

/** "Últimas de {section}" after the story: the section's newest headlines. Absent on failure. */
export function SectionLatest({ article }: { article: Pick<Article, 'id' | 'verticals'> }) {
  const t = useT();
  const { api } = useRemote().services;
  const headingId = useId();
  const [latest, setLatest] = useState<{ for: string; stories: readonly Article[] }>();
  const { id, verticals } = article;
  const section = verticals[0];

  useEffect(() => {
    const controller = new AbortController();
    void getSectionLatest(api, { id, verticals: section ? [section] : [] }, controller.signal).then(
      (stories) => {
        if (!controller.signal.aborted) setLatest({ for: id, stories });
      },
    );
    return () => controller.abort();
  }, [api, id, section]);

  const stories = latest?.for === id ? latest.stories : [];
  if (!section || stories.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('article.latest', { section: section.label })}</h2>
      <ul css={listStyle}>
        {stories.map((story) => (
          <li key={story.id}>
            <h3>
              <Link to={articleHref(story)}>{story.name}</Link>
            </h3>
            <RelativeDate iso={story.publish_date} />
          </li>
        ))}
      </ul>
    </section>
  );
}

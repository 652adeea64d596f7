import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'shared-contracts/router';
import { palette, plainList } from 'shared-contracts/remote-kit';
import { entitySearchPath, type Article } from 'shared-contracts';
import { useT } from '../i18n/messages';

const listStyle = css`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  a {
    display: inline-block;
    min-height: 44px;
    padding: 0.6rem 0.9rem;
    line-height: 1.5;
    text-decoration: none;
    border: 1px solid ${palette.border};
    border-radius: 999px;
  }
`;

/**
 * The story's tags, each a search for news of that profile, newest first (spec 2 "Search": by
 * followed profile /search/{advance}/news/{context}&{id}&{name}).
 */
export function TagList({ tags }: { tags: Article['tags'] }) {
  const t = useT();
  const headingId = useId();
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('news.story.tags')}</h2>
      <ul css={listStyle}>
        {tags.map((tag) => (
          <li key={`${tag.context}/${tag.id}`}>
            <Link to={entitySearchPath(tag)}>{tag.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Category topic bar under the header (spec 2 "Header": "favorites without type 'label', TV,
 * sports"). A horizontally scrollable list of links; topic targets must be same-site paths.
 */
import { css } from '@emotion/react';
import { NavLink } from 'shared-contracts/router';
import { useT } from '../i18n/catalogues';
import { color } from '../theme/colors';
import { isSitePath, type TopicBarEntry } from 'shared-contracts';

export type Topic = TopicBarEntry;

export interface TopicBarProps {
  readonly topics: readonly Topic[];
}

const navStyle = css`
  background: ${color.backgrounds};
  border-bottom: 1px solid rgb(0 0 0 / 8%);
`;
const listStyle = css`
  display: flex;
  gap: 0.25rem;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 0.5rem;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
  li {
    flex: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    white-space: nowrap;
    font-weight: 600;
    text-decoration: none;
    color: ${color.link};
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 6px;
    text-decoration-thickness: 3px;
  }
`;

export function TopicBar({ topics }: TopicBarProps) {
  const t = useT();
  const entries = [
    ...topics.filter((topic) => topic.type !== 'label' && isSitePath(topic.href)),
    { key: 'tv', name: t('topics.tv'), href: '/tv' },
    { key: 'sports', name: t('topics.sports'), href: '/sports' },
  ];
  return (
    <nav aria-label={t('topics.label')} css={navStyle}>
      <ul css={listStyle}>
        {entries.map((topic) => (
          <li key={topic.key}>
            <NavLink to={topic.href}>{topic.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

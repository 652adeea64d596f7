/**
 * Category topic bar under the header (spec 2 "Header": "favorites without type 'label', TV,
 * sports"). A horizontally scrollable list of links; topic targets must be same-site paths. The
 * site's own topics are named in the reader's language (league names stay as they are), a topic
 * named like TV or sports is listed once (as the section), and when the list is wider than the bar
 * a "more" control at its edge says so and scrolls it.
 */
import { css } from '@emotion/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink } from 'shared-contracts/router';
import { useT } from '../i18n/catalogues';
import { color } from '../theme/colors';
import { isSitePath, type TopicBarEntry } from 'shared-contracts';
import { Icon } from './Icon';

export type Topic = TopicBarEntry;

export interface TopicBarProps {
  readonly topics: readonly Topic[];
}

/** The site's own topics (the three entities of the seed), translated by key. */
const TRANSLATED = ['entities-news', 'entities-entertainment', 'entities-sports'] as const;
type TranslatedKey = (typeof TRANSLATED)[number];
const isTranslated = (key: string): key is TranslatedKey => (TRANSLATED as readonly string[]).includes(key);

const navStyle = css`
  position: relative;
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
const moreStyle = css`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  min-width: 44px;
  padding: 0 0.5rem 0 1.5rem;
  border: 0;
  cursor: pointer;
  color: ${color.link};
  background: linear-gradient(to right, transparent, ${color.backgrounds} 40%);
`;

/** Whether the list has more entries past its right edge (false before the scripts run). */
function useMoreToTheRight(list: RefObject<HTMLUListElement | null>, entries: number): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const node = list.current;
    if (!node) return;
    const measure = () => setMore(node.scrollLeft + node.clientWidth < node.scrollWidth - 1);
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [list, entries]);
  return more;
}

export function TopicBar({ topics }: TopicBarProps) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const fixed = [
    { key: 'tv', name: t('topics.tv'), href: '/tv' },
    { key: 'sports', name: t('topics.sports'), href: '/sports' },
  ];
  const names = new Set(fixed.map((entry) => entry.name));
  const own = topics
    .filter((topic) => topic.type !== 'label' && isSitePath(topic.href))
    .map((topic) => ({ ...topic, name: isTranslated(topic.key) ? t(`topics.${topic.key}`) : topic.name }))
    .filter((topic) => !names.has(topic.name) && names.add(topic.name));
  const entries = [...own, ...fixed];
  const more = useMoreToTheRight(list, entries.length);
  return (
    <nav aria-label={t('topics.label')} css={navStyle}>
      <ul ref={list} css={listStyle}>
        {entries.map((topic) => (
          <li key={topic.key}>
            <NavLink to={topic.href}>{topic.name}</NavLink>
          </li>
        ))}
      </ul>
      {more && (
        <button
          type="button"
          css={moreStyle}
          aria-label={t('topics.more')}
          onClick={() => list.current?.scrollBy({ left: list.current.clientWidth * 0.8, behavior: 'smooth' })}
        >
          <Icon name="chevronRight" />
        </button>
      )}
    </nav>
  );
}

import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/messages';

const SECTIONS = {
  discover: { title: 'news.title.discover', empty: 'news.empty.discover' },
  favorites: { title: 'news.title.favorites', empty: 'news.empty.favorites' },
  sitemap: { title: 'news.title.sitemap', empty: 'news.empty.sitemap' },
} as const satisfies Record<string, { title: MessageId; empty: MessageId }>;

export type Section = keyof typeof SECTIONS;

/**
 * The frame of a news section whose content arrives with its own issue (discover, favorites,
 * sitemap): the title and the section's empty state, never placeholder data.
 */
export function SectionPage({ section }: { section: Section }) {
  const t = useT();
  const { title, empty } = SECTIONS[section];
  return (
    <PageFrame title={t(title)}>
      <EmptyState>{t(empty)}</EmptyState>
    </PageFrame>
  );
}

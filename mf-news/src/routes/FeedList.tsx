import { useMemo } from 'react';
import { Link } from 'shared-contracts/router';
import { EmptyState, useRemote, useSession } from 'shared-contracts/remote-kit';
import { StoryPages } from '../components/StoryPages';
import { createFeedLoader, type FeedSource } from '../data/feed';
import { usePagedFeed } from '../data/usePagedFeed';
import { useT } from '../i18n/messages';

/** Roughly one page of cards, so the first page replaces the skeleton without a jump. */
const PAGE_SKELETON = { height: '36rem', lines: 10 };

/**
 * The stories of one feed tab (spec 2 "Feeds"), loading the next page as the reader scrolls
 * (spec 4 "Feed paging").
 */
export function FeedList({
  source,
  hero = false,
  ads = false,
}: {
  source: FeedSource;
  hero?: boolean;
  /** Middle ad slots between the stories (StoryPages). */
  ads?: boolean;
}) {
  const t = useT();
  const { services } = useRemote();
  const { api } = useRemote().services;
  const signedIn = useSession().signedIn;
  const load = useMemo(
    () => createFeedLoader(source, { api, siteId: services.config.id, signedIn }),
    [source, api, services.config.id, signedIn],
  );
  const feed = usePagedFeed(`${source}/${signedIn}`, load);
  const empty =
    source === 'myfeed' ? (
      <EmptyState action={<Link to="/favorites">{t('news.feed.chooseFavorites')}</Link>}>
        {t('news.feed.emptyMyfeed')}
      </EmptyState>
    ) : (
      <EmptyState>{t('news.feed.empty')}</EmptyState>
    );
  return <StoryPages feed={feed} empty={empty} hero={hero} autoLoad skeleton={PAGE_SKELETON} ads={ads} />;
}

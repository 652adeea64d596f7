/** Search results and discover news: stories of a page loader, merged by id (spec 4). */
import { EmptyState } from 'shared-contracts/remote-kit';
import { StoryPages } from './StoryPages';
import type { PageLoader } from '../data/feed';
import { usePagedFeed } from '../data/usePagedFeed';

/** `load` must be stable for a given `pagesKey` (usePagedFeed). */
export function PagedStories({
  pagesKey,
  load,
  empty,
  ads = false,
}: {
  pagesKey: string;
  load: PageLoader;
  empty: string;
  /** Middle ad slots between the stories (StoryPages). */
  ads?: boolean;
}) {
  const feed = usePagedFeed(pagesKey, load);
  return <StoryPages feed={feed} level={3} empty={<EmptyState>{empty}</EmptyState>} ads={ads} />;
}

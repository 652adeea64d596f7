import { useSyncExternalStore } from 'react';
import { getReadLater, subscribeReadLater, type SavedStory } from './readLater';

const NO_SAVES: readonly SavedStory[] = [];

/** The read-later list, re-rendering on every change (this tab or another). */
export function useReadLater(): readonly SavedStory[] {
  return useSyncExternalStore(subscribeReadLater, getReadLater, () => NO_SAVES);
}

/**
 * The offline copies of the read-later list (issue "PWA" 3): saving a story for later also keeps
 * its page, first picture and scripts on the device (shared-contracts offline-store, read by the
 * service worker when offline); removing it frees them. The list shows which stories are kept
 * and their size.
 */
import { useEffect, useRef, useState } from 'react';
import { dropOffline, keepOffline, offlineCopies, type OfflineCopy } from 'shared-contracts';
import { subscribeReadLater } from './readLater';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function keepStoryOffline(href: string, title: string): void {
  void keepOffline(href, title).then(changed);
}

export function dropStoryOffline(href: string): void {
  void dropOffline(href).then(changed);
}

/** Kilobytes as the list shows them: whole KB, at least 1. */
export const kilobytes = (bytes: number): number => Math.max(1, Math.ceil(bytes / 1024));

/** Stories whose copy this page already tried to make again (once per page). */
const repaired = new Set<string>();

/**
 * The stories kept offline on this device, by path; empty until read (and on the server). A saved
 * story without its copy (saved just before leaving the page, or while offline) gets it now.
 */
export function useOfflineCopies(
  stories: readonly { readonly href: string; readonly name: string }[] = [],
): ReadonlyMap<string, OfflineCopy> {
  const [copies, setCopies] = useState<ReadonlyMap<string, OfflineCopy>>(() => new Map());
  const missing = useRef(stories);
  useEffect(() => {
    missing.current = stories;
  }, [stories]);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void offlineCopies().then((next) => {
        if (!alive) return;
        setCopies(next);
        if (!navigator.onLine) return;
        for (const story of missing.current) {
          if (next.has(story.href) || repaired.has(story.href)) continue;
          repaired.add(story.href);
          keepStoryOffline(story.href, story.name);
        }
      });
    read();
    listeners.add(read);
    const unsubscribe = subscribeReadLater(read);
    return () => {
      alive = false;
      listeners.delete(read);
      unsubscribe();
    };
  }, []);
  return copies;
}

/**
 * The offline copies of the read-later list (issue "PWA" 3): saving a story for later also keeps
 * its page, first picture and scripts on the device (shared-contracts offline-store, read by the
 * service worker when offline); removing it frees them. The list shows which stories are kept
 * and their size.
 */
import { useEffect, useState } from 'react';
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

/** The stories kept offline on this device, by path; empty until read (and on the server). */
export function useOfflineCopies(): ReadonlyMap<string, OfflineCopy> {
  const [copies, setCopies] = useState<ReadonlyMap<string, OfflineCopy>>(() => new Map());
  useEffect(() => {
    let alive = true;
    const read = () =>
      void offlineCopies().then((next) => {
        if (alive) setCopies(next);
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

/**
 * Whether to save the reader's data, one rule for every remote: the reader's data-saver setting
 * (stored on the device, set on the scores page), the browser's own Save-Data signal, or the
 * `Save-Data: on` header of the page's request (PlatformServices.saveData). Scores then poll
 * slowly instead of streaming; TV plays nothing by itself and starts at the lowest quality.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE } from 'shared-contracts';
import { useRemote } from './context';

interface NetworkInformationLike {
  readonly saveData?: boolean;
}

/** The browser's own "Lite mode"/Save-Data signal, where the Network Information API exists. */
export function browserSavesData(): boolean {
  const connection: unknown = Reflect.get(navigator, 'connection');
  if (typeof connection !== 'object' || connection === null) return false;
  const info: NetworkInformationLike = connection;
  return info.saveData === true;
}

/** The setting on the scores page, stored on the device as '1' (on) or absent (off). */
export function readDataSaver(): boolean {
  try {
    return localStorage.getItem(STORAGE.dataSaver) === '1';
  } catch {
    // Storage can be blocked (private modes, policies): the setting then lives for the page only.
    return false;
  }
}

export function writeDataSaver(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE.dataSaver, '1');
    else localStorage.removeItem(STORAGE.dataSaver);
  } catch {
    // See readDataSaver: not being able to remember the choice is not an error for the reader.
  }
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's choice applies here too.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export interface DataSaver {
  /** The reader's own setting (the toggle). */
  readonly setting: boolean;
  /** Whether to save data: the setting, the browser's Save-Data signal or the page's request. */
  readonly on: boolean;
  readonly change: (on: boolean) => void;
}

/**
 * The data-saver state for a page. The server renders it off (it cannot read the device's
 * storage); a hydrating page starts from that and switches to the stored choice right after.
 */
export function useDataSaver(): DataSaver {
  // Every input reads "off" while hydrating, as the server rendered it, then the real value.
  const asked = useRemote().services.saveData === true;
  const requested = useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
  const setting = useSyncExternalStore(subscribe, readDataSaver, () => false);
  const browser = useSyncExternalStore(subscribe, browserSavesData, () => false);
  const change = useCallback((on: boolean) => {
    writeDataSaver(on);
    for (const listener of listeners) listener();
  }, []);
  return { setting, on: setting || browser || requested, change };
}

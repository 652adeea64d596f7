/** The reader's data-saver choice (issue item 3): poll slowly instead of streaming. */
import { STORAGE } from 'shared-contracts';

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

/**
 * Whether the reader asked to save data: the data-saver setting of the scores page (STORAGE.dataSaver,
 * docs/contracts.md), the browser's own Save-Data signal (Network Information API), or the
 * `Save-Data: on` request header the edge saw, which it writes into the page data (`saveData`).
 * Then the TV plays nothing by itself, preloads nothing and starts at the lowest quality.
 */
import { STORAGE } from 'shared-contracts';

function settingOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE.dataSaver) === '1';
  } catch {
    return false;
  }
}

function browserSavesData(): boolean {
  const connection: unknown = Reflect.get(navigator, 'connection');
  return (
    typeof connection === 'object' && connection !== null && Reflect.get(connection, 'saveData') === true
  );
}

/** The edge's page data (`<script id="page-data">`, docs/contracts.md) says the request carried Save-Data: on. */
function headerSaidSo(): boolean {
  const text = document.getElementById('page-data')?.textContent;
  if (!text) return false;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && Reflect.get(data, 'saveData') === true;
  } catch {
    return false;
  }
}

export function readDataLight(): boolean {
  if (typeof window === 'undefined') return false;
  return settingOn() || browserSavesData() || headerSaidSo();
}

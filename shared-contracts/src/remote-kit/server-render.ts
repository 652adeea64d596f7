/**
 * Browser side of server rendering: finds the HTML and data the edge rendered for a remote, once.
 * They are used only when the loaded remote is the version the HTML names, the page is still at
 * the path it was rendered for and the browser is in the time zone it was rendered in; otherwise
 * the HTML stays on screen until the remote's own render replaces it.
 */
import {
  readerTimeZone,
  SERVER_DATA_ATTR,
  SERVER_RENDER_ATTR,
  type FormEcho,
  type ServerRenderPayload,
} from 'shared-contracts';
import type { ServerResults } from './server-data';

export type TakenServerRender =
  /** The page as the server rendered it, to hydrate with these results (and the form it answers). */
  | { readonly container: HTMLElement; readonly results: ServerResults; readonly form?: FormEcho }
  /** HTML the browser cannot hydrate: shown until the browser's own render replaces it. */
  | { readonly container: HTMLElement; readonly results?: undefined };

function isFormEcho(value: unknown): value is FormEcho {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const values = v.values;
  return (
    typeof v.form === 'string' &&
    typeof values === 'object' &&
    values !== null &&
    Object.values(values).every((item) => typeof item === 'string') &&
    (v.code === undefined || typeof v.code === 'string') &&
    (v.outcome === undefined || typeof v.outcome === 'string')
  );
}

function readPayload(script: Element | null): ServerRenderPayload | undefined {
  try {
    const value: unknown = JSON.parse(script?.textContent ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const v = value as Record<string, unknown>;
    if (typeof v.version !== 'string' || typeof v.path !== 'string') return undefined;
    if (typeof v.results !== 'object' || v.results === null) return undefined;
    if (v.timeZone !== undefined && typeof v.timeZone !== 'string') return undefined;
    if (v.form !== undefined && !isFormEcho(v.form)) return undefined;
    return value as ServerRenderPayload;
  } catch {
    return undefined;
  }
}

export function takeServerRender(remote: string, version: string): TakenServerRender | undefined {
  const container = document.querySelector<HTMLElement>(`[${SERVER_RENDER_ATTR}="${remote}"]`);
  const script = document.querySelector(`script[${SERVER_DATA_ATTR}="${remote}"]`);
  if (!container) return undefined;
  const payload = readPayload(script);
  script?.remove();
  container.removeAttribute(SERVER_RENDER_ATTR);
  const here = window.location.pathname + window.location.search;
  if (
    !payload ||
    payload.version !== version ||
    container.dataset.version !== version ||
    payload.path !== here ||
    // Rendered in another zone than this browser's: dates and "today" would differ.
    (payload.timeZone !== undefined && payload.timeZone !== readerTimeZone({}))
  ) {
    return { container };
  }
  return { container, results: { ...payload.results }, ...(payload.form ? { form: payload.form } : {}) };
}

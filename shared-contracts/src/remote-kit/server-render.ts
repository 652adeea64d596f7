/**
 * Browser side of server rendering: finds the HTML and data the edge rendered for a remote, once.
 * They are used only when the loaded remote is the version the HTML names and the page is still
 * at the path it was rendered for; otherwise they are removed and the remote renders as usual.
 */
import { SERVER_DATA_ATTR, SERVER_RENDER_ATTR, type ServerRenderPayload } from '../server-render';
import type { ServerResults } from './server-data';

export interface TakenServerRender {
  readonly container: HTMLElement;
  readonly results: ServerResults;
}

function readPayload(script: Element | null): ServerRenderPayload | undefined {
  try {
    const value: unknown = JSON.parse(script?.textContent ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const v = value as Record<string, unknown>;
    if (typeof v.version !== 'string' || typeof v.path !== 'string') return undefined;
    if (typeof v.results !== 'object' || v.results === null) return undefined;
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
    payload.path !== here
  ) {
    container.remove();
    return undefined;
  }
  return { container, results: { ...payload.results } };
}

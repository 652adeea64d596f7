/**
 * A remote's server entry: renders its pages to HTML in Node.js for the edge, with the same
 * providers as in the browser (RemoteTree), a guest session and an API client that answers
 * in-process. Data is loaded the way the page loads it in the browser (useLoad and friends ask,
 * server-data.tsx collects): render, load what was asked for, render again, at most three times.
 * Emotion writes each region's styles right before it (`<style data-emotion="<key> …">`); the
 * browser's cache with the same key takes them over. Pages whose code the browser fetches on first
 * use (lazyRoute) are loaded first (`preload`), and the browser loads them before hydrating.
 */
import createCache from '@emotion/cache';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath } from 'shared-contracts/router';
import { BehaviorSubject } from 'rxjs';
import { createApiClient, type ApiResult } from '../api-client';
import { createBus } from '../bus';
import type { PlatformServices, RemoteProps } from '../platform';
import type { RemoteName } from '../remotes';
import type { ServerRenderInput, ServerRenderModule, ServerRenderOutput } from '../server-render';
import { SITE_ID } from '../site-771';
import { RemoteTree, type RemoteDefinition } from './define-remote';
import { collectingData, type ServerData } from './server-data';

const PASSES = 3;

export interface ServerRemoteDefinition extends Omit<RemoteDefinition, 'Root'> {
  readonly remote: RemoteName;
  /** react-router patterns of the pages rendered on the server; others render in the browser. */
  readonly pages: readonly string[];
  /** The remote's routes for `url` (a StaticRouter around its route table). */
  readonly render: (url: string) => ReactNode;
  /**
   * Its pages show times or "today" in the reader's zone: the HTML names the zone, and a browser
   * in another zone renders afresh instead of hydrating.
   */
  readonly zoned?: boolean;
}

function serverProps(definition: ServerRemoteDefinition, input: ServerRenderInput): RemoteProps {
  const services: PlatformServices = {
    session$: new BehaviorSubject({ signedIn: false }).asObservable(),
    psid: '',
    locale: input.locale,
    config: input.config,
    api: createApiClient({
      baseUrl: '/api',
      fetch: input.fetch,
      retries: 0,
      headers: () => ({
        'site-uuid': input.config.uuid,
        'site-id': String(SITE_ID),
        device_type: 'browser',
      }),
    }),
    navigate: () => undefined,
    timeZone: input.timeZone,
  };
  return { remote: definition.remote, version: input.version, bus: createBus(), services };
}

export function createServerRender(definition: ServerRemoteDefinition): ServerRenderModule {
  const handles = (pathname: string) =>
    definition.pages.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

  async function render(input: ServerRenderInput): Promise<ServerRenderOutput> {
    const props = serverProps(definition, input);
    const results: Record<string, ApiResult<unknown>> = {};
    const zone = definition.zoned ? { timeZone: input.timeZone } : {};
    // A route fetched on first use in the browser is loaded before the passes: renderToString
    // would write its Suspense fallback instead of the page (lazy-route.ts).
    await definition.preload?.(input.url.split(/[?#]/, 1)[0] ?? '/');
    const pass = (serverData: ServerData) =>
      renderToString(
        // A cache per render: a cache remembers what it wrote and would leave it out next time.
        <RemoteTree
          definition={definition}
          props={props}
          cache={createCache({ key: definition.cacheKey })}
          serverData={serverData}
        >
          {definition.render(input.url)}
        </RemoteTree>,
      );
    for (let i = 0; i < PASSES; i += 1) {
      const wanted = new Map<string, () => Promise<ApiResult<unknown>>>();
      const html = pass(collectingData(results, wanted));
      if (wanted.size === 0) return { html, results, ...zone };
      await Promise.all(
        [...wanted].map(async ([key, load]) => {
          results[key] = await load();
        }),
      );
    }
    return { html: pass(collectingData(results)), results, ...zone };
  }

  return { handles, render };
}

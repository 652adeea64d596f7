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
import type { ServerHead, ServerRenderInput, ServerRenderModule, ServerRenderOutput } from '../server-render';
import { SITE_ID } from '../site-771';
import { pageTitle, siteDescription, siteUrl } from './head';
import type { PageHeadInput } from './ui/usePageHead';
import { serverPagesOf, type OwnerPages } from '../pages';
import { loadCatalogue } from './catalogues';
import { RemoteTree, type RemoteDefinition } from './define-remote';
import { collectingData, type ServerData } from './server-data';

const PASSES = 3;

export interface ServerRemoteDefinition extends Omit<RemoteDefinition, 'Root'> {
  readonly remote: RemoteName;
  /**
   * Its page declarations (shared-contracts/src/pages/): the paths it renders on the server (the
   * others render in the browser), and whether its pages show times or "today" in the reader's
   * zone (the HTML names the zone: a browser in another zone renders afresh instead of hydrating).
   */
  readonly pages: OwnerPages;
  /** The remote's routes for `url` (a StaticRouter around its route table). */
  readonly render: (url: string) => ReactNode;
  /** The chunk of the page at a pathname in the browser build, when it is one (routeChunkOf). */
  readonly routeChunk?: (pathname: string) => string | undefined;
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

/** The head a page declared, as the document's (the site's name appended, URLs made absolute). */
function documentHead(declared: PageHeadInput, input: ServerRenderInput): ServerHead {
  const path = input.url.split(/[?#]/, 1)[0] ?? '/';
  const canonical = siteUrl(declared.canonicalPath ?? path, input.config);
  const given = declared.image;
  const image = typeof given === 'string' ? siteUrl(given, input.config) : undefined;
  const card = given && typeof given !== 'string' ? siteUrl(given.url, input.config) : undefined;
  return {
    title: pageTitle(declared.title, input.config.name),
    description: declared.description ?? siteDescription(input.config, input.locale),
    ...(canonical ? { canonical } : {}),
    ...(image ? { image } : {}),
    ...(card && given && typeof given !== 'string' ? { images: [{ ...given, url: card }] } : {}),
    ...(declared.type ? { type: declared.type } : {}),
  };
}

export function createServerRender(definition: ServerRemoteDefinition): ServerRenderModule {
  if (definition.pages.owner !== definition.remote) {
    throw new Error(`${definition.remote} renders the pages of ${definition.pages.owner}`);
  }
  const serverPatterns = serverPagesOf(definition.pages);
  const handles = (pathname: string) =>
    serverPatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

  async function render(input: ServerRenderInput): Promise<ServerRenderOutput> {
    const props = serverProps(definition, input);
    const results: Record<string, ApiResult<unknown>> = {};
    const zone = definition.pages.zoned ? { timeZone: input.timeZone } : {};
    // The head the page declares (usePageHead): the last one a pass rendered wins; the edge hears
    // of each, so that it can send the document's head before the last pass if that takes long.
    let declared: PageHeadInput | undefined;
    const tell = () => {
      if (declared) input.onHead?.(documentHead(declared, input));
    };
    const extra = () => ({
      ...zone,
      ...(declared ? { head: documentHead(declared, input) } : {}),
      ...(input.form ? { form: input.form } : {}),
    });
    // A route fetched on first use in the browser is loaded before the passes: renderToString
    // would write its Suspense fallback instead of the page (lazy-route.ts).
    await Promise.all([
      definition.preload?.(input.url.split(/[?#]/, 1)[0] ?? '/'),
      loadCatalogue(definition.messages, input.locale),
    ]);
    const pass = (serverData: ServerData) =>
      renderToString(
        // A cache per render: a cache remembers what it wrote and would leave it out next time.
        <RemoteTree
          definition={definition}
          props={props}
          cache={createCache({ key: definition.cacheKey })}
          serverData={serverData}
          form={input.form}
          onHead={(head) => (declared = head)}
        >
          {definition.render(input.url)}
        </RemoteTree>,
      );
    for (let i = 0; i < PASSES; i += 1) {
      const wanted = new Map<string, () => Promise<ApiResult<unknown>>>();
      const html = pass(collectingData(results, wanted));
      tell();
      if (wanted.size === 0) return { html, results, ...extra() };
      await Promise.all(
        [...wanted].map(async ([key, load]) => {
          results[key] = await load();
        }),
      );
    }
    const html = pass(collectingData(results));
    tell();
    return { html, results, ...extra() };
  }

  const routeChunk = (pathname: string) => definition.routeChunk?.(pathname);
  return { handles, render, routeChunk };
}

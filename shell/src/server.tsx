/**
 * The shell's server entry (built into `server/index.js` of its version folder): the edge renders
 * the layout (header, topic bar, footer, page slots) around the page remote's first screen, with
 * the same components the browser hydrates. The reader is a guest here: the session, the widgets
 * and everything else that needs the browser arrive when the page runs.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'shared-contracts/router';
import { BehaviorSubject } from 'rxjs';
import {
  createApiClient,
  createBus,
  type LayoutRenderInput,
  type LayoutRenderModule,
  type ServerHead,
} from 'shared-contracts';
import { pageTitle, ServerHeadProvider, siteUrl, type PageHeadInput } from 'shared-contracts/remote-kit';
import { App } from './app/App';
import { provideInfoPages } from './app/info-content';
import { INFO_PAGES } from './app/info-pages';
import { addCatalogues } from './i18n/catalogues';
import { en } from './i18n/messages/en';
import { es } from './i18n/messages/es';
import type { Platform } from './platform/context';

// The server renders every language.
addCatalogues({ en, es });
// The info pages' texts: a chunk of their own in the browser, part of this bundle here.
provideInfoPages(INFO_PAGES);

/** The layout never reads the API while rendering; a call would be a bug, so it fails loudly. */
const noApi: typeof fetch = async () => {
  throw new Error('the shell layout reads no API on the server');
};

function serverPlatform(input: LayoutRenderInput): Platform {
  const pathname = input.url.split('?', 1)[0] ?? '/';
  return {
    bus: createBus(),
    services: {
      session$: new BehaviorSubject({ signedIn: false }).asObservable(),
      psid: '',
      locale: input.locale,
      config: input.config,
      api: createApiClient({ baseUrl: '/api', fetch: noApi, retries: 0, headers: () => ({}) }),
      navigate: () => undefined,
    },
    // The server renders for no one in particular: no consent is known (the banner is in every
    // page; the head's script hides it for a reader who chose).
    consent: {
      consent$: new BehaviorSubject(null).asObservable(),
      current: () => null,
      choose: async () => false,
      refresh: () => undefined,
    },
    setLocale: () => undefined,
    signOut: () => undefined,
    topics: input.topics,
    missingPath: input.missing ? pathname : undefined,
    rewardsCampaign: input.rewardsCampaign,
    cookies: () => input.cookies,
  };
}

export const renderLayout: LayoutRenderModule['renderLayout'] = (input) => {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={input.url}>{children}</StaticRouter>
  );
  // A shell page (info pages, not-found) declares its head while it renders.
  let declared: PageHeadInput | undefined;
  const html = renderToString(
    // The browser's default Emotion cache ('css') takes these styles over before it hydrates.
    <CacheProvider value={createCache({ key: 'css' })}>
      <ServerHeadProvider value={(head) => (declared = head)}>
        <App platform={serverPlatform(input)} Router={Router} rendered={input.slot} />
      </ServerHeadProvider>
    </CacheProvider>,
  );
  if (!declared) return { html };
  const path = input.url.split(/[?#]/, 1)[0] ?? '/';
  const canonical = siteUrl(path, input.config);
  const head: ServerHead = {
    title: pageTitle(declared.title, input.config.name),
    description: declared.description ?? input.config.meta.description,
    ...(canonical ? { canonical } : {}),
  };
  return { html, head };
};

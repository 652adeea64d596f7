/**
 * Turns a remote's root component into single-spa lifecycles with everything a remote needs
 * around it: its own Emotion cache key (styles never collide across remotes), react-intl with the
 * remote's catalogue in the page's locale (pt fallback), the remote props in context, and an error
 * boundary that keeps a crash inside the remote's slot. When the edge rendered this remote's page
 * on the server (same remote, version and path), the first mount hydrates that HTML with the
 * inlined data instead of rendering and fetching again (server-render.ts).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import singleSpaReact from 'single-spa-react';
import { DEFAULT_LOCALE, LOCALE_TAGS, markLive, noteInteractive } from 'shared-contracts';
import type { RemoteProps } from '../platform';
import type { FormEcho } from '../server-render';
import { catalogueOf, loadCatalogue, type Catalogues } from './catalogues';
import { RemotePropsProvider } from './context';
import { RemoteErrorBoundary } from './ErrorBoundary';
import { REMOTE_FALLBACK_TEXT } from './fallback-text';
import { FormEchoProvider } from './form-echo';
import { ServerHeadProvider, type HeadCollector } from './server-head';
import { hydrationData, ServerDataProvider, type ServerData } from './server-data';
import { takeServerRender } from './server-render';

export type { Messages } from './catalogues';

export interface RemoteDefinition {
  /** Emotion cache key: lowercase letters only, unique per remote and widget. */
  readonly cacheKey: string;
  /** pt in the code; en and es in the code or fetched on first use (./catalogues.ts). */
  readonly messages: Catalogues;
  readonly Root: ComponentType;
  /** Slot name reported on failure ('page' or a widget slot). */
  readonly slot: string;
  /**
   * Loads the code of the page at `pathname` when its route is fetched on first use (lazyRoute,
   * preloadRoute): a mount waits for it, so the server's HTML of that page hydrates at once.
   */
  readonly preload?: (pathname: string) => Promise<void>;
}

type LifecycleProps = RemoteProps & { name: string };

/** The providers every remote renders inside, in the browser and on the server alike. */
export function RemoteTree({
  definition,
  props,
  cache,
  serverData,
  form,
  onHead = null,
  children,
}: {
  definition: Omit<RemoteDefinition, 'Root'>;
  props: RemoteProps;
  cache: EmotionCache;
  serverData: ServerData | null;
  /** The form the page answers (server, and the hydration of its HTML). */
  form?: FormEcho;
  /** Server only: collects the head the page declares. */
  onHead?: HeadCollector | null;
  children: ReactNode;
}) {
  const { messages, slot } = definition;
  const locale = props.services.locale;
  const catalogue = useMemo(
    () => ({ ...messages[DEFAULT_LOCALE], ...catalogueOf(messages, locale) }),
    [messages, locale],
  );
  return (
    <CacheProvider value={cache}>
      <IntlProvider
        locale={LOCALE_TAGS[locale]}
        defaultLocale={LOCALE_TAGS[DEFAULT_LOCALE]}
        messages={catalogue}
        // Dates and times in the reader's zone: the browser's own, or the one the server was given.
        timeZone={props.services.timeZone}
      >
        <ServerDataProvider value={serverData}>
          <FormEchoProvider value={form}>
            <ServerHeadProvider value={onHead}>
              <RemotePropsProvider value={props}>
                <RemoteErrorBoundary remote={props} slot={slot}>
                  {children}
                </RemoteErrorBoundary>
              </RemotePropsProvider>
            </ServerHeadProvider>
          </FormEchoProvider>
        </ServerDataProvider>
      </IntlProvider>
    </CacheProvider>
  );
}

/**
 * react-dom's client whose hydration runs as a transition: React hydrates the server's HTML in
 * slices that yield to the browser, so the page stays painted and answers input meanwhile.
 */
const TIME_SLICED_CLIENT: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot: (...args) => {
    let root: ReactDOMClient.Root | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(...args);
    });
    if (!root) throw new Error('hydrateRoot returned no root');
    return root;
  },
};

export function defineRemote(definition: RemoteDefinition) {
  const { Root, cacheKey } = definition;
  // One Emotion cache per remote in the page. Created before a hydrating mount, it takes over the
  // styles the server rendered with this key (Emotion moves them into <head>).
  let cache: EmotionCache | undefined;
  const getCache = () => (cache ??= createCache({ key: cacheKey }));
  // What the current mount hydrates with (set by domElementGetter, just before rendering).
  let hydrating: ServerData | null = null;
  let hydratingForm: FormEcho | undefined;
  let hydratingContainer: HTMLElement | null = null;
  // Server HTML that cannot be hydrated: kept on screen until the first render replaces it, in the
  // same frame, so the page does not go blank or move meanwhile.
  let stale: HTMLElement | null = null;

  function RemoteRoot({ props }: { props: LifecycleProps }) {
    const [serverData] = useState(() => hydrating);
    const [form] = useState(() => hydratingForm);
    const [container] = useState(() => hydratingContainer);
    useLayoutEffect(() => {
      stale?.remove();
      stale = null;
    }, []);
    // Hydrated: taps made on this part before now are made again (first-tap.ts). Rendered afresh
    // in place of the server's part: the page no longer waits for that part to be interactive.
    useEffect(() => {
      if (container) markLive(container);
      else noteInteractive();
    }, [container]);
    return (
      <RemoteTree
        definition={definition}
        props={props}
        cache={getCache()}
        serverData={serverData}
        form={form}
      >
        <Root />
      </RemoteTree>
    );
  }

  const lifecycles = singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient: TIME_SLICED_CLIENT,
    rootComponent: (props: LifecycleProps) => <RemoteRoot props={props} />,
    // The remote's own boundary is inside; this outer one only guards the providers.
    errorBoundary: (_error, _info, props) => (
      <p role="alert">{REMOTE_FALLBACK_TEXT[props.services?.locale ?? DEFAULT_LOCALE].message}</p>
    ),
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    domElementGetter: (props) => {
      hydrating = null;
      hydratingForm = undefined;
      hydratingContainer = null;
      if (props.domElement) return props.domElement;
      const el = document.getElementById(`slot-${props.remote}`);
      if (!el) throw new Error(`No slot for ${props.remote}`);
      const server = takeServerRender(props.remote, props.version);
      if (!server) return el;
      if (server.container.parentElement !== el) el.appendChild(server.container);
      if (!server.results) {
        stale = server.container;
        const fresh = document.createElement('div');
        el.appendChild(fresh);
        return fresh;
      }
      getCache();
      hydrating = hydrationData(server.results);
      hydratingForm = server.form;
      hydratingContainer = server.container;
      return server.container;
    },
  });

  const { preload, messages } = definition;
  return {
    ...lifecycles,
    // The reader's catalogue and the page's route code first: hydrating a route still loading
    // would leave the server's HTML inert until its chunk arrives. A chunk that fails to load
    // fails the render as before.
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      await Promise.all([
        loadCatalogue(messages, props.services?.locale ?? DEFAULT_LOCALE),
        preload?.(window.location.pathname).catch(() => undefined),
      ]);
      return lifecycles.mount(props);
    },
  };
}

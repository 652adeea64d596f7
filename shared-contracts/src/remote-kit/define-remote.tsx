/**
 * Turns a remote's root component into single-spa lifecycles with everything a remote needs
 * around it: its own Emotion cache key (styles never collide across remotes), react-intl with the
 * remote's catalogue in the page's locale (pt fallback), the remote props in context, and an error
 * boundary that keeps a crash inside the remote's slot.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useMemo, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import singleSpaReact from 'single-spa-react';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../locale';
import type { RemoteProps } from '../platform';
import { RemotePropsProvider } from './context';
import { RemoteErrorBoundary } from './ErrorBoundary';
import { REMOTE_FALLBACK_TEXT } from './fallback-text';

export type Messages = Readonly<Record<string, string>>;

export interface RemoteDefinition {
  /** Emotion cache key: lowercase letters only, unique per remote and widget. */
  readonly cacheKey: string;
  readonly messages: Readonly<Record<Locale, Messages>>;
  readonly Root: ComponentType;
  /** Slot name reported on failure ('page' or a widget slot). */
  readonly slot: string;
}

type LifecycleProps = RemoteProps & { name: string };

function RemoteRoot({ definition, props }: { definition: RemoteDefinition; props: LifecycleProps }) {
  const { Root, cacheKey, messages, slot } = definition;
  const cache = useMemo(() => createCache({ key: cacheKey }), [cacheKey]);
  const locale = props.services.locale;
  const catalogue = useMemo(() => ({ ...messages[DEFAULT_LOCALE], ...messages[locale] }), [messages, locale]);
  return (
    <CacheProvider value={cache}>
      <IntlProvider
        locale={LOCALE_TAGS[locale]}
        defaultLocale={LOCALE_TAGS[DEFAULT_LOCALE]}
        messages={catalogue}
      >
        <RemotePropsProvider value={props}>
          <RemoteErrorBoundary remote={props} slot={slot}>
            <Root />
          </RemoteErrorBoundary>
        </RemotePropsProvider>
      </IntlProvider>
    </CacheProvider>
  );
}

export function defineRemote(definition: RemoteDefinition) {
  return singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: LifecycleProps) => <RemoteRoot definition={definition} props={props} />,
    // The remote's own boundary is inside; this outer one only guards the providers.
    errorBoundary: (_error, _info, props) => (
      <p role="alert">{REMOTE_FALLBACK_TEXT[props.services?.locale ?? DEFAULT_LOCALE].message}</p>
    ),
    domElementGetter: (props) => {
      if (props.domElement) return props.domElement;
      const el = document.getElementById(`slot-${props.remote}`);
      if (!el) throw new Error(`No slot for ${props.remote}`);
      return el;
    },
  });
}

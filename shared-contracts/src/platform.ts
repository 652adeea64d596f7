/**
 * What the shell hands every remote in single-spa customProps: the bus and the platform services.
 * A remote reads everything about the page from here, never from the shell's globals.
 */
import type { Observable } from 'rxjs';
import type { ApiClient } from './api-client';
import type { SiteConfig } from './api/site-config';
import type { EventBus } from './bus';
import type { Locale } from './locale';
import type { RemoteName } from './remotes';

export interface Session {
  readonly signedIn: boolean;
  readonly email?: string;
}

export interface PlatformServices {
  readonly session$: Observable<Session>;
  readonly psid: string;
  readonly locale: Locale;
  readonly config: SiteConfig;
  readonly api: ApiClient;
  /** Client-side navigation through the shell's router (no full page load). */
  readonly navigate: (url: string) => void;
}

/** The props the shell passes to a remote's lifecycles (single-spa adds `name` itself). */
export interface RemoteProps {
  readonly remote: RemoteName;
  readonly version: string;
  readonly bus: EventBus;
  readonly services: PlatformServices;
  /** For widgets: the DOM element of the shell slot to render into. */
  readonly domElement?: HTMLElement;
}

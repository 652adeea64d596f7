/**
 * What the shell hands every remote in single-spa customProps: the bus and the platform services.
 * A remote reads everything about the page from here, never from the shell's globals.
 */
import type { Observable } from 'rxjs';
import type { ApiClient } from './api-client';
import type { SiteConfig } from './api/site-config';
import type { EventBus } from './bus';
import type { ConsentState } from './consent';
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
  /** The page's request said `Save-Data: on` (read with remote-kit's useDataSaver). */
  readonly saveData?: boolean;
  /**
   * The reader's time zone when it is not the runtime's own: set on the server (from the time
   * zone cookie), absent in the browser. Read it through `readerTimeZone`.
   */
  readonly timeZone?: string;
  /**
   * The reader's consent under the current policy (consent.ts), null before a choice; it changes
   * when the reader chooses again (also published as 'consent.changed'). Absent on the server,
   * which renders for no one in particular.
   */
  readonly consent$?: Observable<ConsentState | null>;
}

/** The reader's time zone (spec 9: times in the reader's zone). */
export function readerTimeZone(services: Pick<PlatformServices, 'timeZone'>): string {
  return services.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Zone assumed for a reader whose zone the server does not know yet (the product's home). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Whether a text names a time zone this runtime knows (cookies are hostile input). */
export function isTimeZone(value: string | undefined): value is string {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The props the shell passes to a remote's lifecycles (single-spa adds `name` itself). */
export interface RemoteProps {
  readonly remote: RemoteName;
  readonly version: string;
  readonly bus: EventBus;
  readonly services: PlatformServices;
  /** For widgets: the DOM element of the shell slot to render into. */
  readonly domElement?: HTMLElement;
  /**
   * For a widget loaded on request (WIDGETS' `opensOn`): the event payload that asked for it,
   * which it answers on mount as it answers the later ones it hears on the bus. For a widget loaded
   * on first use (`firstUse`): `{ source: 'launcher' }` for a tap on its launcher, or the payload
   * of the bus event that loaded it (with `source` set to the event's name).
   */
  readonly request?: { readonly source: string; readonly id?: string };
}

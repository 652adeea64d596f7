/**
 * One render helper for the shell's component tests: a real bus, fake platform services, the
 * shell's intl provider and a MemoryRouter (STYLE.md: "Component tests render through one helper").
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'shared-contracts/router';
import { BehaviorSubject } from 'rxjs';
import {
  FALLBACK_SITE_CONFIG,
  buildUrl,
  createBus,
  type ApiClient,
  type EventBus,
  type Locale,
  type PlatformServices,
  type Session,
  type SiteConfig,
} from 'shared-contracts';
import { addCatalogues } from '../i18n/catalogues';
import { en } from '../i18n/messages/en';
import { es } from '../i18n/messages/es';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { createConsentService, type ConsentService } from '../consent/consent-service';
import { PlatformProvider, type Platform } from '../platform/context';

// Tests render in any language without fetching its chunk.
addCatalogues({ en, es });

export interface ShellRenderOptions {
  readonly locale?: Locale;
  readonly route?: string;
  readonly session?: Session;
  readonly config?: SiteConfig;
  /** The reader's consent; default: read from document.cookie, choices sent to the fake API. */
  readonly consent?: ConsentService;
  /** The edge's word on a data-bonus campaign (page data `rewardsCampaign`); default: none said. */
  readonly rewardsCampaign?: boolean;
  readonly renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

export interface RecordedCall {
  readonly path: string;
  readonly options: unknown;
}

export interface ShellRenderResult extends RenderResult {
  readonly bus: EventBus;
  readonly session$: BehaviorSubject<Session>;
  readonly navigate: jest.Mock<void, [string]>;
  readonly setLocale: jest.Mock<void, [Locale]>;
  readonly signOut: jest.Mock<void, []>;
  /** Every call made through the fake API client (it answers every call with an error). */
  readonly apiCalls: RecordedCall[];
  /** The router's current location (client-side navigations update it). */
  readonly location: () => Location;
}

export function renderWithShell(ui: ReactElement, options: ShellRenderOptions = {}): ShellRenderResult {
  const {
    locale = 'pt',
    route = '/',
    session = { signedIn: false },
    config = FALLBACK_SITE_CONFIG,
  } = options;
  const bus = createBus();
  const session$ = new BehaviorSubject<Session>(session);
  const apiCalls: RecordedCall[] = [];
  const api: ApiClient = {
    url: (path, query) => buildUrl('/api', path, query),
    request: async (path, requestOptions) => {
      apiCalls.push({ path, options: requestOptions });
      return { ok: false, status: 0, code: 'FAKE', message: 'fake API client' };
    },
  };
  const navigate = jest.fn<void, [string]>();
  const setLocale = jest.fn<void, [Locale]>();
  const signOut = jest.fn<void, []>();
  const services: PlatformServices = { session$, psid: 'test-psid', locale, config, api, navigate };
  const consent = options.consent ?? createConsentService({ bus, api, cookies: () => document.cookie });
  const platform: Platform = {
    bus,
    services: { ...services, consent$: consent.consent$ },
    consent,
    setLocale,
    signOut,
    cookies: () => document.cookie,
    ...(options.rewardsCampaign === undefined ? {} : { rewardsCampaign: options.rewardsCampaign }),
  };
  let current: Location | undefined;

  function LocationProbe() {
    current = useLocation();
    return null;
  }

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PlatformProvider value={platform}>
        <ShellIntlProvider locale={locale}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </ShellIntlProvider>
      </PlatformProvider>
    );
  }

  const result = render(ui, { ...options.renderOptions, wrapper: Wrapper });
  const location = (): Location => {
    if (!current) throw new Error('router not rendered');
    return current;
  };
  return { ...result, bus, session$, navigate, setLocale, signOut, apiCalls, location };
}

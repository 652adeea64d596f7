/** React access to the page's bus and platform services inside the shell's own components. */
import { createContext, useContext, type ReactNode } from 'react';
import type { EventBus, PlatformServices, TopicBarEntry } from 'shared-contracts';
import type { ConsentService } from '../consent/consent-service';
import type { MeasurementBridge } from '../measure/bridge';

export interface Platform {
  readonly bus: EventBus;
  readonly services: PlatformServices;
  /** Switches the interface language (sets the 365-day cookie, re-renders). */
  readonly setLocale: (locale: PlatformServices['locale']) => void;
  /** The reader's consent: read it, or send a new choice (../consent/consent-service.ts). */
  readonly consent: ConsentService;
  /** Measurement and ads, as consent allows them (browser only; ../measure/measurement.ts). */
  readonly measurement?: MeasurementBridge;
  /** Signs the reader out (clears the session). */
  readonly signOut: () => void;
  /** The topic bar's entries the edge put in the page; undefined = ask the API. */
  readonly topics?: readonly TopicBarEntry[];
  /** The path the edge answered with 404 (the first page only). */
  readonly missingPath?: string;
  /**
   * The edge's word that a data-bonus campaign runs (the header shows the gift before the rewards
   * code loads: WIDGETS' `firstUse`); undefined when the page did not say.
   */
  readonly rewardsCampaign?: boolean;
  /** The page's cookies as a Cookie header (document.cookie; the request's on the server). */
  readonly cookies: () => string;
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ value, children }: { value: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside PlatformProvider');
  return platform;
}

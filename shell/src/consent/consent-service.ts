/**
 * The reader's consent on this page (LGPD; shared-contracts/consent.ts). The server writes the
 * signed `onda_consent` cookie (POST api/v3/consent); this service reads it at start, sends the
 * reader's choice and tells every part: services.consent$ holds the current value, and
 * 'consent.changed' goes on the bus at start and on every change. Another tab's choice is picked
 * up when this one comes back into view.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import {
  CONSENT_PATH,
  COOKIES,
  currentConsent,
  encodeChoices,
  parseConsentValue,
  readCookie,
  type ApiClient,
  type ConsentChoices,
  type ConsentState,
  type EventBus,
} from 'shared-contracts';
import { CONSENT_CHECKS } from './consent.generated';

/** The reader's current choice in a Cookie header (or document.cookie); undefined before one. */
export const consentIn = (cookieString: string): ConsentState | undefined =>
  currentConsent(parseConsentValue(readCookie(cookieString, COOKIES.consent)));

export interface ConsentService {
  readonly consent$: Observable<ConsentState | null>;
  current(): ConsentState | null;
  /** Sends the reader's choice; resolves with it once stored, or false when the call failed. */
  choose(choices: ConsentChoices): Promise<ConsentState | false>;
  /** Reads the cookie again (another tab may have chosen). */
  refresh(): void;
}

export interface ConsentDeps {
  readonly bus: EventBus;
  readonly api: ApiClient;
  readonly cookies: () => string;
}

function publish(bus: EventBus, state: ConsentState | null): void {
  bus.publish('consent.changed', 1, {
    decided: state !== null,
    measurement: state?.choices.measurement ?? false,
    ads: state?.choices.ads ?? false,
    push: state?.choices.push ?? false,
    policyVersion: state?.policyVersion ?? 0,
    decidedAt: state?.decidedAt ?? 0,
  });
}

/** The same choice: two changes within one second differ only by what they allow. */
const same = (a: ConsentState | null, b: ConsentState | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.decidedAt === b.decidedAt &&
    a.policyVersion === b.policyVersion &&
    encodeChoices(a.choices) === encodeChoices(b.choices));

export function createConsentService({ bus, api, cookies }: ConsentDeps): ConsentService {
  const consent$ = new BehaviorSubject<ConsentState | null>(consentIn(cookies()) ?? null);
  publish(bus, consent$.getValue());

  const set = (next: ConsentState | null): void => {
    if (same(next, consent$.getValue())) return;
    consent$.next(next);
    publish(bus, next);
  };

  return {
    consent$: consent$.asObservable(),
    current: () => consent$.getValue(),
    refresh: () => set(consentIn(cookies()) ?? null),
    async choose(choices) {
      const result = await api.request(CONSENT_PATH.replace(/^\/api\//, ''), {
        method: 'POST',
        body: choices,
        check: CONSENT_CHECKS.ConsentResponse,
      });
      if (!result.ok || !result.data.consent) return false;
      // The cookie the answer set is the truth; the answer's body says the same.
      const stored = consentIn(cookies()) ?? result.data.consent;
      set(stored);
      return stored;
    },
  };
}

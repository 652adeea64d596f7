/**
 * The reader's consent (LGPD; spec 2 "cookie banner", spec 4 "Cookie consent"), one choice per
 * purpose, stored with the date and the version of the privacy policy it was given under. The
 * server writes it into the `onda_consent` cookie with its signature (infra/src/api/consent), the
 * shell reads it to decide what may run, and every remote hears it over the bus. A choice made
 * under an older policy version counts as none: the banner asks again.
 */
export const CONSENT_PURPOSES = ['measurement', 'ads', 'push'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type ConsentChoices = { readonly [P in ConsentPurpose]: boolean };

/**
 * The privacy policy's version the banner's texts describe. Raise it when the policy changes what
 * it asks for: every earlier choice is then asked again.
 */
export const CONSENT_POLICY_VERSION = 1;

export interface ConsentState {
  readonly choices: ConsentChoices;
  readonly policyVersion: number;
  /** When the reader chose, in seconds since 1970 (UTC). */
  readonly decidedAt: number;
}

export const ALL_PURPOSES: ConsentChoices = { measurement: true, ads: true, push: true };
export const NECESSARY_ONLY: ConsentChoices = { measurement: false, ads: false, push: false };

/** The banner's buttons: everything, only what is necessary, or the reader's own per-purpose pick. */
export type ConsentKind = 'all' | 'necessary' | 'custom';

export function consentKindOf(choices: ConsentChoices): ConsentKind {
  const allowed = CONSENT_PURPOSES.filter((purpose) => choices[purpose]).length;
  if (allowed === CONSENT_PURPOSES.length) return 'all';
  return allowed === 0 ? 'necessary' : 'custom';
}

/** 'm1a0p1': the purposes in CONSENT_PURPOSES order, each allowed (1) or not (0). */
export function encodeChoices(choices: ConsentChoices): string {
  return CONSENT_PURPOSES.map((purpose) => `${purpose[0]}${choices[purpose] ? 1 : 0}`).join('');
}

const CHOICES_PATTERN = /^m([01])a([01])p([01])$/;

export function decodeChoices(text: string): ConsentChoices | undefined {
  const match = CHOICES_PATTERN.exec(text);
  if (!match) return undefined;
  return { measurement: match[1] === '1', ads: match[2] === '1', push: match[3] === '1' };
}

/** The signed part of the cookie's value: `<policy version>.<choices>.<decided at>`. */
export function consentPayload(state: ConsentState): string {
  return `${state.policyVersion}.${encodeChoices(state.choices)}.${state.decidedAt}`;
}

export interface ParsedConsent {
  readonly state: ConsentState;
  /** What the signature covers (consentPayload). */
  readonly payload: string;
  readonly signature: string;
}

const VALUE_PATTERN = /^(\d{1,4})\.(m[01]a[01]p[01])\.(\d{1,12})\.([A-Za-z0-9_-]{16,64})$/;

/**
 * The cookie's value read as a consent, whatever its policy version; undefined when it is not one.
 * The signature is only split off here: the server checks it, the browser cannot.
 */
export function parseConsentValue(value: string | undefined): ParsedConsent | undefined {
  if (!value || value.length > 120) return undefined;
  const match = VALUE_PATTERN.exec(value);
  const choices = match && decodeChoices(match[2] ?? '');
  if (!match || !choices) return undefined;
  const state: ConsentState = {
    choices,
    policyVersion: Number(match[1]),
    decidedAt: Number(match[3]),
  };
  return { state, payload: consentPayload(state), signature: match[4] ?? '' };
}

/** A choice under the current policy, or undefined (the banner asks). */
export function currentConsent(parsed: ParsedConsent | undefined): ConsentState | undefined {
  return parsed && parsed.state.policyVersion === CONSENT_POLICY_VERSION ? parsed.state : undefined;
}

/** Whether a purpose may run: never before a choice, never after a refusal. */
export const allows = (state: ConsentState | undefined | null, purpose: ConsentPurpose): boolean =>
  state?.choices[purpose] === true;

/** About a year, like the anonymous id (spec 9); the banner asks again after that. */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Where the banner's form posts (with or without scripts): the consent API. */
export const CONSENT_PATH = '/api/v3/consent';

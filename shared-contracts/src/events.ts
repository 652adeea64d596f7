/**
 * Events that travel on the shared bus. Every event is an envelope `{ type, v, payload }`.
 * A breaking change to a payload adds a new `v` (or a new type); an existing version is never
 * edited in place. Receivers validate payloads against these schemas and ignore unknown fields.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const ArticleKind = Type.Union([Type.Literal('news'), Type.Literal('video')]);
const ProfileRef = Type.Object({
  id: Type.String({ minLength: 1 }),
  context: Type.String({ minLength: 1 }),
  name: Type.String(),
});

export const EVENT_SCHEMAS = {
  /** A reader opened an article or video page (mf-news, mf-tv). */
  'article.opened': {
    1: Type.Object({ id: Type.String({ minLength: 1 }), kind: ArticleKind, title: Type.String() }),
  },
  /** A reader finished reading an article or watched a video long enough (rewards count these). */
  'article.read': { 1: Type.Object({ id: Type.String({ minLength: 1 }), kind: ArticleKind }) },
  /** A reader shared an article. */
  'article.shared': {
    1: Type.Object({ id: Type.String({ minLength: 1 }), kind: ArticleKind, channel: Type.String() }),
  },
  /** A reader saved a story for later, to read offline too (the shell installs the worker). */
  'article.savedForLater': { 1: Type.Object({ id: Type.String({ minLength: 1 }) }) },
  'profile.followed': { 1: ProfileRef },
  'profile.unfollowed': { 1: ProfileRef },
  'search.performed': {
    1: Type.Object({ query: Type.String(), type: Type.String(), sort: Type.String() }),
  },
  /** The reader cancelled the header search: the shell closes the drop-down (spec 2, 4). */
  'search.dismissed': { 1: Type.Object({}) },
  /** Ask the accounts remote to open its registration sheet. */
  'accounts.registerRequested': { 1: Type.Object({ source: Type.String() }) },
  /** The session changed: signed in, signed out, or the e-mail changed. */
  'session.changed': {
    1: Type.Object({ signedIn: Type.Boolean(), email: Type.Optional(Type.String()) }),
  },
  /**
   * A part signed the reader in (sign-in, sign-up, password reset, the login callback): the shell
   * reads the session again from the API (the cookie is HttpOnly) and publishes session.changed.
   */
  'session.refreshRequested': { 1: Type.Object({}) },
  /**
   * Sign the reader out on this device (spec 4): the shell resets the session cookie, clears the
   * site's stored values, tells the other tabs and opens /accounts/user/signedout. `reason` says
   * why: the reader asked, every session was ended, the account was deleted, or the session expired.
   */
  'session.signOutRequested': {
    1: Type.Object({
      reason: Type.Union([
        Type.Literal('reader'),
        Type.Literal('everywhere'),
        Type.Literal('deleted'),
        Type.Literal('expired'),
      ]),
    }),
  },
  /** Show a transient toast (spec 3 "Toast", 4 durations). */
  'toast.show': {
    1: Type.Object({
      message: Type.String({ minLength: 1 }),
      body: Type.Optional(Type.String()),
      status: Type.Union([Type.Literal('error'), Type.Literal('info'), Type.Literal('success')]),
      newAppInstalled: Type.Optional(Type.Boolean()),
    }),
  },
  /** Ask the shell to confirm leaving for an external site (spec 4 "External link dialog"). */
  'external.open': { 1: Type.Object({ url: Type.String({ minLength: 1 }), fromBody: Type.Boolean() }) },
  /** A remote failed to load or crashed; the shell logs it and shows the slot's fallback. */
  'remote.failed': {
    1: Type.Object({
      name: Type.String(),
      version: Type.String(),
      slot: Type.String(),
      /** 'load': its files could not be loaded; 'render': its code threw. */
      phase: Type.Union([Type.Literal('load'), Type.Literal('render')]),
      message: Type.String(),
    }),
  },
  /**
   * The reader's consent (consent.ts): published by the shell at start and on every change, so
   * a remote measures, personalises or asks for push only as allowed. `decided: false` until the
   * reader chose (everything beyond the necessary is off). Read the current value from
   * services.consent$ (a remote that mounts later missed the earlier events).
   */
  'consent.changed': {
    1: Type.Object({
      decided: Type.Boolean(),
      measurement: Type.Boolean(),
      ads: Type.Boolean(),
      push: Type.Boolean(),
      policyVersion: Type.Integer({ minimum: 0 }),
      /** Seconds since 1970 (UTC); 0 before a choice. */
      decidedAt: Type.Integer({ minimum: 0 }),
    }),
  },
  /**
   * A part wants this device's push token (the favourites bell, spec 4 "Bell"): the shell runs the
   * permission flow (cookie consent first, spec 4) and answers with push.tokenChanged.
   */
  'push.tokenRequested': { 1: Type.Object({ source: Type.String() }) },
  /**
   * The outcome of the push permission flow: `granted` with the device token (sent as the
   * device_token header from then on); `blocked` (the browser blocks notifications), `dismissed`
   * (no answer), `consent` (cookies not accepted yet), `unavailable` (not offered here).
   */
  'push.tokenChanged': {
    1: Type.Object({
      status: Type.Union([
        Type.Literal('granted'),
        Type.Literal('blocked'),
        Type.Literal('dismissed'),
        Type.Literal('consent'),
        Type.Literal('unavailable'),
      ]),
      token: Type.Optional(Type.String()),
    }),
  },
  /** The reader picked another interface language. */
  'locale.changed': {
    1: Type.Object({ locale: Type.Union([Type.Literal('pt'), Type.Literal('en'), Type.Literal('es')]) }),
  },
} as const satisfies Record<string, Record<number, TSchema>>;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type EventVersion<T extends EventType> = keyof (typeof EVENT_SCHEMAS)[T] & number;
export type EventPayload<T extends EventType, V extends EventVersion<T>> = Static<
  (typeof EVENT_SCHEMAS)[T][V] extends TSchema ? (typeof EVENT_SCHEMAS)[T][V] : never
>;

/** The outcome of the push permission flow (push.tokenChanged). */
export type PushTokenStatus = EventPayload<'push.tokenChanged', 1>['status'];

/** The envelope of one event on the bus. */
export type BusEvent<T extends EventType = EventType, V extends EventVersion<T> = EventVersion<T>> = {
  readonly type: T;
  readonly v: V;
  readonly payload: EventPayload<T, V>;
};

/** Any envelope, as received: its payload is not trusted until validated. */
export interface UntrustedEvent {
  readonly type: string;
  readonly v: number;
  readonly payload: unknown;
}

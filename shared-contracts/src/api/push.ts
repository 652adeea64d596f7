/**
 * Push alerts' API shapes (issue "push alerts"; docs/contracts.md "Push alerts"): the VAPID key a
 * browser subscribes with, a device's subscription (what `PushSubscription.toJSON()` gives), the
 * device token the server answers with (sent back as the `device_token` header, spec 7), whoami,
 * and the push message the service worker shows.
 */
import { Type, type Static } from '@sinclair/typebox';

export const PushKeyResponseSchema = Type.Object({ public_key: Type.String() });

export const PushSubscriptionBodySchema = Type.Object({
  endpoint: Type.String({ minLength: 8, maxLength: 2048 }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 80, maxLength: 100 }),
    auth: Type.String({ minLength: 16, maxLength: 32 }),
  }),
  locale: Type.Optional(Type.Union([Type.Literal('pt'), Type.Literal('en'), Type.Literal('es')])),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBodySchema>;

export const PushSubscriptionResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  device_token: Type.String(),
});

export const PushUnsubscribeBodySchema = Type.Object({
  device_token: Type.String({ minLength: 1, maxLength: 64 }),
});

/** GET whoami (spec 7): push_notification.push_on is '1' while this device gets alerts. */
export const WhoAmIResponseSchema = Type.Object({
  push_notification: Type.Object({ push_on: Type.Union([Type.Literal('1'), Type.Literal('0')]) }),
});
export type WhoAmIResponse = Static<typeof WhoAmIResponseSchema>;

/** The payload of every push message (encrypted to the device; the worker shows it). */
export const PushMessageSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  body: Type.String({ maxLength: 500 }),
  url: Type.String({ pattern: '^/(?!/)' }),
  tag: Type.Optional(Type.String({ maxLength: 100 })),
  icon: Type.Optional(Type.String({ maxLength: 500 })),
});
export type PushMessage = Static<typeof PushMessageSchema>;

/** Devices one reader keeps at most (429 beyond). */
export const MAX_PUSH_DEVICES = 5;

/**
 * Push alerts over HTTP (issue "push alerts" 2, 3; spec 7 "whoami"): the VAPID public key, a
 * device's subscription (checked: an https push service, right-sized keys; at most
 * MAX_PUSH_DEVICES per reader), its removal, and whoami with the `device_token` header.
 * A malformed device_token is ignored (answers '0'), never a 500.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import {
  ApiErrorSchema,
  MAX_PUSH_DEVICES,
  PushKeyResponseSchema,
  PushSubscriptionBodySchema,
  PushSubscriptionResponseSchema,
  PushUnsubscribeBodySchema,
  ReaderHeadersSchema,
  WhoAmIResponseSchema,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { cachePolicy } from '../read-cache';
import { ownerOf, requireOwner } from '../reader';
import { checkSubscription } from './subscription';
import {
  deleteSubscription,
  ownsDevice,
  saveSubscription,
  subscriptionCount,
  type VapidKeys,
} from './queries';

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

export interface PushRouteOptions {
  readonly ctx: ApiContext;
  readonly vapid: VapidKeys;
  /** Endpoints on private or loopback addresses (tests' own push service only). */
  readonly allowPrivateEndpoints: boolean;
}

export const pushRoutes: FastifyPluginAsync<PushRouteOptions> = async (fastify, options) => {
  const { ctx, vapid, allowPrivateEndpoints } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['push'];

  app.get(
    '/api/v3/push/key',
    {
      config: cachePolicy('long', []),
      schema: {
        tags,
        summary: 'VAPID public key for PushManager.subscribe',
        response: { 200: PushKeyResponseSchema },
      },
    },
    async () => ({ public_key: vapid.publicKey }),
  );

  app.post(
    '/api/v3/push/subscriptions',
    {
      config: { reader: 'required' },
      schema: {
        tags,
        summary: "Store this device's push subscription; answers its device_token",
        body: PushSubscriptionBodySchema,
        headers: ReaderHeadersSchema,
        response: { 200: PushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = requireOwner(request.reader);
      const checked = checkSubscription(request.body, allowPrivateEndpoints);
      if (!checked.ok) throw new ApiHttpError(checked.code, checked.message);
      if ((await subscriptionCount(ctx.db, owner, checked.endpoint)) >= MAX_PUSH_DEVICES) {
        throw new ApiHttpError('PUSH_TOO_MANY_DEVICES', `At most ${MAX_PUSH_DEVICES} devices get alerts.`);
      }
      const id = await saveSubscription(ctx.db, {
        id: randomBytes(16).toString('base64url'),
        owner,
        endpoint: checked.endpoint,
        p256dh: checked.p256dh,
        auth: checked.auth,
        locale: request.body.locale ?? 'pt',
      });
      return { status: 'ok' as const, device_token: id };
    },
  );

  app.delete(
    '/api/v3/push/subscriptions',
    {
      config: { reader: 'required' },
      schema: {
        tags,
        summary: 'This device gets no more alerts',
        body: PushUnsubscribeBodySchema,
        headers: ReaderHeadersSchema,
        response: { 200: PushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = requireOwner(request.reader);
      const token = request.body.device_token;
      if (!DEVICE_TOKEN.test(token) || !(await deleteSubscription(ctx.db, token, owner))) {
        throw new ApiHttpError('PUSH_DEVICE_NOT_FOUND', 'No such device for this reader.');
      }
      return { status: 'ok' as const, device_token: token };
    },
  );

  app.get(
    '/api/v3/whoami',
    {
      config: cachePolicy('private', []),
      schema: {
        tags,
        summary: "Spec 7: whether this device (device_token header) gets alerts ('1') or not",
        headers: ReaderHeadersSchema,
        response: { 200: WhoAmIResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = ownerOf(request.reader);
      const token = request.headers.device_token;
      const on =
        owner !== null &&
        typeof token === 'string' &&
        DEVICE_TOKEN.test(token) &&
        (await ownsDevice(ctx.db, owner, token));
      return { push_notification: { push_on: on ? ('1' as const) : ('0' as const) } };
    },
  );
};

/**
 * Tracking routes (spec 4 "Tracking", spec 7 "Tracking"): GET /trk (a story or video opened,
 * shared, liked, played), POST api/v3/tagger/analytics (form-encoded, as navigator.sendBeacon
 * sends it: reads with their time, ads seen, the ad-blocker probe's result) and the page-view
 * pixel GET api/v3/tagger/pixel.gif. Each validates its input (4xx with a stable code), is
 * rate-limited per reader, and answers at once: the event is buffered and written in batches.
 * Without the reader's measurement consent (the server's own cookie, signed for the guest id it
 * issued to this browser) nothing is kept.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AnalyticsFormSchema,
  ApiErrorSchema,
  PixelQuerySchema,
  SITE_ID,
  TrackingAcceptedSchema,
  TrkQuerySchema,
  TRACKING_PATHS,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { analyticsEvent, pageViewEvent, trkEvent, type EventOrigin, type EventRow } from './event';
import type { Measurement } from './measurement';
import { PIXEL_GIF } from './pixel';
import { NO_STORE } from '../../cache-control';

export interface AnalyticsRoutesOptions {
  readonly ctx: ApiContext;
  readonly measurement: Measurement;
  /** Events per reader per minute (default 300: a busy reader sends a few dozen). */
  readonly perReaderPerMinute?: number;
}

const accepted = {
  202: TrackingAcceptedSchema,
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  429: ApiErrorSchema,
};

export const analyticsRoutes: FastifyPluginAsync<AnalyticsRoutesOptions> = async (fastify, options) => {
  const { ctx, measurement } = options;
  await fastify.register(formbody, { bodyLimit: 4096 });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['tracking'];
  const rateLimit = {
    max: options.perReaderPerMinute ?? 300,
    timeWindow: 60_000,
    // Per reader (the guest id the server issued), else per address; the address is never stored.
    keyGenerator: (request: FastifyRequest) => `trk:${measurement.guestIdOf(request) ?? request.ip}`,
  };

  /** Who the event is from, or undefined when the reader did not allow measurement. */
  const originOf = (request: FastifyRequest): EventOrigin | undefined => {
    if (!measurement.consentOf(request)?.choices.measurement) return undefined;
    const at = ctx.now();
    return { at, reader: measurement.pseudonymOf(measurement.guestIdOf(request), at) };
  };
  const keep = (reply: FastifyReply, row: EventRow | undefined) => {
    reply.header('cache-control', NO_STORE);
    reply.code(202);
    return { status: row && measurement.record(row) ? ('queued' as const) : ('ignored' as const) };
  };
  const assertSite = (sid: number) => {
    if (sid !== SITE_ID) throw new ApiHttpError('SITE_NOT_FOUND', `No site ${sid}.`);
  };

  app.get(
    TRACKING_PATHS.trk,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Track a story or video action: open, read, share, like, play (spec 7)',
        description:
          'Queued and answered at once (202). Kept only with the reader’s measurement consent (the signed onda_consent cookie); otherwise ignored.',
        querystring: TrkQuerySchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      assertSite(request.query.sid);
      const origin = originOf(request);
      return keep(reply, origin && trkEvent(request.query, origin));
    },
  );

  app.post(
    TRACKING_PATHS.analytics,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Track a read with its time on screen, an ad seen, or the ad-blocker probe (form-encoded)',
        description:
          'The body is application/x-www-form-urlencoded, as navigator.sendBeacon sends URLSearchParams. Events without an articleTitle are refused (spec 3). Kept only with measurement consent.',
        consumes: ['application/x-www-form-urlencoded'],
        body: AnalyticsFormSchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      const origin = originOf(request);
      return keep(reply, origin && analyticsEvent(request.body, origin));
    },
  );

  app.get(
    TRACKING_PATHS.pixel,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Count a page view (the analytics pixel): answers a 1×1 GIF',
        description: 'Kept only with measurement consent; the GIF is answered either way.',
        querystring: PixelQuerySchema,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'A 1×1 GIF.' }),
          400: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const origin = originOf(request);
      if (origin) measurement.record(pageViewEvent(request.query, origin));
      return reply.header('cache-control', NO_STORE).type('image/gif').send(PIXEL_GIF);
    },
  );
};

/**
 * The house ad server (spec 7 "Ads"): GET api/v3/ad_unit/{top|middle}/{desktop|mobile}?site_id and,
 * when the reader's probe found a blocker, GET api/v3/ad_unit/backfillads/{device}?site_id&slot;
 * the creatives' pictures, drawn here; and the click redirect that records a click and goes only
 * to the campaign's own stored URL. Ads are chosen by the page's section; with the reader's consent
 * to personalised ads, also by what the reader reads, and capped per reader and day. This is the
 * one place a real ad network would plug in (none is reachable from here).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AD_SIZES,
  AdClickParamsSchema,
  AdClickQuerySchema,
  AdCreativeParamsSchema,
  AdUnitParamsSchema,
  AdUnitQuerySchema,
  AdUnitResponseSchema,
  ApiErrorSchema,
  BACKFILL_UNIT,
  SITE_ID,
  TRACKING_PATHS,
  type Ad,
  type AdUnit,
} from 'shared-contracts';
import { creativeVersion, renderCreative, type CreativeFormat } from '../../media/ad-creative';
import { measurementDay } from '../analytics/event';
import { PIXEL_GIF } from '../analytics/pixel';
import type { Measurement } from '../analytics/measurement';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { guestOwner, ownerOf } from '../reader';
import { chooseAds, clickTarget, runningState, type Chosen } from './choose';
import type { Delivery } from './delivery';
import { readerSections } from './queries';
import { IMMUTABLE, NO_STORE, PRIVATE_NO_STORE, publicFor } from '../../cache-control';

export interface AdsRoutesOptions {
  readonly ctx: ApiContext;
  readonly measurement: Measurement;
  readonly delivery: Delivery;
  /** The draw (tests fix it). */
  readonly random?: () => number;
}

const BASE = TRACKING_PATHS.adUnit;
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const CONTENT_TYPES: Record<CreativeFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  svg: 'image/svg+xml',
};

export const adsRoutes: FastifyPluginAsync<AdsRoutesOptions> = async (fastify, options) => {
  const { ctx, measurement, delivery } = options;
  const random = options.random ?? Math.random;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['ads'];

  const toAd = ({ campaign, creative }: Chosen, slot: AdUnit, now: Date): Ad => ({
    id: creative.id,
    slot,
    width: creative.width,
    height: creative.height,
    image: `${BASE}/creatives/${creative.id}.webp?v=${creativeVersion(creative)}`,
    alt: creative.alt,
    click: `${BASE}/click/${creative.id}?slot=${slot}`,
    external: !campaign.url.startsWith('/'),
    ad_tags: [
      {
        url: campaign.url,
        advertiser: campaign.advertiser,
        campaign_id: campaign.id,
        campaign_name: campaign.name,
      },
      { running: runningState(campaign, now) },
    ],
  });

  app.get(
    `${BASE}/:name/:device`,
    {
      schema: {
        tags,
        summary: 'House ads for a slot: top, middle, or backfillads when the reader blocks ads (spec 7)',
        description:
          "ads[].ad_tags: first the campaign (url, advertiser, campaign_id, campaign_name), then its running state. Chosen by section; by the reader's reading too, and capped per reader, only with consent to personalised ads (the signed onda_consent cookie). Never cached: every answer counts against the caps.",
        params: AdUnitParamsSchema,
        querystring: AdUnitQuerySchema,
        response: { 200: AdUnitResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, device } = request.params;
      const query = request.query;
      if (query.site_id !== SITE_ID) throw new ApiHttpError('SITE_NOT_FOUND', `No site ${query.site_id}.`);
      const backfill = name === BACKFILL_UNIT;
      if (!backfill && name !== 'top' && name !== 'middle')
        throw new ApiHttpError('AD_UNIT_NOT_FOUND', `No ad unit "${name}".`);
      const slot: AdUnit = backfill ? (query.slot ?? 'middle') : (name as AdUnit);
      const now = ctx.now();
      const day = measurementDay(now);
      const section = query.section ?? 'other';
      const personalised = measurement.consentOf(request)?.choices.ads === true;
      const guestId = personalised ? measurement.guestIdOf(request) : null;
      const reader = measurement.pseudonymOf(guestId, now);
      const owner = personalised ? (ownerOf(request.reader) ?? (guestId ? guestOwner(guestId) : null)) : null;
      const interests = owner ? await readerSections(ctx.db, owner) : [];
      const { campaigns, creatives } = delivery.catalogue();
      const chosen = chooseAds({
        campaigns,
        creatives,
        size: AD_SIZES[slot][device],
        // Backfill serves whatever house campaign is open: the reader's page had its ads blocked.
        sections: backfill ? campaigns.flatMap((c) => c.sections).concat(section) : [section, ...interests],
        count: query.count ?? 1,
        exclude: new Set((query.exclude ?? '').split(',').filter(Boolean)),
        servedToday: delivery.servedToday(day),
        servedToReader: reader ? await delivery.servedToReader(day, reader) : undefined,
        now,
        random,
      });
      delivery.served(day, chosen, reader);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { ads: chosen.map((ad) => toAd(ad, slot, now)) };
    },
  );

  // GET, and HEAD with it (Fastify answers HEAD for every GET route).
  app.route({
    method: 'GET',
    url: TRACKING_PATHS.adProbe,
    schema: {
      tags,
      summary: 'The ad-blocker probe: a dot image under an ad-like path (spec 4, 7)',
      description: 'A browser that blocks ads fails to load it; the page then asks for backfill ads.',
      response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
    },
    handler: async (_request, reply) =>
      reply.header('cache-control', NO_STORE).type('image/gif').send(PIXEL_GIF),
  });

  app.get(
    `${BASE}/click/:creative`,
    {
      schema: {
        tags,
        summary: "Record a click on an ad and go to its campaign's own URL (302)",
        description: 'Only to the URL stored with the campaign: a path of this site or an https address.',
        params: AdClickParamsSchema,
        querystring: AdClickQuerySchema,
        response: { 302: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { campaigns, creatives } = delivery.catalogue();
      const creative = creatives.find((c) => c.id === request.params.creative);
      const campaign = creative && campaigns.find((c) => c.id === creative.campaign_id);
      const target = campaign && clickTarget(campaign.url);
      if (!creative || !campaign || !target)
        throw new ApiHttpError('CREATIVE_NOT_FOUND', `No ad "${request.params.creative}".`);
      const at = ctx.now();
      // Every click counts for the campaign; whose, only with measurement consent.
      const measured = measurement.consentOf(request)?.choices.measurement === true;
      measurement.record({
        at,
        day: measurementDay(at),
        event: 'ad_click',
        reader: measured ? measurement.pseudonymOf(measurement.guestIdOf(request), at) : null,
        campaign_id: campaign.id,
        creative_id: creative.id,
        slot: request.query.slot ?? null,
        path: measured ? (request.query.path ?? null) : null,
      });
      return reply.header('cache-control', NO_STORE).redirect(target, 302);
    },
  );

  app.get(
    `${BASE}/creatives/:file`,
    {
      schema: {
        tags,
        summary: "A creative's picture (webp, png or svg), drawn by the ad server",
        params: AdCreativeParamsSchema,
        querystring: Type.Object({
          v: Type.Optional(Type.String({ maxLength: 20, pattern: '^[a-f0-9]+$' })),
        }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'Image bytes.' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const [id = '', extension = ''] = request.params.file.split('.');
      const format = extension as CreativeFormat;
      const creative = delivery.catalogue().creatives.find((c) => c.id === id);
      if (!creative) throw new ApiHttpError('CREATIVE_NOT_FOUND', `No ad "${id}".`);
      const version = creativeVersion(creative);
      const body = await renderCreative(creative, format);
      // A URL names the picture's words (v): cached for good when it matches, briefly otherwise.
      const cache = request.query.v === version ? IMMUTABLE : publicFor(300);
      return reply.header('cache-control', cache).type(CONTENT_TYPES[format]).send(body);
    },
  );
};

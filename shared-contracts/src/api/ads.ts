/**
 * The ad server's calls (spec 7 "Ads"): GET api/v3/ad_unit/{name}/{device}?site_id, and when the
 * probe found a blocker GET api/v3/ad_unit/backfillads/{device}?site_id. The answer keeps the
 * spec's shape, ads[0].ad_tags: the first tag names the campaign (url, advertiser, campaign_id,
 * campaign_name), the second its running state; beside the tags each ad carries its creative.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AD_DEVICES, AD_UNITS } from './measurement-constants';

export const AdUnitParamsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_]+$' }),
  device: Type.Union(AD_DEVICES.map((device) => Type.Literal(device))),
});

export const AdUnitQuerySchema = Type.Object({
  site_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /** The backfill unit's slot (the size it fills); the named units are their own slot. */
  slot: Type.Optional(Type.Union(AD_UNITS.map((unit) => Type.Literal(unit)))),
  /** The page's section, for ads chosen by section (contextual, spec: no consent needed). */
  section: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9_-]*$' })),
  /** How many different ads to answer (one per slot of the page), 1 to 11 (spec 9's largest count). */
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 11 })),
  /** Creatives the page already shows: not answered again on the same page. */
  exclude: Type.Optional(Type.String({ maxLength: 400, pattern: '^[a-z0-9_,-]*$' })),
});
export type AdUnitQuery = Static<typeof AdUnitQuerySchema>;

export const AdRunningSchema = Type.Union([Type.Literal('enable'), Type.Literal('disable')]);

/** The spec's first tag: the campaign. */
export const AdCampaignTagSchema = Type.Object({
  url: Type.String(),
  advertiser: Type.String(),
  campaign_id: Type.String(),
  campaign_name: Type.String(),
});
/** The spec's second tag: the campaign's running state (spec 3: campaignRunning, default 'disable'). */
export const AdRunningTagSchema = Type.Object({ running: AdRunningSchema });

export const AdSchema = Type.Object({
  /** The creative's id. */
  id: Type.String(),
  slot: Type.Union(AD_UNITS.map((unit) => Type.Literal(unit))),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  /** The creative's picture, drawn by the ad server. */
  image: Type.String(),
  /** Its text alternative (what the picture says). */
  alt: Type.String(),
  /** The recording redirect to the campaign's own URL (never another). */
  click: Type.String(),
  /** Whether the click leaves the site (the reader is told; spec 4 "External link dialog"). */
  external: Type.Boolean(),
  ad_tags: Type.Array(Type.Union([AdCampaignTagSchema, AdRunningTagSchema]), { minItems: 2, maxItems: 2 }),
});
export type Ad = Static<typeof AdSchema>;

export const AdUnitResponseSchema = Type.Object({ ads: Type.Array(AdSchema) });
export type AdUnitResponse = Static<typeof AdUnitResponseSchema>;

export const AdClickParamsSchema = Type.Object({
  creative: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9_-]*$' }),
});
export const AdClickQuerySchema = Type.Object({
  slot: Type.Optional(Type.Union(AD_UNITS.map((unit) => Type.Literal(unit)))),
  /** The page the ad was clicked on (a site path), for the campaign report. */
  path: Type.Optional(Type.String({ maxLength: 500, pattern: '^/' })),
});

export const AdCreativeParamsSchema = Type.Object({
  /** `<creative id>.<format>`, e.g. planos-970x250.webp */
  file: Type.String({ minLength: 3, maxLength: 80, pattern: '^[a-z0-9][a-z0-9_-]*\\.(webp|png|svg)$' }),
});

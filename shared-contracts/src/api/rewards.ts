/**
 * The data-bonus programme's calls (spec 7 "Rewards": GET tagger/pre_reward, GET tagger/reward?token),
 * the claim with an idempotency key and the share a reader made (POST tagger/share). The server
 * counts the reads it served, the shares of items that exist and the reader's registration; the
 * browser shows these numbers and never its own count.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './common';

const TrackingValue = Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' });

/** Tracking parameters read on landing (spec 2): stored with reads and grants. */
export const TrackingSchema = Type.Object({
  clickid: Type.Optional(TrackingValue),
  aff_click_id: Type.Optional(TrackingValue),
  utm_campaign: Type.Optional(TrackingValue),
});
export type Tracking = Static<typeof TrackingSchema>;

export const PreRewardQuerySchema = Type.Object({
  info: Type.Optional(Type.String({ maxLength: 40 })),
  token: Type.Optional(Type.String({ maxLength: 200 })),
  campaign: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' })),
  ...TrackingSchema.properties,
});

export const RewardConditionsSchema = Type.Object({
  articles: Type.Integer({ minimum: 0 }),
  shares: Type.Integer({ minimum: 0 }),
  registration: Type.Integer({ minimum: 0 }),
});
export type RewardConditions = Static<typeof RewardConditionsSchema>;

export const CampaignStateSchema = Type.Union([
  Type.Literal('running'),
  Type.Literal('limit'),
  Type.Literal('ended'),
]);
export type CampaignState = Static<typeof CampaignStateSchema>;

export const RewardCampaignSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: CampaignStateSchema,
  bonus_mb: Type.Integer(),
  /** Marketing store links by device, when the campaign has them (spec 4: final button). */
  store: Type.Union([Type.Object({ ios: Type.String(), android: Type.String() }), Type.Null()]),
});

/** GET api/v3/tagger/pre_reward: where the reader stands in the running campaign. */
export const RewardStatusSchema = Type.Object({
  campaign: Type.Union([RewardCampaignSchema, Type.Null()]),
  conditions: RewardConditionsSchema,
  done: Type.Object({
    articles: Type.Object({ number: Type.Integer(), ids: Type.Array(Type.String()) }),
    /** Spec 3: shares {number, ids}, distinct items, at most the condition. */
    shares: Type.Object({ number: Type.Integer(), ids: Type.Array(Type.String()) }),
    /** 1 when the reader is signed in and the campaign asks for registration, else 0. */
    registration: Type.Integer(),
  }),
  /** 33 per active condition (spec 4). */
  total: Type.Integer(),
  /** Σ done/required × 33, at most total. */
  progress: Type.Number(),
  /** progress / total, 0 to 100. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  completed: Type.Boolean(),
  /** The reader already got this period's bonus. */
  granted: Type.Boolean(),
  /** The claim token of this reader, campaign and period (GET tagger/reward?token). */
  token: Type.Union([Type.String(), Type.Null()]),
});
export type RewardStatus = Static<typeof RewardStatusSchema>;

const IdempotencyKey = Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' });

export const RewardTokenQuerySchema = Type.Object({
  token: IdempotencyKey,
  campaign: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' })),
});
export const RewardClaimBodySchema = Type.Object({
  idempotency_key: IdempotencyKey,
  campaign: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' })),
});

export const RewardGrantSchema = Type.Object({
  id: Type.Integer(),
  campaign_id: Type.String(),
  bonus_mb: Type.Integer(),
  idempotency_key: Type.String(),
  delivery: Type.Union([Type.Literal('local'), Type.Literal('webhook')]),
  granted_at: Type.String(),
  /** The tracking the reader landed with, kept with the grant. */
  clickid: Type.Union([Type.String(), Type.Null()]),
  aff_click_id: Type.Union([Type.String(), Type.Null()]),
  utm_campaign: Type.Union([Type.String(), Type.Null()]),
});
export type RewardGrant = Static<typeof RewardGrantSchema>;

/** A grant, new or the one this reader already had this period (`replay`). */
export const RewardClaimResponseSchema = Type.Object({
  status: Type.Literal('granted'),
  replay: Type.Boolean(),
  grant: RewardGrantSchema,
});
export type RewardClaimResponse = Static<typeof RewardClaimResponseSchema>;

const CampaignId = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * POST api/v3/tagger/share: the reader shared a story or video (the `article.shared` bus event's
 * id, kind and channel). Counted once per item and campaign day; ignored when the campaign does
 * not ask for shares (spec 5).
 */
export const RewardShareBodySchema = Type.Object({
  id: IdSchema,
  kind: Type.Union([Type.Literal('news'), Type.Literal('video')]),
  /** How it was shared: 'native' (Web Share), 'whatsapp', 'copy'… */
  channel: Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9_-]+$' }),
  campaign: Type.Optional(CampaignId),
});
export type RewardShareBody = Static<typeof RewardShareBodySchema>;

/** 'recorded': the share counts (once per item); 'ignored': the campaign asks for no shares. */
export const RewardShareResponseSchema = Type.Object({
  status: Type.Union([Type.Literal('recorded'), Type.Literal('ignored')]),
});
export type RewardShareResponse = Static<typeof RewardShareResponseSchema>;

const ReadKindSchema = Type.Union([Type.Literal('news'), Type.Literal('video')]);

/**
 * GET api/v3/tagger/read_token: the read token of one story or video for this device (its signed
 * PSID; the server issues one in a cookie when the request has none). docs/adr/010.
 */
export const ReadTokenQuerySchema = Type.Object({ kind: ReadKindSchema, id: IdSchema });
export const ReadTokenResponseSchema = Type.Object({
  token: Type.String(),
  /** How long the item must stay open (a story) or be watched (a video) before the beacon. */
  after_ms: Type.Integer({ minimum: 0 }),
  /** When the token stops counting. */
  expires_at: Type.String(),
});
export type ReadTokenResponse = Static<typeof ReadTokenResponseSchema>;

/** POST api/v3/tagger/read: the read beacon, sent once the reader has really read the item. */
export const ReadBeaconBodySchema = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 600, pattern: '^[A-Za-z0-9_.-]+$' }),
});
export const ReadBeaconResponseSchema = Type.Object({
  status: Type.Literal('recorded'),
  id: Type.String(),
  kind: ReadKindSchema,
});
export type ReadBeaconResponse = Static<typeof ReadBeaconResponseSchema>;

/**
 * Test hook (ENABLE_TEST_HOOKS): change a campaign's state, or its text (which sets its conditions,
 * spec 9), for end-to-end tests.
 */
export const RewardCampaignPatchSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  status: Type.Optional(Type.Union([Type.Literal('running'), Type.Literal('ended')])),
  daily_limit: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()])),
});

/** The coupon campaign's states (spec 4, 8: running, daily limit, prize limit, ended). */
export const CouponStateSchema = Type.Union([
  Type.Literal('running'),
  Type.Literal('limit'),
  Type.Literal('prize_limit'),
  Type.Literal('ended'),
]);
export type CouponState = Static<typeof CouponStateSchema>;

/** GET api/v3/tagger/coupon: the coupon campaign (/jej) and whether this reader registered. */
export const CouponStatusSchema = Type.Object({
  campaign: Type.Union([Type.Object({ id: Type.String(), state: CouponStateSchema }), Type.Null()]),
  registered: Type.Boolean(),
});
export type CouponStatus = Static<typeof CouponStatusSchema>;

/** POST api/v3/tagger/coupon (spec 3 "Reward/campaign form": full name, e-mail). */
export const CouponBodySchema = Type.Object({
  full_name: Type.String({ maxLength: 500 }),
  email: Type.String({ maxLength: 500 }),
});
export const CouponRegisteredSchema = Type.Object({ status: Type.Literal('registered') });

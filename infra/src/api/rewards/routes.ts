/**
 * Rewards routes (spec 7 "Rewards"): GET tagger/pre_reward (where the reader stands; also records
 * the landing's tracking), GET tagger/reward?token (claims with pre_reward's token), POST
 * tagger/reward (claims with the client's idempotency key) and POST tagger/share (a share the
 * reader made of a story or video that exists). Reads are recorded where the server serves a
 * story or video (content routes), never reported by the browser; registration is the reader
 * being signed in.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  checkCouponForm,
  CouponBodySchema,
  CouponRegisteredSchema,
  CouponStatusSchema,
  normalizeEmail,
  PreRewardQuerySchema,
  ReaderHeadersSchema,
  RewardCampaignPatchSchema,
  RewardClaimBodySchema,
  RewardClaimResponseSchema,
  RewardShareBodySchema,
  RewardShareResponseSchema,
  RewardStatusSchema,
  RewardTokenQuerySchema,
  trackingFromSearch,
  trackingToSearch,
  type RewardClaimResponse,
  type RewardStatus,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { ownerOf, requireOwner } from '../reader';
import { campaignState, claimTokenOf, periodOf, type CampaignRow } from './campaign';
import {
  claimReward,
  couponStanding,
  findCampaign,
  findCouponCampaign,
  patchCampaign,
  patchCouponCampaign,
  registerCoupon,
  readerStanding,
  recordShare,
  saveTracking,
  shareableKind,
  readerConditions,
  type ClaimOutcome,
  type CouponOutcome,
  type ReaderStanding,
} from './queries';

export interface RewardsRoutesOptions {
  readonly ctx: ApiContext;
  /** How grants are paid out: 'webhook' when REWARDS_WEBHOOK_URL is set. */
  readonly delivery: 'local' | 'webhook';
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

const REFUSALS = {
  ended: ['CAMPAIGN_ENDED', 'The campaign has ended.'],
  limit: ['REWARD_DAILY_LIMIT', "The campaign reached today's limit; come back tomorrow."],
  not_earned: ['REWARD_NOT_EARNED', 'The reads this reader was served do not complete the campaign yet.'],
} as const;

export const rewardsRoutes: FastifyPluginAsync<RewardsRoutesOptions> = async (fastify, { ctx, delivery }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['rewards'];

  const campaignOf = async (id: string | undefined): Promise<CampaignRow> => {
    const campaign = await findCampaign(ctx.db, ctx.now(), id);
    if (!campaign)
      throw new ApiHttpError('CAMPAIGN_NOT_FOUND', id ? `No campaign "${id}".` : 'No campaign runs.');
    return campaign;
  };

  const claim = async (campaign: CampaignRow, owner: string, key: string): Promise<RewardClaimResponse> => {
    const outcome = await claimReward(ctx.db, {
      campaignId: campaign.id,
      owner,
      idempotencyKey: key,
      now: ctx.now(),
      delivery,
    });
    return claimAnswer(outcome);
  };

  app.get(
    '/api/v3/tagger/pre_reward',
    {
      schema: {
        tags,
        summary: "The reader's standing in the running campaign: conditions, reads served, progress",
        description:
          'Counts only the stories and videos the server served to this reader (PSID or account) in the campaign day. Tracking parameters (clickid, aff_click_id, utm_campaign) are remembered for the reader; aff_click_id sets the articles condition to 3.',
        querystring: PreRewardQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: RewardStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const owner = ownerOf(request.reader);
      const campaign = await findCampaign(ctx.db, ctx.now(), request.query.campaign);
      if (!campaign && request.query.campaign)
        throw new ApiHttpError('CAMPAIGN_NOT_FOUND', `No campaign "${request.query.campaign}".`);
      if (owner) {
        const tracking = trackingFromSearch(trackingToSearch(request.query));
        await saveTracking(ctx.db, owner, tracking, ctx.now());
      }
      if (!campaign) return noCampaign();
      return statusOf(await readerStanding(ctx.db, campaign, owner, ctx.now()), owner, ctx.now());
    },
  );

  app.get(
    '/api/v3/tagger/reward',
    {
      schema: {
        tags,
        summary: "Claim the bonus with pre_reward's token (one grant per reader, campaign and day)",
        querystring: RewardTokenQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: RewardClaimResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const owner = requireOwner(request.reader);
      const campaign = await campaignOf(request.query.campaign);
      if (request.query.token !== claimTokenOf(owner, campaign.id, periodOf(ctx.now())))
        throw new ApiHttpError(
          'INVALID_REWARD_TOKEN',
          'The token is not this reader’s for this campaign today.',
        );
      return claim(campaign, owner, request.query.token);
    },
  );

  app.post(
    '/api/v3/tagger/reward',
    {
      schema: {
        tags,
        summary: 'Claim the bonus with an idempotency key: the same key always gets the same grant',
        body: RewardClaimBodySchema,
        headers: ReaderHeadersSchema,
        response: { 200: RewardClaimResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = requireOwner(request.reader);
      const campaign = await campaignOf(request.body.campaign);
      return claim(campaign, owner, request.body.idempotency_key);
    },
  );

  app.post(
    '/api/v3/tagger/share',
    {
      schema: {
        tags,
        summary: 'Record a share the reader made of a story or video (the campaign counts distinct items)',
        description:
          'Counts once per item and campaign day for the reader (PSID or account). Ignored when the campaign asks for no shares (spec 5). 404 CONTENT_NOT_FOUND when no published item of that id and kind exists.',
        body: RewardShareBodySchema,
        headers: ReaderHeadersSchema,
        response: { 200: RewardShareResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = requireOwner(request.reader);
      const { id, kind, channel } = request.body;
      if ((await shareableKind(ctx.db, id, ctx.now())) !== kind)
        throw new ApiHttpError('CONTENT_NOT_FOUND', `No ${kind === 'video' ? 'video' : 'story'} "${id}".`);
      const campaign = await campaignOf(request.body.campaign);
      const { tracking, conditions } = await readerConditions(ctx.db, campaign, owner);
      if (conditions.shares === 0) return { status: 'ignored' as const };
      await recordShare(ctx.db, { owner, contentId: id, kind, channel, tracking, at: ctx.now() });
      return { status: 'recorded' as const };
    },
  );

  app.get(
    '/api/v3/tagger/coupon',
    {
      schema: {
        tags,
        summary: 'The coupon campaign (/jej): its state and whether this reader registered',
        headers: ReaderHeadersSchema,
        response: { 200: CouponStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const campaign = await findCouponCampaign(ctx.db, ctx.now());
      if (!campaign) return { campaign: null, registered: false };
      const { state, registered } = await couponStanding(
        ctx.db,
        campaign,
        ownerOf(request.reader),
        ctx.now(),
      );
      return { campaign: { id: campaign.id, state }, registered };
    },
  );

  app.post(
    '/api/v3/tagger/coupon',
    {
      schema: {
        tags,
        summary: 'Register for the coupon campaign with a full name and an e-mail (spec 5 checks)',
        body: CouponBodySchema,
        headers: ReaderHeadersSchema,
        response: { 200: CouponRegisteredSchema, ...errors },
      },
    },
    async (request) => {
      const owner = requireOwner(request.reader);
      const { full_name: fullName, email } = request.body;
      const invalid = checkCouponForm(fullName, email);
      if (invalid.fullName === 'required' || invalid.email === 'required')
        throw new ApiHttpError('REQUIRED_FIELD', 'Full name and e-mail are required.');
      if (invalid.fullName)
        throw new ApiHttpError('INVALID_NAME', 'Give a full name: two words or more, letters only.');
      if (invalid.email) throw new ApiHttpError('INVALID_EMAIL', 'Give a valid e-mail address.');
      const campaign = await findCouponCampaign(ctx.db, ctx.now());
      if (!campaign) throw new ApiHttpError('CAMPAIGN_NOT_FOUND', 'No coupon campaign runs.');
      const outcome = await registerCoupon(ctx.db, {
        campaignId: campaign.id,
        owner,
        fullName: fullName.trim().replace(/\s+/g, ' '),
        email: normalizeEmail(email),
        now: ctx.now(),
      });
      return couponAnswer(outcome);
    },
  );

  app.post(
    '/api/v3/test/rewards/coupons/:id',
    {
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) }),
        body: RewardCampaignPatchSchema,
        response: { 200: Type.Object({ status: Type.Literal('ok') }), 403: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (!ctx.testHooks)
        throw new ApiHttpError('TEST_HOOKS_DISABLED', 'Test hooks are disabled (ENABLE_TEST_HOOKS=1).');
      const { status, daily_limit } = request.body;
      if (!(await patchCouponCampaign(ctx.db, request.params.id, { status, daily_limit })))
        throw new ApiHttpError('CAMPAIGN_NOT_FOUND', `No campaign "${request.params.id}".`);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/api/v3/test/rewards/campaigns/:id',
    {
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) }),
        body: RewardCampaignPatchSchema,
        response: { 200: Type.Object({ status: Type.Literal('ok') }), 403: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (!ctx.testHooks)
        throw new ApiHttpError('TEST_HOOKS_DISABLED', 'Test hooks are disabled (ENABLE_TEST_HOOKS=1).');
      if (!(await patchCampaign(ctx.db, request.params.id, request.body)))
        throw new ApiHttpError('CAMPAIGN_NOT_FOUND', `No campaign "${request.params.id}".`);
      return { status: 'ok' as const };
    },
  );
};

function claimAnswer(outcome: ClaimOutcome): RewardClaimResponse {
  if (outcome.kind === 'key_in_use')
    throw new ApiHttpError('IDEMPOTENCY_KEY_IN_USE', 'This idempotency key belongs to another claim.');
  if (outcome.kind === 'refused') {
    const [code, message] = REFUSALS[outcome.reason];
    throw new ApiHttpError(code, message);
  }
  const { grant } = outcome;
  return {
    status: 'granted',
    replay: outcome.replay,
    grant: { ...grant, granted_at: new Date(grant.granted_at).toISOString() },
  };
}

const COUPON_REFUSALS = {
  email_taken: ['EMAIL_ALREADY_REGISTERED', 'This e-mail is already registered in the campaign.'],
  already_registered: ['ALREADY_REGISTERED', 'This reader registered before.'],
  ended: ['CAMPAIGN_ENDED', 'The campaign has ended.'],
  limit: ['REWARD_DAILY_LIMIT', "The campaign reached today's limit; come back tomorrow."],
  prize_limit: ['COUPON_PRIZE_LIMIT', 'All prizes of the campaign are taken.'],
} as const;

function couponAnswer(outcome: CouponOutcome): { status: 'registered' } {
  if (outcome.kind === 'registered') return { status: 'registered' };
  if (outcome.reason === 'running') throw new Error('a running campaign refused a registration');
  const [code, message] = COUPON_REFUSALS[outcome.reason];
  throw new ApiHttpError(code, message);
}

function noCampaign(): RewardStatus {
  return {
    campaign: null,
    conditions: { articles: 1, shares: 0, registration: 0 },
    done: { articles: { number: 0, ids: [] }, shares: { number: 0, ids: [] }, registration: 0 },
    total: 0,
    progress: 0,
    percent: 0,
    completed: false,
    granted: false,
    token: null,
  };
}

function statusOf(standing: ReaderStanding, owner: string | null, now: Date): RewardStatus {
  const { campaign, conditions, counts } = standing;
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      state: campaignState(campaign, now, standing.grantsThisPeriod),
      bonus_mb: campaign.bonus_mb,
      store:
        campaign.store_ios && campaign.store_android
          ? { ios: campaign.store_ios, android: campaign.store_android }
          : null,
    },
    conditions,
    done: {
      articles: { number: counts.articles.length, ids: counts.articles },
      shares: { number: counts.shares.length, ids: counts.shares },
      registration: counts.registration,
    },
    ...counts.progress,
    granted: standing.grant !== undefined,
    token: owner ? claimTokenOf(owner, campaign.id, standing.period) : null,
  };
}

/**
 * Rewards routes (spec 7 "Rewards"): GET tagger/pre_reward (where the reader stands; also records
 * the landing's tracking), GET tagger/reward?token (claims with pre_reward's token), POST
 * tagger/reward (claims with the client's idempotency key) and POST tagger/share (a share the
 * reader made of a story or video that exists). Reads are recorded by the read beacon
 * (read-routes.ts) only; registration is the reader being signed in. The GET calls change state
 * only with the site's API headers, which a link from another site cannot send; a claim needs
 * the device's signed PSID, and counts against the caps per device and per address
 * (docs/adr/010).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  checkCouponForm,
  CouponBodySchema,
  CouponRegisteredSchema,
  CouponStatusSchema,
  normalizeEmail,
  PreRewardQuerySchema,
  ReaderHeadersSchema,
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
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { ownerOf, requireDevice, requireOwner } from '../reader';
import { findUserById } from '../accounts/queries';
import { DEFAULT_READ_RULES, type ReadRules } from './read-token';
import { readRoutes } from './read-routes';
import { campaignState, claimTokenOf, periodOf, type CampaignRow } from './campaign';
import { claimReward, type ClaimOutcome } from './claim-queries';
import { couponStanding, findCouponCampaign, registerCoupon, type CouponOutcome } from './coupon-queries';
import {
  findCampaign,
  readerStanding,
  recordShare,
  saveTracking,
  shareableKind,
  readerConditions,
  type ReaderStanding,
} from './queries';
import { NO_STORE } from '../../cache-control';

export interface RewardsRoutesOptions {
  readonly ctx: ApiContext;
  /** How grants are paid out: 'webhook' when REWARDS_WEBHOOK_URL is set. */
  readonly delivery: 'local' | 'webhook';
  /** Grants a day per device and per address (REWARDS_DEVICE_CAP, REWARDS_ADDRESS_CAP). */
  readonly caps: { readonly device: number; readonly address: number };
  /** When a read counts (READ_SECONDS, VIDEO_READ_SECONDS, READ_TOKEN_HOURS). */
  readonly reads?: Partial<ReadRules>;
}

/**
 * Whether the request carries the site's API headers (PSID, access headers, the CSRF header):
 * a link or a form of another site cannot add them (no CORS), so a GET that changes state asks
 * for them (docs/contracts.md "Rewards").
 */
export function hasApiHeaders(request: FastifyRequest): boolean {
  const { headers } = request;
  return Boolean(headers.psid || headers['access-token'] || headers.authorization || headers['x-csrf-token']);
}

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

const REFUSALS = {
  ended: ['CAMPAIGN_ENDED', 'The campaign has ended.'],
  limit: ['REWARD_DAILY_LIMIT', "The campaign reached today's limit; come back tomorrow."],
  not_earned: ['REWARD_NOT_EARNED', 'The reads this reader made do not complete the campaign yet.'],
  device_cap: ['REWARD_DEVICE_LIMIT', 'This device had its bonuses for today; come back tomorrow.'],
  address_cap: ['REWARD_ADDRESS_LIMIT', 'This address had its bonuses for today; come back tomorrow.'],
} as const;

export const rewardsRoutes: FastifyPluginAsync<RewardsRoutesOptions> = async (fastify, options) => {
  const { ctx, delivery, caps } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['rewards'];
  readRoutes(fastify, ctx, { ...DEFAULT_READ_RULES, ...options.reads });

  const campaignOf = async (id: string | undefined): Promise<CampaignRow> => {
    const campaign = await findCampaign(ctx.db, ctx.now(), id);
    if (!campaign)
      throw new ApiHttpError('CAMPAIGN_NOT_FOUND', id ? `No campaign "${id}".` : 'No campaign runs.');
    return campaign;
  };

  const claim = async (
    request: FastifyRequest,
    campaign: CampaignRow,
    owner: string,
    key: string,
  ): Promise<RewardClaimResponse> => {
    const device = requireDevice(request.reader);
    const account =
      request.reader.kind === 'user' ? await findUserById(ctx.db, request.reader.userId) : undefined;
    const outcome = await claimReward(ctx.db, {
      campaignId: campaign.id,
      owner,
      idempotencyKey: key,
      now: ctx.now(),
      delivery,
      device,
      addressHash: ctx.keys.mac('address', request.ip),
      emailHash: account ? ctx.keys.mac('email', account.email) : null,
      caps,
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
      reply.header('cache-control', NO_STORE);
      const owner = ownerOf(request.reader);
      const campaign = await findCampaign(ctx.db, ctx.now(), request.query.campaign);
      if (!campaign && request.query.campaign)
        throw new ApiHttpError('CAMPAIGN_NOT_FOUND', `No campaign "${request.query.campaign}".`);
      // Only the site's own calls record the landing (a link from elsewhere changes nothing).
      if (owner && hasApiHeaders(request)) {
        const tracking = trackingFromSearch(trackingToSearch(request.query));
        await saveTracking(ctx.db, owner, tracking, ctx.now());
      }
      if (!campaign) return noCampaign();
      return statusOf(ctx, await readerStanding(ctx.db, campaign, owner, ctx.now()), owner);
    },
  );

  app.get(
    '/api/v3/tagger/reward',
    {
      config: { reader: 'required' },
      schema: {
        tags,
        summary: "Claim the bonus with pre_reward's token (one grant per reader, campaign and day)",
        querystring: RewardTokenQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: RewardClaimResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      if (!hasApiHeaders(request))
        throw new ApiHttpError('API_HEADERS_REQUIRED', "Claims come from the site's pages (PSID header).");
      const owner = requireOwner(request.reader);
      const campaign = await campaignOf(request.query.campaign);
      if (request.query.token !== claimTokenOf(ctx.keys, owner, campaign.id, periodOf(ctx.now())))
        throw new ApiHttpError(
          'INVALID_REWARD_TOKEN',
          'The token is not this reader’s for this campaign today.',
        );
      return claim(request, campaign, owner, request.query.token);
    },
  );

  app.post(
    '/api/v3/tagger/reward',
    {
      config: { reader: 'required' },
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
      return claim(request, campaign, owner, request.body.idempotency_key);
    },
  );

  app.post(
    '/api/v3/tagger/share',
    {
      config: { reader: 'required' },
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
      reply.header('cache-control', NO_STORE);
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
      config: { reader: 'required' },
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

function statusOf(ctx: ApiContext, standing: ReaderStanding, owner: string | null): RewardStatus {
  const { campaign, conditions, counts } = standing;
  const now = ctx.now();
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
    token: owner ? claimTokenOf(ctx.keys, owner, campaign.id, standing.period) : null,
  };
}

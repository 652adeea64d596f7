/**
 * The routes end-to-end tests drive the site with, under /api/v3/test/ (config ENABLE_TEST_HOOKS):
 * registered by api/plugin.ts only when the setting is on, so a production server has none of
 * them (their paths answer 404 like any unknown API path). Each does what an operator or the data
 * would do, through the owning domain's queries: reorder the home's sections as the carrier does
 * by editing the stored configuration, set or clear a live score (published like a real one),
 * change a campaign's state or daily limit.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  RewardCampaignPatchSchema,
  SITE_ID,
  SiteIdSchema,
  SportingEventSchema,
  TemplateEntrySchema,
  TestScoreBodySchema,
  TestScoreParamsSchema,
  type SportingEvent,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { storeTemplateContent } from '../config/queries';
import { patchCouponCampaign } from '../rewards/coupon-queries';
import { patchCampaign } from '../rewards/queries';
import { findEvent } from '../sports/queries';
import { clearScoreOverride, setScoreOverride } from '../sports/score-overrides';
import { clearStandingsCache } from '../sports/standings-store';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const OK = Type.Object({ status: Type.Literal('ok') });
const CampaignParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) });

export const testHookRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const eventOr404 = async (id: string): Promise<SportingEvent> => {
    const event = await findEvent(ctx.db, id, ctx.now(), ctx.simulate);
    if (!event) throw new ApiHttpError('EVENT_NOT_FOUND', `No sporting event "${id}" of type "soccer".`);
    return event;
  };

  app.put(
    '/api/v3/test/site/template',
    {
      schema: {
        tags: ['test'],
        summary: 'Test hook: set template.content of the site configuration (ENABLE_TEST_HOOKS=1 only)',
        querystring: Type.Object({ site_id: Type.Optional(SiteIdSchema) }),
        body: Type.Object({ content: Type.Array(TemplateEntrySchema, { maxItems: 40 }) }),
        response: { 200: Type.Object({ content: Type.Array(TemplateEntrySchema) }), ...errors },
      },
    },
    async (request) => {
      const siteId = request.query.site_id ?? SITE_ID;
      if (!(await storeTemplateContent(ctx.db, siteId, request.body.content)))
        throw new ApiHttpError('SITE_NOT_FOUND', `No valid configuration for site ${siteId}.`);
      return { content: request.body.content };
    },
  );

  // A score and status set as an override and published, so a test can drive a goal.
  app.post(
    '/api/v3/test/sporting_events/:id/score',
    {
      schema: {
        tags: ['test'],
        summary: 'Test hook: set the live score of an event (ENABLE_TEST_HOOKS=1 only)',
        params: TestScoreParamsSchema,
        body: TestScoreBodySchema,
        response: { 200: SportingEventSchema, ...errors },
      },
    },
    async (request) => {
      await eventOr404(request.params.id);
      const body = request.body;
      await setScoreOverride(ctx.db, request.params.id, {
        status: body.status ?? 'playing',
        period: body.period === undefined ? '2nd half' : body.period,
        minute: body.minute === undefined ? null : body.minute,
        home_score: body.home,
        away_score: body.away,
        updated_at: ctx.now(),
      });
      clearStandingsCache(ctx.db);
      const event = await eventOr404(request.params.id);
      await ctx.live.publish(event);
      return event;
    },
  );

  app.delete(
    '/api/v3/test/sporting_events/:id/score',
    {
      schema: {
        tags: ['test'],
        summary: 'Test hook: clear a score override (ENABLE_TEST_HOOKS=1 only)',
        params: TestScoreParamsSchema,
        response: { 200: SportingEventSchema, ...errors },
      },
    },
    async (request) => {
      await clearScoreOverride(ctx.db, request.params.id);
      clearStandingsCache(ctx.db);
      const event = await eventOr404(request.params.id);
      await ctx.live.publish(event);
      return event;
    },
  );

  for (const [kind, patch] of [
    ['coupons', patchCouponCampaign],
    ['campaigns', patchCampaign],
  ] as const) {
    app.post(
      `/api/v3/test/rewards/${kind}/:id`,
      {
        schema: {
          hide: true,
          params: CampaignParams,
          body: RewardCampaignPatchSchema,
          response: { 200: OK, ...errors },
        },
      },
      async (request) => {
        if (!(await patch(ctx.db, request.params.id, request.body)))
          throw new ApiHttpError('CAMPAIGN_NOT_FOUND', `No campaign "${request.params.id}".`);
        return { status: 'ok' as const };
      },
    );
  }
};

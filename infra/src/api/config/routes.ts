/** GET api/v3/site/config (spec 7 "Config", spec 3 "Site config"). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  ApiErrorSchema,
  SiteConfigSchema,
  SiteIdSchema,
  SITE_ID,
  FALLBACK_SITE_CONFIG,
} from 'shared-contracts';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { findSiteConfig } from './queries';
import { logEvent } from '../../log-events';

export const configRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v3/site/config',
    {
      config: cachePolicy('long', ['config']),
      schema: {
        tags: ['config'],
        summary: 'Site configuration (default site 771)',
        querystring: Type.Object({
          app: Type.Optional(Type.String({ maxLength: 20 })),
          site_id: Type.Optional(SiteIdSchema),
        }),
        response: { 200: SiteConfigSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const siteId = request.query.site_id ?? SITE_ID;
      const row = await findSiteConfig(ctx.db, siteId);
      if (!row) throw new ApiHttpError('SITE_NOT_FOUND', `No site ${siteId}.`);
      // Stored JSON is checked like wire data; a broken row falls back to the bundled config (spec 8).
      if (Value.Check(SiteConfigSchema, row.config)) return row.config;
      logEvent(request.log, 'warn', 'site_config_invalid', { siteId });
      if (siteId === SITE_ID) return FALLBACK_SITE_CONFIG;
      throw new ApiHttpError('SITE_NOT_FOUND', `No valid configuration for site ${siteId}.`);
    },
  );
};

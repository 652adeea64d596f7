/** GET api/v3/site/config (spec 7 "Config", spec 3 "Site config"). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema, SiteConfigSchema, SiteIdSchema, SITE_ID } from 'shared-contracts';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { readSiteConfig } from './site-config';
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
      const { found, config, broken } = await readSiteConfig(ctx.db, siteId);
      if (!found) throw new ApiHttpError('SITE_NOT_FOUND', `No site ${siteId}.`);
      if (broken) logEvent(request.log, 'warn', 'site_config_invalid', { siteId });
      if (config) return config;
      throw new ApiHttpError('SITE_NOT_FOUND', `No valid configuration for site ${siteId}.`);
    },
  );
};

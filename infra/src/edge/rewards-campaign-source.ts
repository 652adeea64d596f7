/**
 * Whether a data-bonus campaign runs, for the page data and the shell's layout (the header's gift
 * shows before the rewards code loads: shared-contracts WIDGETS' `firstUse`). Read through the
 * API's own route (GET tagger/pre_reward for nobody in particular: no reader, no tracking saved),
 * kept a minute per instance (./cached-source), and read outside the page's own reads: the page
 * cache keeps a page by what it read, and this fact is every page's. Undefined when the API has
 * not answered yet: the page then says nothing and the browser loads the widget as it always did.
 */
import type { FastifyInstance } from 'fastify';
import { RewardStatusSchema } from 'shared-contracts';
import { outsideRenderReads } from '../api/render-reads';
import { createCachedSource, readApi } from './cached-source';

export function createRewardsCampaignSource(
  app: FastifyInstance,
  ttlMs = 60_000,
): () => Promise<boolean | undefined> {
  return createCachedSource({
    ttlMs,
    read: async () => {
      const status = await outsideRenderReads(() =>
        readApi(app, '/api/v3/tagger/pre_reward?info=article_1', RewardStatusSchema),
      );
      return status && status.campaign !== null;
    },
  });
}

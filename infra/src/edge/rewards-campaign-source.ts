/**
 * Whether a data-bonus campaign runs, for the page data and the shell's layout (the header's gift
 * shows before the rewards code loads: shared-contracts WIDGETS' `firstUse`). Read through the
 * API's own route (GET tagger/pre_reward for nobody in particular: no reader, no tracking saved),
 * cached for a minute per instance (one read a minute, not one per page), and read outside the
 * page's own reads: the page cache keeps a page by what it read, and this fact is every page's.
 * Undefined when the API cannot answer: the page then says nothing and the browser loads the
 * widget as it always did.
 */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { RewardStatusSchema } from 'shared-contracts';
import { outsideRenderReads } from '../api/render-reads';

export function createRewardsCampaignSource(
  app: FastifyInstance,
  ttlMs = 60_000,
): () => Promise<boolean | undefined> {
  let cached: { value: boolean; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const res = await outsideRenderReads(() =>
      app.inject({ url: '/api/v3/tagger/pre_reward?info=article_1' }),
    );
    if (res.statusCode !== 200) return undefined;
    const body: unknown = res.json();
    if (!Value.Check(RewardStatusSchema, body)) return undefined;
    cached = { value: body.campaign !== null, at: Date.now() };
    return cached.value;
  };
}

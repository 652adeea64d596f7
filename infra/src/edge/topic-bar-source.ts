/**
 * The category topic bar's entries for the page data (shared-contracts `topicBarEntries`), read
 * through the API's own favorites route (one code path) and kept a minute per instance
 * (./cached-source); none before the API has answered once (the bar still shows TV and sports,
 * and the browser asks again).
 */
import type { FastifyInstance } from 'fastify';
import { topicBarEntries, TopicTreeSchema, type TopicBarEntry } from 'shared-contracts';
import { createCachedSource, readApi } from './cached-source';

export function createTopicBarSource(
  app: FastifyInstance,
  ttlMs = 60_000,
): () => Promise<readonly TopicBarEntry[] | undefined> {
  return createCachedSource({
    ttlMs,
    read: async () => {
      const tree = await readApi(app, '/api/v3/site/favorites', TopicTreeSchema);
      return tree && topicBarEntries(tree);
    },
  });
}

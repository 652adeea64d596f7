/**
 * The category topic bar's entries for the page data (shared-contracts `topicBarEntries`), read
 * through the API's own favorites route (one code path) and cached for a minute; none when the
 * API cannot answer (the bar still shows TV and sports, and the browser asks again).
 */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { topicBarEntries, TopicTreeSchema, type TopicBarEntry } from 'shared-contracts';

export function createTopicBarSource(
  app: FastifyInstance,
  ttlMs = 60_000,
): () => Promise<readonly TopicBarEntry[] | undefined> {
  let cached: { value: readonly TopicBarEntry[]; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const res = await app.inject({ url: '/api/v3/site/favorites' });
    if (res.statusCode !== 200) return undefined;
    const body: unknown = res.json();
    if (!Value.Check(TopicTreeSchema, body)) return undefined;
    cached = { value: topicBarEntries(body), at: Date.now() };
    return cached.value;
  };
}

/**
 * Discovery (spec 7): the discover and favourites trees, the content of one node, and the
 * autocomplete of the search bar (spec 4 "Autocomplete": up to 5, typo tolerant).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  ReaderHeadersSchema,
  TopicContentQuerySchema,
  TopicContentSchema,
  TopicKeyParamsSchema,
  TopicTreeSchema,
  type AutocompleteItem,
} from 'shared-contracts';
import { taggedArticles } from '../content/queries';
import type { ApiContext } from '../context';
import { cachePolicy } from '../read-cache';
import { ApiHttpError } from '../errors';
import { ownerOf } from '../reader';
import {
  loadFollowState,
  loadTopics,
  loadTreeProfiles,
  matchingHeadlines,
  matchingProfiles,
} from './queries';
import { buildTree, feedRefs, findNode, prefixQuery, toLeaf } from './tree';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

export const discoverRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['discover'];

  for (const tree of ['discover', 'favorites'] as const) {
    app.get(
      `/api/v3/site/${tree}`,
      {
        config: cachePolicy('long', ['content'], { perReader: true }),
        schema: {
          tags,
          summary: `The ${tree} topic tree with the reader's followed and push_on flags`,
          headers: ReaderHeadersSchema,
          response: { 200: TopicTreeSchema, ...errors },
        },
      },
      async (request) => {
        const [rows, profiles, follows] = await Promise.all([
          loadTopics(ctx.db, tree),
          loadTreeProfiles(ctx.db),
          loadFollowState(ctx.db, ownerOf(request.reader)),
        ]);
        return { nodes: buildTree(rows, profiles, follows) };
      },
    );
  }

  app.get(
    '/api/v3/site/favorites/:key/content',
    {
      config: cachePolicy('short', ['content'], { perReader: true }),
      schema: {
        tags,
        summary:
          'A topic node with its children and its news (profile: tagged news; label/dynamic: news of its children)',
        params: TopicKeyParamsSchema,
        querystring: TopicContentQuerySchema,
        headers: ReaderHeadersSchema,
        response: { 200: TopicContentSchema, ...errors },
      },
    },
    async (request) => {
      const [favorites, discover, profiles, follows] = await Promise.all([
        loadTopics(ctx.db, 'favorites'),
        loadTopics(ctx.db, 'discover'),
        loadTreeProfiles(ctx.db),
        loadFollowState(ctx.db, ownerOf(request.reader)),
      ]);
      const found = findNode(favorites, request.params.key) ?? findNode(discover, request.params.key);
      if (!found) throw new ApiHttpError('TOPIC_NOT_FOUND', `No topic "${request.params.key}".`);
      const { row, children } = found;
      const feed = await taggedArticles(
        ctx.db,
        ctx.now(),
        feedRefs(found),
        request.query.page ?? 1,
        request.query.per ?? 10,
      );
      return {
        node: {
          ...toLeaf(row, profiles, follows),
          nodes: children.map((child) => toLeaf(child, profiles, follows)),
        },
        ...feed,
      };
    },
  );

  app.get(
    '/api/v3/site/favorites/ac',
    {
      config: cachePolicy('short', ['content']),
      schema: {
        tags: ['search'],
        summary: 'Autocomplete: followable profiles (typo tolerant, pg_trgm), then matching headlines',
        querystring: AutocompleteQuerySchema,
        response: { 200: AutocompleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query.q.trim().toLowerCase();
      // Spec 4: an empty or blank query clears the suggestions.
      if (q === '') return [];
      const per = request.query.per ?? 5;
      const profiles = await matchingProfiles(ctx.db, q, request.query.page ?? 1, per);
      const items: AutocompleteItem[] = profiles.map((row) => ({
        name: row.name,
        key: `${row.context}-${row.id}`,
        profile: { id: row.id, context: row.context },
      }));
      if (items.length < per) {
        // Fill with headlines that match every typed word (the last one as a prefix).
        const tsquery = prefixQuery(q);
        if (tsquery !== undefined) {
          const titles = await matchingHeadlines(ctx.db, ctx.now(), tsquery, per - items.length);
          for (const title of titles) items.push({ name: title.name, key: `content-${title.id}` });
        }
      }
      return items;
    },
  );
};

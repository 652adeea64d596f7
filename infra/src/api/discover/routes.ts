/**
 * Discovery (spec 7): the discover and favourites trees, the content of one node, and the
 * autocomplete of the search bar (spec 4 "Autocomplete": up to 5, typo tolerant).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
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
  type ProfileContext,
} from 'shared-contracts';
import { pageOfArticles, publishedContent, taggedWith } from '../content/queries';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { ownerOf } from '../reader';
import { buildTree, findNode, loadFollowState, loadTopics, loadTreeProfiles, toLeaf } from './tree';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
/** word_similarity above which a profile name matches a typed prefix ("flamengp" -> Flamengo). */
export const AUTOCOMPLETE_SIMILARITY = 0.4;

const isProfileContext = (value: string | null): value is ProfileContext =>
  value === 'entities' || value === 'leagues' || value === 'teams';

export const discoverRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['discover'];

  for (const tree of ['discover', 'favorites'] as const) {
    app.get(
      `/api/v3/site/${tree}`,
      {
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
      const refs =
        row.type === 'profile'
          ? [row]
          : row.type === 'dynamic'
            ? [{ profile_context: 'entities', profile_id: 'sports' }]
            : children;
      const profileRefs = refs.flatMap((ref) =>
        isProfileContext(ref.profile_context) && ref.profile_id
          ? [{ context: ref.profile_context, id: ref.profile_id }]
          : [],
      );
      const feed = await pageOfArticles(
        ctx.db,
        taggedWith(publishedContent(ctx.db, ctx.now()), profileRefs),
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
      const offset = ((request.query.page ?? 1) - 1) * per;
      const needle = sql<string>`onda_unaccent(${q})`;
      const profiles = await ctx.db
        .selectFrom('profiles')
        .select(['context', 'id', 'name'])
        .select(sql<number>`word_similarity(${needle}, search_name)`.as('score'))
        .where((eb) =>
          eb.or([
            eb(sql`word_similarity(${needle}, search_name)`, '>=', AUTOCOMPLETE_SIMILARITY),
            eb('search_name', 'like', sql<string>`'%' || ${needle} || '%'`),
          ]),
        )
        .orderBy('score', 'desc')
        .orderBy(sql`case context when 'entities' then 0 when 'leagues' then 1 else 2 end`)
        .orderBy('name')
        .limit(per)
        .offset(offset)
        .execute();
      const items: AutocompleteItem[] = profiles.map((row) => ({
        name: row.name,
        key: `${row.context}-${row.id}`,
        profile: { id: row.id, context: row.context },
      }));
      if (items.length < per) {
        // Fill with headlines that match every typed word (the last one as a prefix).
        const words =
          q
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .match(/[a-z0-9]+/g) ?? [];
        if (words.length > 0) {
          const tsquery = words
            .map((word, index) => (index === words.length - 1 ? `${word}:*` : word))
            .join(' & ');
          const titles = await publishedContent(ctx.db, ctx.now())
            .select(['content.id', 'content.name'])
            .where(sql<boolean>`content.search_vector @@ to_tsquery('portuguese', ${tsquery})`)
            .orderBy('content.published_at', 'desc')
            .limit(per - items.length)
            .execute();
          for (const title of titles) items.push({ name: title.name, key: `content-${title.id}` });
        }
      }
      return items;
    },
  );
};

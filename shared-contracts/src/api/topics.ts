/** Discover and favourites topic trees and autocomplete (spec 3 "Favorite/topic node", spec 7 "Discovery"). */
import { Type, type Static } from '@sinclair/typebox';
import { ArticleSchema } from './content';
import { PageSchema, perSchema, ProfileSchema, SiteIdSchema } from './common';

const nodeFields = {
  key: Type.String(),
  name: Type.String(),
  /** label is not followable (spec 3). */
  type: Type.Union([Type.Literal('label'), Type.Literal('dynamic'), Type.Literal('profile')]),
  canDrill: Type.Boolean(),
  followed: Type.Boolean(),
  push_on: Type.Union([Type.Literal(0), Type.Literal(1)]),
  context: Type.Union([Type.String(), Type.Null()]),
  context_type: Type.Union([Type.String(), Type.Null()]),
  filter_context: Type.Union([Type.String(), Type.Null()]),
  load_profile: Type.Boolean(),
  menu: Type.Boolean(),
  profile: Type.Union([ProfileSchema, Type.Null()]),
};

// The trees are three levels deep (entity or label > league > team); a fixed depth keeps the
// schema free of recursive $refs, which the response serializer handles poorly.
export const TopicLeafSchema = Type.Object({
  ...nodeFields,
  nodes: Type.Array(Type.Unknown(), { maxItems: 0 }),
});
export const TopicMidSchema = Type.Object({ ...nodeFields, nodes: Type.Array(TopicLeafSchema) });
export const TopicNodeSchema = Type.Object({ ...nodeFields, nodes: Type.Array(TopicMidSchema) });
export type TopicNode = Static<typeof TopicNodeSchema>;
export type TopicMid = Static<typeof TopicMidSchema>;
export type TopicLeaf = Static<typeof TopicLeafSchema>;

export const TopicTreeSchema = Type.Object({ nodes: Type.Array(TopicNodeSchema) });

export const TopicKeyParamsSchema = Type.Object({
  key: Type.String({ pattern: '^[a-z0-9][a-z0-9_.-]{0,120}$' }),
});
export const TopicContentQuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  per: Type.Optional(perSchema(10)),
});
export const TopicContentSchema = Type.Object({
  node: TopicMidSchema,
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  endlist: Type.Boolean(),
  results: Type.Array(ArticleSchema),
});

/** GET api/v3/site/favorites/ac (spec 7: array of name, key, optional profile.id; spec 9: 5 per page). */
export const AutocompleteQuerySchema = Type.Object({
  q: Type.String({ maxLength: 100 }),
  page: Type.Optional(PageSchema),
  per: Type.Optional(perSchema(5, 10)),
  site_id: Type.Optional(SiteIdSchema),
});
export const AutocompleteItemSchema = Type.Object({
  name: Type.String(),
  key: Type.String(),
  profile: Type.Optional(Type.Object({ id: Type.String(), context: Type.String() })),
});
export const AutocompleteResponseSchema = Type.Array(AutocompleteItemSchema);
export type AutocompleteItem = Static<typeof AutocompleteItemSchema>;

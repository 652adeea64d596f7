/** Follows and likes of a reader (spec 3 "Follow", spec 7 "Follows", "Likes"). */
import { Type, type Static } from '@sinclair/typebox';
import {
  IdSchema,
  PageSchema,
  perSchema,
  ProfileContextSchema,
  ProfileRefSchema,
  ProfileSchema,
} from './common';

export const PushOnSchema = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const FollowSchema = Type.Object({
  id: Type.String(),
  context: ProfileContextSchema,
  name: Type.String(),
  /** Profile path for "{api}/feed" calls, e.g. profiles/teams/flamengo. */
  api: Type.String(),
  type: Type.Literal('profile'),
  followed: Type.Literal(true),
  device_token: Type.Union([Type.String(), Type.Null()]),
  push_on: PushOnSchema,
  menu: Type.Boolean(),
  profile: ProfileSchema,
});
export type Follow = Static<typeof FollowSchema>;

export const FollowsQuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  per: Type.Optional(perSchema(1000, 1000)),
  device_token: Type.Optional(Type.String({ maxLength: 512 })),
});
export const FollowsResponseSchema = Type.Object({
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  endlist: Type.Boolean(),
  results: Type.Array(FollowSchema),
});

const followFields = {
  device_token: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()])),
  push_on: Type.Optional(PushOnSchema),
};
export const FollowItemSchema = Type.Object({ id: IdSchema, context: ProfileContextSchema, ...followFields });
/** POST follows: one profile, or `profiles` to sync offline follows after sign-in (spec 4). */
export const FollowBodySchema = Type.Union([
  FollowItemSchema,
  Type.Object({ profiles: Type.Array(FollowItemSchema, { minItems: 1, maxItems: 1000 }) }),
]);
export const UnfollowBodySchema = Type.Object({
  profiles: Type.Array(Type.Object({ ...ProfileRefSchema.properties, ...followFields }), {
    minItems: 1,
    maxItems: 1000,
  }),
});
/** PUT follows: switch push notifications of one followed profile (spec 7). */
export const PushBodySchema = Type.Object({
  id: IdSchema,
  context: ProfileContextSchema,
  device_token: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()])),
  push_on: PushOnSchema,
});
export const FollowChangeResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  results: Type.Array(FollowSchema),
});

export const LikeBodySchema = Type.Object({
  id: IdSchema,
  context: Type.Optional(Type.String({ maxLength: 40 })),
});
export const LikeQuerySchema = Type.Object({
  id: Type.Optional(IdSchema),
  context: Type.Optional(Type.String({ maxLength: 40 })),
});
export const LikesResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  likes: Type.Object({ apiResults: Type.Array(Type.String()) }),
});
export const LikeChangeResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  id: Type.String(),
  liked: Type.Boolean(),
});

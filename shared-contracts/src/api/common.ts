/** Building blocks shared by the API's request and response schemas (spec 7, spec 9 limits). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

import { ID_PATTERN, INT4_MAX } from './constants';

export { ID_PATTERN, INT4_MAX };
export const IdSchema = Type.String({ pattern: ID_PATTERN, description: 'Slug id, e.g. flamengo.' });

export const PageSchema = Type.Integer({ minimum: 1, maximum: 10000, default: 1 });

/** A site id (site_configs.id, an int4 column; spec 9: site 771). */
export const SiteIdSchema = Type.Integer({ minimum: 1, maximum: INT4_MAX });

/**
 * A calendar date YYYY-MM-DD (spec 9 "Score date format"). `format: 'date'` checks that the day
 * exists (no 2024-13-45, no 2023-02-29); the pattern keeps years where PostgreSQL and the time
 * zone database agree (1000-2999).
 */
export const CalendarDateSchema = (description = 'Calendar date, YYYY-MM-DD.') =>
  Type.String({ format: 'date', pattern: '^[12]\\d{3}-\\d{2}-\\d{2}$', description });
export const perSchema = (defaultPer: number, maximum = 100) =>
  Type.Integer({ minimum: 1, maximum, default: defaultPer });

/** Page query of feeds (spec 9: feed default per=10 page=1). */
export const FeedQuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  per: Type.Optional(perSchema(10)),
  site_id: Type.Optional(SiteIdSchema),
});
export type FeedQuery = Static<typeof FeedQuerySchema>;

/** A page of results; endlist is true when no further page exists (spec 4 "Feed paging"). */
export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    page: Type.Integer(),
    per: Type.Integer(),
    total: Type.Integer(),
    endlist: Type.Boolean(),
    results: Type.Array(item),
  });

/** The anonymous session id header (spec 1, spec 5: ignored when empty or the text 'undefined'). */
export const ReaderHeadersSchema = Type.Object({
  psid: Type.Optional(Type.String({ maxLength: 256 })),
  device_token: Type.Optional(Type.String({ maxLength: 512 })),
});

export const ProfileContextSchema = Type.Union([
  Type.Literal('entities'),
  Type.Literal('leagues'),
  Type.Literal('teams'),
]);
export type ProfileContext = Static<typeof ProfileContextSchema>;

/** A followable profile (spec 3 "Favorite/topic node" profile fields). */
export const ProfileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  context: ProfileContextSchema,
  short_name: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  has_standings: Type.Boolean(),
  common_name: Type.Union([Type.String(), Type.Null()]),
  photo: Type.Object({ small: Type.Union([Type.String(), Type.Null()]) }),
});
export type Profile = Static<typeof ProfileSchema>;

export const ProfileParamsSchema = Type.Object({ context: ProfileContextSchema, id: IdSchema });

/** A profile reference in request bodies: `profiles: [{ id, context }]` (spec 7). */
export const ProfileRefSchema = Type.Object({ id: IdSchema, context: ProfileContextSchema });
export type ProfileRef = Static<typeof ProfileRefSchema>;

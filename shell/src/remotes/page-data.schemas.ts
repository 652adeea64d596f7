/** The page data the edge writes (see ./page-data.ts); generates ./page-data.generated.ts. */
import { Type } from '@sinclair/typebox';
import { ActiveRegistrySchema, SiteConfigSchema } from 'shared-contracts/schemas';

export const PageDataSchema = Type.Object({
  shellVersion: Type.String(),
  registry: ActiveRegistrySchema,
  /** The page's path does not exist or names a missing item (the response status is 404). */
  missing: Type.Optional(Type.Boolean()),
  /** Remotes whose first screen the edge rendered, by the version it rendered with. */
  rendered: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** The root holds the shell's layout rendered on the server: the browser hydrates it. */
  layout: Type.Optional(Type.Boolean()),
  /** The site configuration (checked on its own, with PAGE_DATA_CHECKS.SiteConfig: a bad one costs only itself). */
  config: Type.Optional(Type.Unknown()),
  /** The category topic bar's entries. */
  topics: Type.Optional(
    Type.Array(
      Type.Object({
        key: Type.String(),
        name: Type.String(),
        href: Type.String(),
        type: Type.Optional(Type.String()),
      }),
    ),
  ),
  /** A data-bonus campaign runs: the header shows the gift before the rewards code loads. */
  rewardsCampaign: Type.Optional(Type.Boolean()),
  /** The request said Save-Data: on (TV pages: the player saves data; mf-tv reads it). */
  saveData: Type.Optional(Type.Boolean()),
  /** The share of page views (0-1) that report remote health to the server (health-beacon.ts). */
  healthSample: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  /** The language the page's URL asked for (?lang=): it wins over the language cookie. */
  locale: Type.Optional(Type.Union([Type.Literal('pt'), Type.Literal('en'), Type.Literal('es')])),
});

/** The site configuration's check travels with the page data: the API's checks load on first call. */
export const SCHEMAS = { PageData: PageDataSchema, SiteConfig: SiteConfigSchema };

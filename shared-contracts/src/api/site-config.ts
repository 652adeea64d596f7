/** Site configuration (spec 3 "Site config"), served by GET api/v3/site/config. */
import { Type, type Static } from '@sinclair/typebox';

const Url = Type.String();

export const TemplateEntrySchema = Type.Object({
  name: Type.String(),
  key: Type.String(),
  source_id: Type.String(),
  source_type: Type.Literal('Gallery'),
});

export const BrandingSchema = Type.Object({
  favicon: Type.Object({ url: Url }),
  logos: Type.Object({ large: Url, small: Url, empty: Url }),
  colors: Type.Object({
    header: Type.String(),
    brand: Type.String(),
    highlights: Type.String(),
    headings: Type.String(),
    texts: Type.String(),
    body: Type.String(),
    backgrounds: Type.String(),
    link: Type.String(),
    button: Type.String(),
    error: Type.String(),
    accent: Type.String(),
  }),
});

export const DefaultFollowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  context: Type.Union([Type.Literal('entities'), Type.Literal('leagues')]),
});

export const SiteConfigSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  context: Type.String(),
  language: Type.String(),
  uuid: Type.String(),
  url: Type.String(),
  terms_and_conditions_url: Type.String(),
  about_url: Type.String(),
  privacy_policy_url: Type.String(),
  contact_us: Type.String(),
  meta: Type.Object({ title: Type.String(), keywords: Type.String(), description: Type.String() }),
  template: Type.Object({ content: Type.Array(TemplateEntrySchema), branding: BrandingSchema }),
  powered_by: Type.String(),
  social: Type.Object({ facebook: Type.Object({ api_key: Type.String() }) }),
  favorites: Type.Object({ primary: Type.Array(Type.String()), secondary: Type.Array(Type.String()) }),
  site_default_follows: Type.Array(DefaultFollowSchema),
});
export type SiteConfig = Static<typeof SiteConfigSchema>;
export type DefaultFollow = Static<typeof DefaultFollowSchema>;

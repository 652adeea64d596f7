/**
 * Consent and audience measurement calls (spec 4 "Cookie consent", "Tracking"; spec 7 "Tracking"):
 * POST api/v3/consent (JSON from the shell, or the banner's form without scripts), GET /trk,
 * POST api/v3/tagger/analytics (form-encoded, sent with navigator.sendBeacon) and the page-view
 * pixel GET api/v3/tagger/pixel.gif. Every field is bounded; ids are slugs, numbers are numbers.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ID_PATTERN } from './constants';
import { ANALYTICS_EVENTS, TRK_ACTIONS } from './measurement-constants';

const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const Slug = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[a-z0-9][a-z0-9_-]*$' });
const Campaign = Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' });

export const ConsentChoicesSchema = Type.Object({
  measurement: Type.Boolean(),
  ads: Type.Boolean(),
  push: Type.Boolean(),
});

/** POST api/v3/consent as JSON: the reader's choice per purpose. */
export const ConsentBodySchema = ConsentChoicesSchema;
export type ConsentBody = Static<typeof ConsentBodySchema>;

/**
 * POST api/v3/consent as the banner's form (it works without scripts): which button was pressed,
 * the per-purpose boxes of "Personalizar" (checked boxes send 'on') and where to go back to.
 */
export const ConsentFormSchema = Type.Object({
  choice: Type.Union([Type.Literal('all'), Type.Literal('necessary'), Type.Literal('custom')]),
  measurement: Type.Optional(Type.Literal('on')),
  ads: Type.Optional(Type.Literal('on')),
  push: Type.Optional(Type.Literal('on')),
  return: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ConsentForm = Static<typeof ConsentFormSchema>;

export const ConsentStateSchema = Type.Object({
  choices: ConsentChoicesSchema,
  policyVersion: Type.Integer({ minimum: 0 }),
  /** Seconds since 1970, UTC. */
  decidedAt: Type.Integer({ minimum: 0 }),
});

/** The reader's stored choice as the server reads it (signature checked); null: none yet. */
export const ConsentResponseSchema = Type.Object({
  consent: Type.Union([ConsentStateSchema, Type.Null()]),
});
export type ConsentResponse = Static<typeof ConsentResponseSchema>;

/** GET /trk?id&sid&action&cx&cxid&os (spec 7 "Tracking"). */
export const TrkQuerySchema = Type.Object({
  /** The story's or video's id. */
  id: Type.String({ minLength: 1, maxLength: 80, pattern: ID_PATTERN }),
  /** Site id (spec 9: 771). */
  sid: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  action: Type.Union(TRK_ACTIONS.map((action) => Type.Literal(action))),
  /** Content context: news_stories or videos. */
  cx: Type.Union([Type.Literal('news_stories'), Type.Literal('videos')]),
  /** The section (vertical key) the item was read in. */
  cxid: Type.Optional(Slug(60)),
  /** The reader's platform, as the browser names it (android, ios, windows, macos, linux, other). */
  os: Type.Optional(Slug(20)),
  /** Milliseconds on screen (read), after spec 9's rule. */
  d: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400_000 })),
});
export type TrkQuery = Static<typeof TrkQuerySchema>;

/** POST api/v3/tagger/analytics, form-encoded (spec 7); events without a title are refused. */
export const AnalyticsFormSchema = Type.Object({
  event: Type.Union(ANALYTICS_EVENTS.map((event) => Type.Literal(event))),
  /** Spec 3: every event carries the article's (or page's) title; one without is dropped. */
  articleTitle: Type.String({ minLength: 1, maxLength: 300 }),
  path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
  section: Type.Optional(Slug(60)),
  /** read: the story or video and the time on screen, after spec 9's rule. */
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: ID_PATTERN })),
  cx: Type.Optional(Type.Union([Type.Literal('news_stories'), Type.Literal('videos')])),
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400_000 })),
  /** ad_impression: the creative seen and its slot. */
  creative: Type.Optional(Slug(60)),
  slot: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('middle')])),
  /** adblock: the probe's result. */
  blocked: Type.Optional(Flag),
});
export type AnalyticsForm = Static<typeof AnalyticsFormSchema>;

/** GET api/v3/tagger/pixel.gif: one page view (spec 7 "a pixel analytics endpoint"). */
export const PixelQuerySchema = Type.Object({
  articleTitle: Type.String({ minLength: 1, maxLength: 300 }),
  path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
  section: Type.Optional(Slug(60)),
  /** The page's status (200, or 404 for a missing page). */
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
  /** dataLess (spec 3): the reader saves data (Save-Data or the data-saver setting). */
  dl: Type.Optional(Flag),
  /** The referring site's host, when another site sent the reader. */
  ref: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9.-]+$' })),
  utm_campaign: Type.Optional(Campaign),
  clickid: Type.Optional(Campaign),
  aff_click_id: Type.Optional(Campaign),
});
export type PixelQuery = Static<typeof PixelQuerySchema>;

/** The answer of a tracking call: queued, or ignored (no measurement consent). Always 202. */
export const TrackingAcceptedSchema = Type.Object({
  status: Type.Union([Type.Literal('queued'), Type.Literal('ignored')]),
});

/**
 * The home's sections from the site template (spec 1 "Site template categories", spec 3 "Site
 * config" template.content): which gallery each entry reads, in what order, where its full feed
 * is, and which stories it shows. Pure: the route loads the config and the galleries.
 */
import {
  favoriteTopicPath,
  HOME_STORY_FIELDS,
  type Article,
  type HomeSectionKind,
  type HomeStory,
} from 'shared-contracts';

export interface TemplateEntry {
  readonly name: string;
  readonly key: string;
  readonly source_id: string;
}

/** What a gallery of the site template reads (routes.ts GALLERIES). */
export interface GallerySource {
  readonly vertical?: string;
  readonly hero?: boolean;
  readonly empty?: boolean;
  /** The gallery lists videos (of the vertical, when it names one). */
  readonly videos?: boolean;
  /** The stories filed under this topic (the seed's story_topics.json), newest first. */
  readonly topic?: string;
}

export interface SectionPlan {
  readonly key: string;
  readonly name: string;
  readonly source_id: string;
  readonly kind: HomeSectionKind;
  readonly feed_path: string | null;
  readonly gallery: GallerySource;
}

/** The content_tags context of the stories filed under a topic gallery (seeded by story_topics.json). */
export const STORY_TOPIC_CONTEXT = 'topics';

/** Galleries that are the front page's cover: the lead story and its companions. */
const COVER_SOURCES = new Set(['cover', 'hero']);
const TV_SOURCES = new Set(['tim-tv', 'tv']);

/** Stories the cover shows (the lead and six more); other sections show `per`. */
export const COVER_STORIES = 7;

/**
 * One section per template entry whose gallery exists, the cover first (it is the page's top),
 * then the others in the configuration's order. An entry naming an unknown gallery is skipped,
 * like an empty one: the carrier's configuration must not break the home.
 */
export function planHomeSections(
  entries: readonly TemplateEntry[],
  galleryOf: (sourceId: string) => GallerySource | undefined,
): SectionPlan[] {
  const plans: SectionPlan[] = [];
  for (const entry of entries) {
    const gallery = galleryOf(entry.source_id);
    if (!gallery) continue;
    plans.push({
      key: entry.key,
      name: entry.name,
      source_id: entry.source_id,
      kind: kindOf(entry.source_id, gallery),
      feed_path: feedPathOf(entry, gallery),
      gallery,
    });
  }
  const coverAt = plans.findIndex((plan) => plan.kind === 'cover');
  if (coverAt > 0) plans.unshift(...plans.splice(coverAt, 1));
  return plans;
}

function kindOf(sourceId: string, gallery: GallerySource): HomeSectionKind {
  if (COVER_SOURCES.has(sourceId)) return 'cover';
  if (TV_SOURCES.has(sourceId)) return 'tv';
  if (gallery.vertical === 'sports') return 'sports';
  return 'gallery';
}

/**
 * The page with a gallery's full feed: the headlines tab for the hero galleries, the vertical's
 * topic page (shared-contracts favoriteTopicPath)
 * for a vertical, TV for the TV gallery; none for a gallery without a feed of its own.
 */
export function feedPathOf(entry: TemplateEntry, gallery: GallerySource): string | null {
  if (gallery.hero) return '/feed/headlines';
  if (TV_SOURCES.has(entry.source_id)) return '/tv';
  if (gallery.vertical) {
    const id = gallery.vertical;
    const profile = { id, context: 'entities', has_standings: false };
    return favoriteTopicPath({ key: `entities-${id}`, name: entry.name, canDrill: false, profile });
  }
  return null;
}

/**
 * Each section's stories, in section order, with a story kept only by the first section that
 * has it (the cover and the highlights read the same gallery; a front page never prints one
 * story twice), cut to `limits[i]`.
 */
export function distinctStories(
  lists: readonly (readonly Article[])[],
  limits: readonly number[],
): Article[][] {
  const seen = new Set<string>();
  return lists.map((list, index) => {
    const kept: Article[] = [];
    const limit = limits[index] ?? 0;
    for (const story of list) {
      if (kept.length >= limit) break;
      if (seen.has(story.id)) continue;
      seen.add(story.id);
      kept.push(story);
    }
    return kept;
  });
}

/** A story cut to what the front page's cards read (HOME_STORY_FIELDS): the answer is inlined in the page. */
export function homeStoryOf(story: Article): HomeStory {
  const card: Record<string, unknown> = {};
  for (const field of HOME_STORY_FIELDS) {
    if (story[field] !== undefined) card[field] = story[field];
  }
  return card as HomeStory;
}

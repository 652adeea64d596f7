/**
 * Share images (Open Graph og:image, spec 9 "Share image 400x400"): a 1200×630 card that link
 * previews show large (WhatsApp, Facebook, X), composed by the server with the brand and the title
 * inside it, and the spec's 400×400 square beside it, composed for the square (never a crop of the
 * wide card). JPEG, so every previewer reads it and it stays far under WhatsApp's 300 KB. The one
 * rule for these URLs: the edge's first render and the browser's head after in-app navigation both
 * use it. Paths are site-relative; heads make them absolute.
 */

export interface ShareImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** What the picture shows, for og:image:alt and twitter:image:alt. */
  readonly alt: string;
  /** Absent when the server picks the format from the Accept header. */
  readonly type?: 'image/jpeg';
}

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_SQUARE_SIZE = { width: 400, height: 400 } as const;

/** The site's own cards: home and its sections. */
export const SITE_CARDS = ['home', 'news', 'sports', 'entertainment', 'tv'] as const;
export type SiteCard = (typeof SITE_CARDS)[number];

/** The generated-image route's kinds of share card (infra/src/media/images.ts IMAGE_KINDS). */
export type ShareCardKind = 'story-card' | 'event-card' | 'site-card';

/** Ids the generated-image route serves (its schema's pattern, infra/src/api/media/routes.ts). */
export const IMAGE_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,79}$';
const IMAGE_ID = new RegExp(IMAGE_ID_PATTERN);

function card(
  kind: ShareCardKind,
  id: string,
  size: { width: number; height: number },
  alt: string,
): ShareImage {
  const query = `w=${size.width}&h=${size.height}&fmt=jpeg`;
  return {
    url: `/api/v3/images/${kind}/${encodeURIComponent(id)}?${query}`,
    ...size,
    alt,
    type: 'image/jpeg',
  };
}

/** The wide card and the square of a share card; none for an id the image route refuses. */
function cards(kind: ShareCardKind, id: string, alt: string): ShareImage[] {
  if (!IMAGE_ID.test(id)) return [];
  return [card(kind, id, SHARE_CARD_SIZE, alt), card(kind, id, SHARE_SQUARE_SIZE, alt)];
}

/** A story's (or a video's) cards: its title on its section's colour, under the brand. */
export const storyShareImages = (story: { readonly id: string; readonly name: string }): ShareImage[] =>
  cards('story-card', story.id, story.name);

/**
 * A story page's share images: its cards; a video shows its own poster first (at the size of the
 * rendition it was cut from, infra/scripts/make-videos.ts), then the square card.
 */
export function articleShareImages(article: {
  readonly id: string;
  readonly name: string;
  readonly context: string;
  readonly video?: {
    readonly poster: string | null;
    readonly renditions: readonly {
      readonly name: string;
      readonly width: number;
      readonly height: number;
    }[];
  };
}): ShareImage[] {
  const cards = storyShareImages(article);
  const poster = article.video?.poster;
  if (article.context !== 'videos' || !poster || !poster.startsWith('/') || poster.startsWith('//'))
    return cards;
  const size = article.video?.renditions.find((r) => r.name === '360p') ?? { width: 640, height: 360 };
  const own: ShareImage = {
    url: poster,
    width: size.width,
    height: size.height,
    alt: article.name,
    type: 'image/jpeg',
  };
  return [own, ...cards.slice(1)];
}

/**
 * An event's cards: both crests, the score once it is over, the league and the brand; the square
 * is the league's picture (spec 2 "Event detail pages": the league photo thumbnail, 400x400).
 */
export function eventShareImages(event: {
  readonly id: string;
  readonly name: string;
  readonly league: {
    readonly id: string;
    readonly name: string;
    readonly photo: { readonly thumbnail: string | null };
  };
}): ShareImage[] {
  const wide = IMAGE_ID.test(event.id) ? [card('event-card', event.id, SHARE_CARD_SIZE, event.name)] : [];
  const thumbnail =
    event.league.photo.thumbnail ??
    `/api/v3/images/league/${encodeURIComponent(event.league.id)}?w=400&h=400`;
  return [...wide, { url: thumbnail, ...SHARE_SQUARE_SIZE, alt: event.league.name }];
}

/** The site's cards (home, a section): the brand and what the site offers. */
export const siteShareImages = (which: SiteCard, alt: string): ShareImage[] => cards('site-card', which, alt);

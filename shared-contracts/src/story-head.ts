/**
 * What the head of a story's page says (spec 2 "Article pages", "TV"; spec 9 "Share image
 * 400x400"), one rule for the edge's first render (infra edge/heads/article.ts, which adds the
 * site's origin, the date, the section and the structured data) and the page's head in the
 * browser (mf-news, mf-tv): the story's summary, its own in-site path as canonical — every route
 * form of one story (web/{id}, slugs, /media/..., a TV page) names one URL — its share images (a
 * video's own poster first) and og:type article.
 */
import { isSitePath, shortDescription } from 'shared-contracts/core';
import { articleShareImages, type ShareImage } from './share-images';

export interface StoryHead {
  readonly description: string;
  /** The story's in-site path; undefined when its link is no path of this site. */
  readonly canonicalPath: string | undefined;
  readonly images: readonly ShareImage[];
  readonly type: 'article';
}

export function storyHead(
  story: Parameters<typeof articleShareImages>[0] & { readonly description: string; readonly link: string },
): StoryHead {
  return {
    description: shortDescription(story.description || story.name),
    canonicalPath: isSitePath(story.link) ? story.link : undefined,
    images: articleShareImages(story),
    type: 'article',
  };
}

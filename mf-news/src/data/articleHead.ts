/**
 * What the head says of a story page, the same as the edge server's first render
 * (infra/src/edge/heads/article.ts): its summary, its own in-site path as canonical (every route
 * form of one story names one URL), its share card (a video: its poster; share-images.ts),
 * og:type article.
 */
import type { Article } from 'shared-contracts';
import { shortDescription, type PageHeadInput } from 'shared-contracts/remote-kit';
import { articleShareImages, isSitePath } from 'shared-contracts';

export const articleHead = (article: Article): Omit<PageHeadInput, 'title'> => ({
  description: shortDescription(article.description || article.name),
  canonicalPath: isSitePath(article.link) ? article.link : undefined,
  image: articleShareImages(article)[0],
  type: 'article',
});

/**
 * What the head says of a story page, the same as the edge server's first render
 * (infra/src/edge/heads/article.ts): its summary, its own in-site path as canonical (every route
 * form of one story names one URL), its photo at 400x400 as share image (spec 9), og:type article.
 */
import type { Article } from 'shared-contracts';
import { shortDescription, type PageHeadInput } from 'shared-contracts/remote-kit';
import { isSitePath } from 'shared-contracts';

/** Ids the generated-image route serves (infra/src/api/media/routes.ts IMAGE_ID_PATTERN). */
const IMAGE_ID = /^[a-z0-9][a-z0-9_-]{0,79}$/;

export const articleHead = (article: Article): Omit<PageHeadInput, 'title'> => ({
  description: shortDescription(article.description || article.name),
  canonicalPath: isSitePath(article.link) ? article.link : undefined,
  image: IMAGE_ID.test(article.id)
    ? `/api/v3/images/article/${encodeURIComponent(article.id)}?w=400&h=400`
    : undefined,
  type: 'article',
});

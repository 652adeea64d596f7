import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { isHttpUrl, isSitePath } from 'shared-contracts';
import { type ResponsiveImage } from '../data/urls';

/**
 * 16:9 at the column's width, but never taller than about a third of the screen, so the story's
 * first paragraph starts in the upper part of the first screen on phones and desktops alike.
 */
const figureStyle = css`
  margin: 0 0 0.75rem;
  width: min(100%, calc(34vh * 16 / 9));
  img,
  video {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 8px;
    background: ${palette.skeleton};
  }
`;

/**
 * The story's video (first one, spec 3 "videos"), else its photo in the sizes the image route
 * serves. Spec 3 player options: no preload, muted by default, controls.
 */
export function ArticleMedia({
  article,
  image,
}: {
  article: Pick<Article, 'name' | 'videos' | 'photos'>;
  image?: ResponsiveImage;
}) {
  const video = article.videos[0]?.link;
  if (video && (isHttpUrl(video) || isSitePath(video))) {
    return (
      <figure css={figureStyle}>
        <video
          src={video}
          poster={image?.src}
          controls
          muted
          playsInline
          preload="none"
          aria-label={article.name}
        />
      </figure>
    );
  }
  if (!image) return null;
  return (
    <figure css={figureStyle}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes="(min-width: 48rem) 42.5rem, 100vw"
        // A match picture's alt names teams and score; a section card shows the story's section
        // beside its headline, which names the picture here.
        alt={article.photos[0]?.alt || article.name}
        width={1280}
        height={720}
        // The story's picture is its first screen: fetched before scripts.
        fetchPriority="high"
      />
    </figure>
  );
}

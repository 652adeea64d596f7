import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { isHttpUrl, isSitePath } from 'shared-contracts';
import { type ResponsiveImage } from '../data/urls';

const figureStyle = css`
  margin: 0 0 1rem;
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
  article: Pick<Article, 'name' | 'videos'>;
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
        sizes="(min-width: 64rem) 62rem, 100vw"
        alt={article.name}
        width={1280}
        height={720}
      />
    </figure>
  );
}

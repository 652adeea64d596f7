import type { Article } from 'shared-contracts';
import { responsiveImage } from '../../data/urls';
import { wideImage } from './storyStyles';

/**
 * A story's generated 16:9 picture with its size reserved (width, height, aspect-ratio). Its text
 * alternative comes with the story: a match picture's teams and score; '' for a section card,
 * which repeats the section and headline beside it.
 */
export function StoryPicture({
  story,
  sizes,
  eager = false,
}: {
  story: Pick<Article, 'photos'>;
  sizes: string;
  eager?: boolean;
}) {
  const photo = story.photos[0];
  const image = responsiveImage(photo?.original, 'wide');
  if (!image) return null;
  return (
    <img
      css={wideImage}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={photo?.alt ?? ''}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      // The first screen's picture is fetched before scripts, so it paints as soon as it arrives.
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
    />
  );
}

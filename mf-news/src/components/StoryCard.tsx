import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { articleHref } from '../data/feed';
import { responsiveImage } from '../data/urls';
import { RelativeDate } from './RelativeDate';

const cardStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 7.5rem;
  gap: 0.75rem;
  align-items: start;
  h2,
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.05rem;
    line-height: 1.35;
  }
  h2 a,
  h3 a {
    color: ${palette.text};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 6px;
    background: ${palette.skeleton};
  }
`;
const heroStyle = css`
  grid-template-columns: minmax(0, 1fr);
  h2,
  h3 {
    font-size: 1.5rem;
  }
  img {
    grid-row: 1;
  }
`;
const metaStyle = css`
  margin: 0;
  font-size: 0.875rem;
  color: ${palette.muted};
  span + time::before {
    content: ' · ';
  }
`;

/**
 * One story in a feed: title (a heading linking to the article page), publisher, relative date
 * and a photo. The photo repeats the linked title, so it is decorative (empty alt).
 */
export function StoryCard({
  story,
  hero = false,
  level = 2,
}: {
  story: Article;
  hero?: boolean;
  /** The heading level of the title: 2 in a feed, 3 under a section heading. */
  level?: 2 | 3;
}) {
  const image = responsiveImage(story.photos[0]?.original, 'wide');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article css={[cardStyle, hero && heroStyle]}>
      <div>
        <Heading>
          <Link to={articleHref(story)}>{story.name}</Link>
        </Heading>
        <p css={metaStyle}>
          <span>{story.publisher.name}</span>
          <RelativeDate iso={story.publish_date} />
        </p>
      </div>
      {image && (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={hero ? '(min-width: 64rem) 62rem, 100vw' : '7.5rem'}
          alt=""
          loading={hero ? 'eager' : 'lazy'}
          fetchPriority={hero ? 'high' : undefined}
          width={hero ? 1280 : 320}
          height={hero ? 720 : 180}
        />
      )}
    </article>
  );
}

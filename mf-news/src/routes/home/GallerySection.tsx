import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Link } from 'shared-contracts/router';
import { palette, plainList } from 'shared-contracts/remote-kit';
import type { HomeSection } from 'shared-contracts';
import { articleHref } from '../../data/feed';
import { StoryMeta } from './CoverSection';
import { SectionHeader } from './SectionHeader';
import { StoryPicture } from './StoryPicture';
import { storyLink } from './storyStyles';

const listStyle = css`
  > li {
    padding: 0.5rem 0;
    border-top: 1px solid ${palette.border};
  }
  > li:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
`;
/** Wide sections (sports) spread their headlines over columns on large screens. */
const columnsStyle = css`
  @media (min-width: 64rem) {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    column-gap: 1.5rem;
    > li:nth-of-type(-n + 3) {
      padding-top: 0;
      border-top: 0;
    }
  }
`;
const storyStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.75rem;
  align-items: start;
  h3 {
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.3;
  }
  img {
    width: 5.5rem;
  }
`;

/**
 * One gallery of the site template as a front-page container: its name and feed link, then its
 * stories as headlines, the first with a small picture. `extra` goes between the name and the
 * stories (the sports section's games).
 */
export function GallerySection({
  section,
  wide = false,
  extra,
}: {
  section: HomeSection;
  wide?: boolean;
  extra?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-home-section={section.key}>
      <SectionHeader section={section} headingId={headingId} />
      {extra}
      <ul css={[plainList, listStyle, wide && columnsStyle]}>
        {section.results.map((story, index) => (
          <li key={story.id}>
            <article css={storyStyle}>
              <div>
                <h3>
                  <Link css={storyLink} to={articleHref(story)}>
                    {story.name}
                  </Link>
                </h3>
                <StoryMeta story={story} />
              </div>
              {(index === 0 || (wide && index < 3)) && <StoryPicture story={story} sizes="5.5rem" />}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

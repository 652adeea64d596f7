import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'shared-contracts/router';
import type { HomeSection } from 'shared-contracts';
import { articleHref } from '../../data/feed';
import { SectionHeader } from './SectionHeader';
import { StoryPicture } from './StoryPicture';
import { plainList, storyLink } from './storyStyles';

const rowStyle = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(12rem, 1fr);
  gap: 1rem;
  overflow-x: auto;
  padding-bottom: 0.5rem;
  h3 {
    margin: 0.375rem 0 0;
    font-size: 0.9375rem;
    line-height: 1.3;
  }
`;

/** The TV gallery as a row of videos (whatever the gallery holds), scrolling sideways on phones. */
export function VideoRow({ section }: { section: HomeSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-home-section={section.key}>
      <SectionHeader section={section} headingId={headingId} />
      <ul css={[plainList, rowStyle]}>
        {section.results.map((video) => (
          <li key={video.id}>
            <article>
              <StoryPicture story={video} sizes="14rem" />
              <h3>
                <Link css={storyLink} to={articleHref(video)}>
                  {video.name}
                </Link>
              </h3>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

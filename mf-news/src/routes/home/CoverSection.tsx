import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'shared-contracts/router';
import { palette, plainList } from 'shared-contracts/remote-kit';
import type { Article, HomeSection } from 'shared-contracts';
import { articleHref } from '../../data/feed';
import { RelativeDate } from '../../components/RelativeDate';
import { SectionHeader } from './SectionHeader';
import { StoryPicture } from './StoryPicture';
import { metaLine, storyLink } from './storyStyles';

/**
 * Phones: the lead, then the companions as a list. Larger screens: the lead (a modest picture,
 * headline, standfirst) beside its companions; on desktops the companions are headlines only and
 * the cover leaves a third of the width to the next section, so the first screen holds both.
 */
const coverStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem 1.5rem;
  @media (min-width: 48rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  @media (min-width: 64rem) {
    > ul img {
      display: none;
    }
  }
`;
const heroStyle = css`
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.25rem;
    line-height: 1.25;
    letter-spacing: -0.01em;
  }
  p.standfirst {
    margin: 0.375rem 0 0;
    color: ${palette.muted};
    font-size: 0.9375rem;
    line-height: 1.45;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  /* Phones: the picture never takes more than about 40 % of the screen. */
  img {
    max-height: 40vh;
  }
`;
const companionsStyle = css`
  > li {
    padding: 0.625rem 0;
    border-top: 1px solid ${palette.border};
  }
  > li:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
`;
const companionStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.75rem;
  align-items: start;
  h2 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  img {
    width: 6rem;
  }
`;

/**
 * The cover (spec 1 "cover (hero)"): the lead story with its picture and standfirst, and its
 * companions as headlines with small pictures. Its stories are the page's first h2s.
 */
export function CoverSection({ section }: { section: HomeSection }) {
  const labelId = useId();
  const [lead, ...companions] = section.results;
  if (!lead) return null;
  return (
    <section aria-labelledby={labelId} data-home-section={section.key}>
      <SectionHeader section={section} headingId={labelId} asHeading={false} />
      <div css={coverStyle}>
        <article css={heroStyle}>
          <StoryPicture story={lead} sizes="(min-width: 64rem) 20rem, (min-width: 48rem) 50vw, 100vw" eager />
          <h2>
            <Link css={storyLink} to={articleHref(lead)}>
              {lead.name}
            </Link>
          </h2>
          {lead.description && <p className="standfirst">{lead.description}</p>}
          <StoryMeta story={lead} />
        </article>
        <ul css={[plainList, companionsStyle]}>
          {companions.map((story) => (
            <li key={story.id}>
              <article css={companionStyle}>
                <div>
                  <h2>
                    <Link css={storyLink} to={articleHref(story)}>
                      {story.name}
                    </Link>
                  </h2>
                  <StoryMeta story={story} />
                </div>
                <StoryPicture story={story} sizes="6rem" />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function StoryMeta({ story }: { story: Pick<Article, 'publisher' | 'publish_date'> }) {
  return (
    <p css={metaLine}>
      <span>{story.publisher.name}</span>
      <RelativeDate iso={story.publish_date} />
    </p>
  );
}

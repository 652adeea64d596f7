import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'shared-contracts/router';
import { plainList, visuallyHidden } from 'shared-contracts/remote-kit';
import { safeUrl, type HomeSection, type HomeStory } from 'shared-contracts';
import { articleHref } from '../../data/feed';
import { useT } from '../../i18n/messages';
import { SectionHeader } from './SectionHeader';
import { StoryPicture } from './StoryPicture';
import { storyLink, wideImage } from './storyStyles';

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

const frameStyle = css`
  position: relative;
`;

const durationStyle = css`
  position: absolute;
  right: 0.375rem;
  bottom: 0.375rem;
  padding: 0.125rem 0.375rem;
  border-radius: 4px;
  background: rgb(0 0 0 / 80%);
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** A clip's length as players show it: m:ss, or h:mm:ss from an hour. */
export function clipTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The clip's own frame (its poster) with its length; a story without a clip keeps its picture. */
function VideoPicture({ video }: { video: HomeStory }) {
  const t = useT();
  const source = video.video;
  const poster = safeUrl(source?.poster ?? source?.thumbnail ?? undefined);
  if (!source || !poster) return <StoryPicture story={video} sizes="14rem" />;
  const time = clipTime(source.duration);
  return (
    <div css={frameStyle}>
      <img css={wideImage} src={poster} alt="" width={640} height={360} loading="lazy" decoding="async" />
      {source.duration > 0 && (
        <span css={durationStyle}>
          <span aria-hidden="true">{time}</span>
          <span css={visuallyHidden}>{t('front.duration', { time })}</span>
        </span>
      )}
    </div>
  );
}

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
              <VideoPicture video={video} />
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

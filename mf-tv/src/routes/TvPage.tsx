import { css } from '@emotion/react';
import { PageFrame, palette } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { Gallery } from '../components/Gallery';

const layoutStyle = css`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
`;

/** The player keeps its 16:9 box before any video is known, so the page never shifts. */
const playerStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: 8px;
  background: ${palette.skeleton};
  color: ${palette.text};
  p {
    margin: 0;
    padding: 1rem;
    text-align: center;
  }
`;

/**
 * The TV frame (/tv) and the video frame (/tv/videos/*): a player region in a reserved 16:9 box and
 * the gallery. Playback and the autoplay-next countdown arrive with the TV issue.
 */
export function TvPage({ kind }: { kind: 'start' | 'video' }) {
  const t = useT();
  return (
    <PageFrame title={kind === 'start' ? t('tv.title') : t('tv.title.video')}>
      <div css={layoutStyle}>
        <section aria-label={t('tv.player.label')}>
          <div css={playerStyle}>
            <p>{t('tv.player.empty')}</p>
          </div>
        </section>
        <Gallery />
      </div>
    </PageFrame>
  );
}

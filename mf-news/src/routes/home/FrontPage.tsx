import { css } from '@emotion/react';
import { Fragment, useCallback } from 'react';
import { AdSlot, PageFrame, Skeleton, useLoad, useRemote } from 'shared-contracts/remote-kit';
import type { HomeSection } from 'shared-contracts';
import { ReadLaterList } from '../../components/ReadLaterList';
import { useReadLater } from '../../data/useReadLater';
import { useT } from '../../i18n/messages';
import { FeedList } from '../FeedList';
import { FeedTabs } from '../FeedTabs';
import { CoverSection } from './CoverSection';
import { GallerySection } from './GallerySection';
import { GamesStrip } from './GamesStrip';
import { VideoRow } from './VideoRow';
import { getHome } from './frontData';
import { frontAdPlacement } from './adPlacement';

/**
 * Containers of different sizes, in the template's order: sports and TV span the page; on
 * desktops the cover takes two thirds of it and the next gallery the third beside it; the other
 * galleries sit side by side in columns on large screens.
 */
const frontStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.75rem 1.5rem;
  @media (min-width: 48rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > [data-span='full'] {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: 48rem) {
    > [data-span='cover'] {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: 64rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > [data-span='cover'] {
      grid-column: span 2;
    }
  }
`;

/**
 * The front page (/): one section per entry of the site template (spec 1, spec 3 template.content),
 * as GET site/content/home gives them in one call, below the four feed tabs. If that call fails
 * the reader still gets the headlines feed.
 */
export function FrontPage() {
  const t = useT();
  const { services } = useRemote();
  const { api } = services;
  const siteId = services.config.id;
  const load = useCallback((signal: AbortSignal) => getHome(api, siteId, signal), [api, siteId]);
  const home = useLoad(`home/${siteId}`, load);
  const saved = useReadLater();
  const placement = home.status === 'ready' ? frontAdPlacement(home.data.sections.map((s) => s.kind)) : [];
  return (
    <PageFrame title={t('news.title.home')} nav={<FeedTabs />} busy={home.status === 'loading'}>
      {home.status === 'loading' && <Skeleton label={t('news.loading')} height="48rem" lines={14} />}
      {home.status === 'failed' && <FeedList source="headlines" hero />}
      {home.status === 'ready' && (
        <div css={frontStyle}>
          {home.data.sections.map((section, index) => {
            const slots = placement[index];
            return (
              <Fragment key={`${section.key}/${section.source_id}`}>
                <FrontSection section={section} />
                {/* Spec 9: the billboard and the middle slots, where rows end (adPlacement.ts). */}
                {slots && <AdSlot index={slots.mobile} device="mobile" />}
                {slots?.desktop !== undefined && <AdSlot index={slots.desktop} device="desktop" />}
              </Fragment>
            );
          })}
        </div>
      )}
      {/* Spec 4: the read-later list lives on the device; home is where a guest finds it again.
          It comes last, so appearing after the first render moves nothing above it. */}
      {saved.length > 0 && <ReadLaterList stories={saved} compact />}
    </PageFrame>
  );
}

function FrontSection({ section }: { section: HomeSection }) {
  switch (section.kind) {
    case 'cover':
      return (
        <div data-span="cover">
          <CoverSection section={section} />
        </div>
      );
    case 'sports':
      return (
        <div data-span="full">
          <GallerySection section={section} wide extra={<GamesStrip />} />
        </div>
      );
    case 'tv':
      return (
        <div data-span="full">
          <VideoRow section={section} />
        </div>
      );
    case 'gallery':
      return <GallerySection section={section} />;
  }
}

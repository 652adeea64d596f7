import { css } from '@emotion/react';
import { useCallback, useId } from 'react';
import { Link } from 'react-router';
import { useRemote, EmptyState, Skeleton, palette, useLoad } from 'shared-contracts/remote-kit';
import { getGallery, videoHref } from '../data/gallery';
import { useT } from '../i18n/messages';

const listStyle = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-bottom: 0.5rem;
    border-bottom: 1px solid ${palette.border};
  }
`;

/** The gallery list: loading, the videos, or the empty state on an error or no videos. */
export function Gallery() {
  const t = useT();
  const headingId = useId();
  const { api, config } = useRemote().services;
  const load = useCallback((signal: AbortSignal) => getGallery(api, config.id, signal), [api, config.id]);
  const gallery = useLoad('tim-tv', load);

  return (
    <section aria-labelledby={headingId} aria-busy={gallery.status === 'loading'}>
      <h2 id={headingId}>{t('tv.gallery.label')}</h2>
      {gallery.status === 'loading' ? (
        <Skeleton label={t('tv.loading')} height="12rem" lines={4} />
      ) : gallery.status === 'failed' || gallery.data.results.length === 0 ? (
        <EmptyState>{t('tv.empty')}</EmptyState>
      ) : (
        <ul css={listStyle}>
          {gallery.data.results.map((video) => (
            <li key={video.id}>
              <Link to={videoHref(video)}>{video.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

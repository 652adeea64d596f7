import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'shared-contracts/router';
import { tvVideoHref } from 'shared-contracts';
import { EmptyState, Skeleton, palette, type Load, plainList } from 'shared-contracts/remote-kit';
import { sectionsByVertical, type GalleryVideo, type VerticalSection } from '../data/gallery';
import { useT } from '../i18n/messages';

const listStyle = css`
  ${plainList}
  display: grid;
  gap: 0.5rem;
  li {
    padding-bottom: 0.5rem;
    border-bottom: 1px solid ${palette.border};
  }
  a {
    display: grid;
    grid-template-columns: 6rem minmax(0, 1fr);
    gap: 0.75rem;
    align-items: start;
    text-decoration: none;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
  img {
    width: 6rem;
    height: auto;
    border-radius: 4px;
  }
  small {
    display: block;
    color: ${palette.muted};
  }
  strong {
    display: inline-block;
    margin-bottom: 0.125rem;
    padding: 0 0.375rem;
    border-radius: 4px;
    background: ${palette.link};
    color: #fff;
    font-size: 0.75rem;
    text-transform: uppercase;
  }
`;

const sectionStyle = css`
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1rem;
  }
`;

/** The verticals with a heading in the catalogue; others show the API's label. */
const HEADINGS = {
  news: 'tv.gallery.vertical.news',
  sports: 'tv.gallery.vertical.sports',
  entertainment: 'tv.gallery.vertical.entertainment',
} as const;

const isHeadingKey = (key: string): key is keyof typeof HEADINGS => Object.hasOwn(HEADINGS, key);

/**
 * The gallery (spec 9: 10 videos, one page) in sections by vertical (Notícias, Esportes,
 * Entretenimento): what plays now and what plays next are marked.
 */
export function Gallery({
  gallery,
  currentId,
  nextId,
}: {
  gallery: Load<{ results: readonly GalleryVideo[] }>;
  currentId?: string;
  nextId?: string;
}) {
  const t = useT();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} aria-busy={gallery.status === 'loading'}>
      <h2 id={headingId}>{t('tv.gallery.label')}</h2>
      {gallery.status === 'loading' ? (
        <Skeleton label={t('tv.loading')} height="12rem" lines={4} />
      ) : gallery.status === 'failed' || gallery.data.results.length === 0 ? (
        <EmptyState>{t('tv.empty')}</EmptyState>
      ) : (
        sectionsByVertical(gallery.data.results).map((section) => (
          <VerticalList
            key={section.key}
            heading={isHeadingKey(section.key) ? t(HEADINGS[section.key]) : section.label}
            section={section}
            currentId={currentId}
            nextId={nextId}
          />
        ))
      )}
    </section>
  );
}

function VerticalList({
  heading,
  section,
  currentId,
  nextId,
}: {
  heading: string;
  section: VerticalSection;
  currentId?: string;
  nextId?: string;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={sectionStyle}>
      <h3 id={headingId}>{heading}</h3>
      <ul css={listStyle}>
        {section.entries.map(({ video, index }) => (
          <li key={video.id}>
            <Link to={tvVideoHref(video, index)} aria-current={video.id === currentId ? 'page' : undefined}>
              {video.video?.poster ? (
                <img
                  src={video.video.thumbnail ?? video.video.poster}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                />
              ) : (
                <span />
              )}
              <span>
                {video.id === currentId && <strong>{t('tv.gallery.now')}</strong>}
                {video.id === nextId && video.id !== currentId && <strong>{t('tv.gallery.next')}</strong>}
                <span>{video.name}</span>
                <small>{video.publisher.name}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

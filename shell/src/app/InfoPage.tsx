import { useEffect } from 'react';
import { pageStyle } from '../components/pageStyles';
import { usePlatform } from '../platform/context';
import { INFO_PAGES, type InfoPageId } from './info-pages';

export function InfoPage({ page }: { page: InfoPageId }) {
  const { config, locale } = usePlatform().services;
  const content = INFO_PAGES[page][locale];
  useEffect(() => {
    document.title = `${content.title} | ${config.name}`;
  }, [content.title, config.name]);
  return (
    <article css={pageStyle} aria-labelledby="info-title">
      <h1 id="info-title">{content.title}</h1>
      {content.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </article>
  );
}

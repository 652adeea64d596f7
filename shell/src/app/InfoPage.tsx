import { lazy, Suspense } from 'react';
import { pageStyle } from '../components/pageStyles';
import { PrivacyPreferences } from '../components/PrivacyPreferences';
import { useShellPageHead } from '../components/usePageTitle';
import { usePlatform } from '../platform/context';
import { INFO_PAGES, type InfoPageId } from './info-pages';

const InstallButton = lazy(() => import(/* webpackChunkName: "install-button" */ '../pwa/InstallButton'));

export function InfoPage({ page }: { page: InfoPageId }) {
  const { locale } = usePlatform().services;
  const content = INFO_PAGES[page][locale];
  useShellPageHead(content.title);
  return (
    <article css={pageStyle} aria-labelledby="info-title">
      <h1 id="info-title">{content.title}</h1>
      {content.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {page === 'pwa' ? (
        <Suspense fallback={null}>
          <InstallButton />
        </Suspense>
      ) : null}
      {page === 'privacy' && <PrivacyPreferences />}
    </article>
  );
}

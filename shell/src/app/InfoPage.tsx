import { lazy, Suspense } from 'react';
import { pageStyle } from '../components/pageStyles';
import { PrivacyPreferences } from '../components/PrivacyPreferences';
import { useShellPageHead } from '../components/usePageTitle';
import { usePlatform } from '../platform/context';
import { useInfoPages, type InfoPageId, type InfoPages } from './info-content';

const InstallButton = lazy(() => import(/* webpackChunkName: "install-button" */ '../pwa/InstallButton'));

type InfoContent = InfoPages[InfoPageId]['pt'];

export function InfoPage({ page }: { page: InfoPageId }) {
  const { locale } = usePlatform().services;
  const pages = useInfoPages();
  // Reached by a client-side link: the texts arrive in a moment (a few kB).
  if (!pages) return <article css={pageStyle} aria-busy="true" />;
  return <InfoArticle page={page} content={pages[page][locale]} />;
}

function InfoArticle({ page, content }: { page: InfoPageId; content: InfoContent }) {
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

/** The shell's own pages (routes the route table gives to 'shell'), and the 404 for the rest. */
import { Navigate, Route, Routes, useSearchParams } from 'shared-contracts/router';
import { NotFoundPage } from '../components/NotFoundPage';
import { NotSupportedPage } from '../components/NotSupportedPage';
import { ExternalLinkPage } from './ExternalLinkPage';
import { INFO_PAGE_PATHS } from './info-content';
import { InfoPage } from './InfoPage';
import { safeRedirectPath } from './safe-redirect';

/** /site_redirect?path=/x: only same-site paths with safe characters (spec 5). */
function SiteRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirectPath(params.get('path')) ?? '/'} replace />;
}

export function ShellPages() {
  return (
    <Routes>
      <Route path="/notsupported" element={<NotSupportedPage />} />
      <Route path="/old" element={<Navigate to="/" replace />} />
      <Route path="/site_redirect" element={<SiteRedirect />} />
      <Route path="/external" element={<ExternalLinkPage />} />
      {Object.entries(INFO_PAGE_PATHS).map(([path, page]) => (
        <Route key={path} path={path} element={<InfoPage page={page} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The shell's own pages (routes the route table gives to 'shell'), and the 404 for the rest. */
import { useEffect } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { NotSupportedPage } from '../components/NotSupportedPage';
import { isHttpUrl } from '../components/safeUrl';
import { usePlatform } from '../platform/context';
import { InfoPage } from './InfoPage';
import { safeRedirectPath } from './safe-redirect';

/** /site_redirect?path=/x: only same-site paths with safe characters (spec 5). */
function SiteRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirectPath(params.get('path')) ?? '/'} replace />;
}

/** /external?url=https://…: asks the reader before leaving (spec 4), over the home page. */
function ExternalLink() {
  const [params] = useSearchParams();
  const { bus } = usePlatform();
  const url = params.get('url') ?? '';
  useEffect(() => {
    if (isHttpUrl(url)) bus.publish('external.open', 1, { url, fromBody: false });
  }, [bus, url]);
  return <Navigate to="/" replace />;
}

export function ShellPages() {
  return (
    <Routes>
      <Route path="/notsupported" element={<NotSupportedPage />} />
      <Route path="/old" element={<Navigate to="/" replace />} />
      <Route path="/site_redirect" element={<SiteRedirect />} />
      <Route path="/external" element={<ExternalLink />} />
      <Route path="/about.html" element={<InfoPage page="about" />} />
      <Route path="/privacy_policy.html" element={<InfoPage page="privacy" />} />
      <Route path="/terms_and_conditions.html" element={<InfoPage page="terms" />} />
      <Route path="/pwa" element={<InfoPage page="pwa" />} />
      <Route path="/coming_soon" element={<InfoPage page="comingSoon" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The shell's own pages (routes the route table gives to 'shell'), and the 404 for the rest. */
import { redirectOf } from 'shared-contracts';
import { Navigate, Route, Routes, useLocation } from 'shared-contracts/router';
import { NotFoundPage } from '../components/NotFoundPage';
import { NotSupportedPage } from '../components/NotSupportedPage';
import { ExternalLinkPage } from './ExternalLinkPage';
import { INFO_PAGE_PATHS } from './info-content';
import { InfoPage } from './InfoPage';

/** A route that only redirects (shared-contracts redirects.ts), reached by a navigation in the app. */
function RouteRedirect({ route }: { route: string }) {
  const { search } = useLocation();
  return <Navigate to={redirectOf(route, search) ?? '/'} replace />;
}

export function ShellPages() {
  return (
    <Routes>
      <Route path="/notsupported" element={<NotSupportedPage />} />
      <Route path="/old" element={<RouteRedirect route="old" />} />
      <Route path="/site_redirect" element={<RouteRedirect route="siteRedirect" />} />
      <Route path="/external" element={<ExternalLinkPage />} />
      {Object.entries(INFO_PAGE_PATHS).map(([path, page]) => (
        <Route key={path} path={path} element={<InfoPage page={page} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

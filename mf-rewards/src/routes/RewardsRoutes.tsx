/** Inner routing of the rewards remote: ROUTES gives mf-rewards the campaign landing /jej. */
import { BrowserRouter, Link, Route, Routes } from 'shared-contracts/router';
import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { CampaignPage } from './CampaignPage';

export function RewardsRouteTable() {
  return (
    <Routes>
      <Route path="/jej" element={<CampaignPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function RewardsRoutes() {
  return (
    <BrowserRouter>
      <RewardsRouteTable />
    </BrowserRouter>
  );
}

function NotFoundPage() {
  const t = useT();
  return (
    <PageFrame title={t('rewards.notFound.title')}>
      <EmptyState action={<Link to="/">{t('rewards.home')}</Link>}>{t('rewards.notFound.body')}</EmptyState>
    </PageFrame>
  );
}

/**
 * The rewards remote's server entry (docs/adr/008-server-rendering.md): the coupon campaign's page
 * (/jej) arrives as HTML, with the campaign's state and its form, the same for every reader; the
 * browser hydrates it and then asks whether this reader registered already. A post of its form
 * (sent before or without scripts) is answered with the same page and the form's echo.
 */
import { REWARDS_PAGES } from 'shared-contracts/pages';
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { RewardsRouteTable } from './routes/RewardsRoutes';

export const { handles, render } = createServerRender({
  remote: 'mf-rewards',
  cacheKey: 'rewards',
  slot: 'page',
  messages,
  pages: REWARDS_PAGES,
  render: (url) => (
    <StaticRouter location={url}>
      <RewardsRouteTable />
    </StaticRouter>
  ),
});

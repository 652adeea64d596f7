/**
 * The accounts remote's server entry (docs/adr/008-server-rendering.md): every accounts page
 * (shared-contracts/src/pages/account-pages.ts) arrives as HTML and the browser hydrates it. The forms (sign-in, both sign-up steps, forgotten
 * password, reset) are the same for every reader, and answer their own posts (the edge's
 * form-posts.ts) with the reader's echo; the signed-in pages render their frame (title, the section
 * loading), as the reader is known in the browser only. None reads the reader: all can be cached.
 */
import { ACCOUNTS_PAGES } from 'shared-contracts/pages';
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { AccountsRouteTable } from './routes/AccountsRoutes';

export const { handles, render } = createServerRender({
  remote: 'mf-accounts',
  cacheKey: 'accounts',
  slot: 'page',
  messages,
  pages: ACCOUNTS_PAGES,
  render: (url) => (
    <StaticRouter location={url}>
      <AccountsRouteTable />
    </StaticRouter>
  ),
});

/**
 * The accounts remote's server entry (docs/adr/008-server-rendering.md): the pages whose first
 * screen is the same for every guest (the sign-in, sign-up and forgotten-password forms, the
 * signed-out and expired-link pages) arrive as HTML and the browser hydrates them. The account
 * pages depend on the reader, the sign-up password step on the e-mail of the first step and the
 * reset page on its token: they render in the browser.
 */
import { StaticRouter } from 'shared-contracts/router';
import { createServerRender } from 'shared-contracts/remote-kit/server';
import { messages } from './i18n/messages';
import { AccountsRouteTable } from './routes/AccountsRoutes';

export const { handles, render } = createServerRender({
  remote: 'mf-accounts',
  cacheKey: 'accounts',
  slot: 'page',
  messages,
  pages: [
    '/accounts/user',
    '/accounts/user/forgotpassword',
    '/accounts/user/signup-email',
    '/accounts/user/signedout',
    '/invalid_token',
  ],
  render: (url) => (
    <StaticRouter location={url}>
      <AccountsRouteTable />
    </StaticRouter>
  ),
});

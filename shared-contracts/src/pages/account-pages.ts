/**
 * The accounts remote's pages (spec 2 "Accounts"): the sign-in, sign-up, password and signed-in
 * pages, each rendered on the server (their forms work before and without scripts).
 */
import { always, patterns, type OwnerPages } from './declare';

const ACCOUNT_PATHS = [
  '/accounts/user',
  '/accounts/user/forgotpassword',
  '/accounts/user/signup-email',
  '/accounts/user/signup-password',
  '/accounts/user/signedin',
  '/accounts/user/signedin/profile',
  '/accounts/user/signedin/entities',
  '/accounts/user/signedout',
];

export const ACCOUNTS_PAGES: OwnerPages = {
  owner: 'mf-accounts',
  pages: {
    accounts: { isPage: patterns(...ACCOUNT_PATHS), server: ACCOUNT_PATHS },
    resetPassword: { isPage: always, server: ['/reset_password'] },
    invalidToken: { isPage: always, server: ['/invalid_token'] },
  },
};

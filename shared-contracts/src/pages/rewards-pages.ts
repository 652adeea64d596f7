/** The rewards remote's page: the campaign landing /jej (spec 2), rendered on the server. */
import { always, type OwnerPages } from './declare';

export const REWARDS_PAGES: OwnerPages = {
  owner: 'mf-rewards',
  pages: { campaign: { isPage: always, server: ['/jej'] } },
};

/**
 * What a browser build gets for `shared-contracts` (package.json's "browser" condition): the same
 * as ./index.ts, but the TypeBox schemas only as types, so no page loads TypeBox. Responses and
 * events are checked with the checks generated from those schemas (./checks). The contracts every
 * app runs come from the one copy the shell provides (./core.ts); each app bundles the parts of
 * the rest it uses.
 */
export * from 'shared-contracts/core';
export * from './redirects';
export * from './remotes';
export type * from './registry';
export type * from './events';
export * from './bus';
export * from './api-client';
export * from './site-771';
export type * from './api/errors';
export type * from './api/site-config';
export type * from './api/index';
export * from './api/constants';
export * from './api/error-codes';
export * from './api/auth-constants';
export * from './api/measurement-constants';
export * from './article-html';
export * from './follows-client';
export * from './web-view';
export * from './cookies';
export * from './topic-bar';
export * from './rewards';
export * from './read-beacon';
export * from './html-escape';
export * from './tv-paths';
export * from './offline-store';
export * from './sports-paths';
export * from './live-events';
export * from './event-description';
export * from './share-images';
export * from './account-paths';
export * from './favorites-paths';
export * from './search-paths';
export * from './sitemap-paths';
export * from './consent';
export * from './item-reads';
export * from './story-head';

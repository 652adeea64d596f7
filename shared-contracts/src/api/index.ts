/** Request and response shapes of the API (spec 7), shared by infra and the remotes. */
export * from './error-codes';
export * from './common';
export * from './content';
export * from './topics';
export * from './sports';
export * from './reader';
export * from './sitemap';
export * from './rewards';
export * from './auth-constants';
export * from './auth';
export * from './tv';
export * from './measurement';
export * from './ads';
export * from './measurement-constants';
export * from './push';

/**
 * The contracts' code every app runs on a page: the API's response checks, the route table, the
 * locale and storage keys, the first-tap marks, the ad slots, the offline copies' names, the
 * head's descriptions. A page carries one copy: the shell provides this module to every remote
 * (infra/build/federation.mjs). Everything else in `shared-contracts` is bundled by each app that
 * imports it, with only the parts it uses: a shared module is provided whole, and most of the
 * package is one feature's paths or rules.
 *
 * Its shared version is the package's plus a digest of this module's code: a remote built against
 * other code here uses its own copy rather than the shell's. Contracts modules outside it import
 * these parts as `shared-contracts/core`, never by relative path, so a remote does not bundle a
 * second copy of them.
 */
export * from './checks/check';
export { WIRE_CHECKS } from './checks/wire.generated';
export * from './routes';
export * from './article-paths';
export * from './slug';
export * from './form-paths';
export * from './safe-url';
export * from './locale';
export * from './storage-keys';
export * from './first-tap';
export * from './ad-slots';
export * from './offline';
export * from './platform';
export * from './server-render';
export * from './short-description';
export * from './site-description';

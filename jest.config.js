/** One Jest run for every workspace: fast SWC transform, jsdom for front-end packages, node for infra. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that Jest (CommonJS) must transform (Node itself loads them with require(esm)).
const esmOnly = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'cookie',
  'content-disposition',
  'openid-client',
  'oauth4webapi',
  'jose',
].join('|');
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Skip node_modules, except the ESM-only packages wherever they are nested.
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnly})/).*/node_modules/`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // A busy two-core machine runs a component test or an in-process API call well past Jest's
  // default 5 s now and then; no test here measures time, so a longer bound only stops hangs.
  testTimeout: 30_000,
};
const frontEnd = ['shared-contracts', 'shell', 'mf-news', 'mf-sports', 'mf-tv', 'mf-accounts', 'mf-rewards'];

module.exports = {
  projects: [
    ...frontEnd.map((name) => ({
      ...base,
      displayName: name,
      testEnvironment: 'jsdom',
      roots: [`<rootDir>/${name}/src`],
      setupFiles: ['<rootDir>/shared-contracts/test/setup-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/shared-contracts/test/setup-dom.ts'],
    })),
    {
      ...base,
      displayName: 'infra',
      testEnvironment: 'node',
      roots: ['<rootDir>/infra/src', '<rootDir>/infra/test', '<rootDir>/infra/perf', '<rootDir>/infra/load'],
    },
  ],
};

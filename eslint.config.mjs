// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const remotes = ['mf-news', 'mf-sports', 'mf-tv', 'mf-accounts', 'mf-rewards'];

/** A page carries one copy of the router's code: the parts the apps use, shared by the shell. */
const ROUTER_ONCE = {
  name: 'react-router',
  message: "Import from 'shared-contracts/router', which every app shares (docs/adr/001).",
};

/** A remote may import shared-contracts, never another remote's or the shell's source. */
const isolation = ['shell', ...remotes].map((pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [ROUTER_ONCE],
        patterns: ['shell', ...remotes, 'infra']
          .filter((other) => other !== pkg)
          .flatMap((other) => [
            { group: [other, `${other}/*`], message: 'Remotes talk over the bus, never by import.' },
            {
              group: [`../../${other}/*`, `../../../${other}/*`],
              message: 'No cross-package source imports.',
            },
          ]),
      },
    ],
  },
}));

/** The remote kit and the contracts route through the one shared copy too (but for that module). */
const routerOnce = {
  files: ['shared-contracts/src/**/*.{ts,tsx}'],
  ignores: ['shared-contracts/src/router.ts'],
  rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_ONCE] }] },
};

/**
 * Rules that exist once (docs/adr/README.md): the slug of a name (shared-contracts/src/slug.ts) and
 * escaping text for hand-made HTML (html-escape.ts). A new function that reimplements one is
 * refused: a declaration by that name, or the slug rule's character class written out again.
 */
const ONE_COPY = ['slugOf', 'escapeHtml', 'slugify', 'slug', 'nameSlug', 'tvSlug', 'sportsSlug'];
const ONE_COPY_RULES = [
  ...ONE_COPY.flatMap((name) =>
    [`FunctionDeclaration[id.name='${name}']`, `VariableDeclarator[id.name='${name}'] > :function`]
      .map(
        // A named use of the rule (a path module's fallback) calls slugOf; a copy does not.
        (declaration) => `${declaration}:not(:has(CallExpression[callee.name='slugOf']))`,
      )
      .map((selector) => ({
        selector,
        message: `Use ${name === 'escapeHtml' ? 'escapeHtml' : 'slugOf'} from shared-contracts (one copy of the rule).`,
      })),
  ),
  {
    selector: "Literal[regex.pattern='[^a-z0-9]+']",
    message: "Slugs come from shared-contracts' slugOf (the one slug rule).",
  },
];
/**
 * Path rules exist once too, each in its path module (docs/where-code-lives.md): building or
 * reading an article, media, TV, sports, favourites, search, sitemap or account path anywhere else
 * is refused: a function by one of the modules' names (or of the copies they replaced), and
 * (outside tests, which may write and match the URLs they visit) a regular expression that parses
 * such a path or a template that builds one.
 */
const PATH_MODULES = [
  'shared-contracts/src/article-paths.ts',
  'shared-contracts/src/tv-paths.ts',
  'shared-contracts/src/sports-paths.ts',
  'shared-contracts/src/favorites-paths.ts',
  'shared-contracts/src/search-paths.ts',
  'shared-contracts/src/sitemap-paths.ts',
  'shared-contracts/src/account-paths.ts',
];
const PATH_RULE =
  'Path rules live in their module (shared-contracts/src/*-paths.ts): import the builder or parser.';
const PATH_FUNCTIONS = [
  'articlePath',
  'articleWebPath',
  'articleIdFrom',
  'mediaTargetFrom',
  'articleTargetOf',
  'isNewsStoryRoute',
  'tvVideoPath',
  'tvVideoHref',
  'tvVideoIdFrom',
  'eventPath',
  'eventIdFrom',
  'standingsPath',
  'leagueFeedPath',
  'leagueScoresPath',
  'calendarPath',
  'leagueSectionPath',
  'leagueSlug',
  'parseScoresPath',
  'scoresPath',
  'sectionPath',
  'favoriteTopicPath',
  'favoriteTopicFrom',
  'followedFeedPath',
  'followedFrom',
  'followedKey',
  'topicHref',
  'profileRoute',
  'parseProfileSegment',
  'selectedKey',
  'textSearchPath',
  'trendingSearchPath',
  'entitySearchPath',
  'parseSearchPath',
  'sitemapPath',
  'sitemapPeriodOf',
  'sitemapPeriodFrom',
  'periodPath',
  'parsePeriod',
  'pageReturningTo',
  'signInReturningTo',
  'pageRememberingHere',
  'isAccountPath',
  'signInHref',
  'withReturn',
];
// esquery's regular expressions cannot hold a '/': \x2f is one, \x5c a backslash.
const PATH_PARSER = 'news_stories|event\\x5c?\\x2f|tv\\x5c?\\x2fvideos|\\x2fmedia\\x5c?\\x2f';
const PATH_BUILT = '(?<!media)\\x2fnews_stories\\x2f|\\x2fweb\\x2f|\\x2fevent\\x2f|\\x2ftv\\x2fvideos\\x2f';
// A page path a template starts with: a search, a league's section or an account page.
const PAGE_BUILT = '^\\x2f(search\\x2f|sports\\x2f(scores|standings|feed)\\x2f|accounts\\x2fuser)';
const PATH_DECLARATIONS = PATH_FUNCTIONS.flatMap((name) => [
  { selector: `FunctionDeclaration[id.name='${name}']`, message: PATH_RULE },
  { selector: `VariableDeclarator[id.name='${name}'] > :function`, message: PATH_RULE },
]);
const PATH_RULES = [
  ...PATH_DECLARATIONS,
  { selector: `Literal[regex.pattern=/${PATH_PARSER}/]`, message: PATH_RULE },
  { selector: `TemplateElement[value.raw=/${PATH_BUILT}/]`, message: PATH_RULE },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${PAGE_BUILT}/]`,
    message: PATH_RULE,
  },
];
const oneCopy = {
  files: ['**/*.{ts,tsx,mjs}'],
  ignores: ['shared-contracts/src/slug.ts', 'shared-contracts/src/html-escape.ts'],
  rules: { 'no-restricted-syntax': ['error', ...ONE_COPY_RULES, ...PATH_RULES] },
};
/** Tests may write and match the URLs they visit; they still may not declare a path rule. */
const pathsInTests = {
  files: ['**/*.test.{ts,tsx}', 'infra/e2e/**', 'mf-*/src/test/**', 'infra/test/**'],
  rules: { 'no-restricted-syntax': ['error', ...ONE_COPY_RULES, ...PATH_DECLARATIONS] },
};
/** The path modules themselves (placed after the rules above, whose value they replace). */
const pathModules = {
  files: PATH_MODULES,
  rules: { 'no-restricted-syntax': ['error', ...ONE_COPY_RULES] },
};

/**
 * A remote's texts go through its typed useT (createUseT in the remote kit), so a misspelt or
 * removed message id fails the type check: a formatMessage or FormattedMessage with an id written
 * in the code is refused (its catalogue, in i18n/, and tests may still name ids).
 */
const USE_T = "Use the remote's typed useT (src/i18n/messages.ts): t('id', values) checks the id.";
const typedTexts = {
  files: remotes.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
  ignores: ['mf-*/src/i18n/**', 'mf-*/src/test/**', '**/*.test.{ts,tsx}'],
  // One flat config's rule value replaces an earlier one's: the one-copy rules are repeated here.
  rules: {
    'no-restricted-syntax': [
      'error',
      ...ONE_COPY_RULES,
      ...PATH_RULES,
      {
        selector:
          "CallExpression:matches([callee.name='formatMessage'], [callee.property.name='formatMessage']) > ObjectExpression:first-child > Property[key.name='id'] > :matches(Literal, TemplateLiteral, ConditionalExpression)",
        message: USE_T,
      },
      {
        selector: [
          "JSXOpeningElement[name.name='FormattedMessage'] > JSXAttribute[name.name='id'] > Literal",
          "JSXOpeningElement[name.name='FormattedMessage'] > JSXAttribute[name.name='id'] > JSXExpressionContainer > :matches(Literal, TemplateLiteral, ConditionalExpression)",
        ].join(', '),
        message: USE_T,
      },
    ],
  },
};

/**
 * The server's Cache-Control values are named once (infra/src/cache-control.ts): a route writing
 * one by hand is refused, so two answers of one kind are never cached two ways.
 */
const CACHE_VALUE = 'Use a named rule from infra/src/cache-control.ts (one place decides caching).';
const oneCacheRule = {
  files: ['infra/src/**/*.ts'],
  ignores: ['infra/src/cache-control.ts', '**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...ONE_COPY_RULES,
      ...PATH_RULES,
      { selector: 'Literal[value=/^(public|private), |^no-(store|cache)/]', message: CACHE_VALUE },
      { selector: 'TemplateElement[value.raw=/^(public|private), /]', message: CACHE_VALUE },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.types/**',
      'infra/var/**',
      // Generated TV clips: .ts files there are MPEG-TS video segments, not TypeScript.
      'infra/static/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  ...isolation,
  routerOnce,
  oneCopy,
  pathsInTests,
  pathModules,
  typedTexts,
  oneCacheRule,
  prettier,
);

/**
 * Every environment variable the server and its commands read (`ENV_SCHEMA`), each optional with
 * a default, with its check and the hint a bad value's message gives. config.ts reads the
 * environment against it; docs/operations.md lists each one (config.test.ts keeps them in step).
 */
import { Type, type Static } from '@sinclair/typebox';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = (description: string) =>
  Type.Integer({ minimum: 1, maximum: 65_535, description, errorHint: 'an integer from 1 to 65535' });
const path = (description: string) => Type.String({ minLength: 1, description, errorHint: 'a path' });
const url = (schemes: string, description: string) =>
  Type.String({
    pattern: `^(${schemes})://[^\\s]+$`,
    description,
    errorHint: `a ${schemes.replaceAll('|', ' or ')} URL`,
  });
const oneOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description, errorHint: `one of ${values.join(', ')}` },
  );
const bounded = (minimum: number, maximum: number, description: string) =>
  Type.Integer({ minimum, maximum, description, errorHint: `an integer from ${minimum} to ${maximum}` });

/** Every environment variable the server and its commands read, each optional with a default. */
export const ENV_SCHEMA = Type.Object({
  PORT: Type.Optional(port('HTTP port of the server (default 8080).')),
  HOST: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'Address to listen on (default 0.0.0.0).',
      errorHint: 'an address',
    }),
  ),
  DATABASE_URL: Type.Optional(
    url('postgres|postgresql', 'A PostgreSQL server to use instead of the embedded PGlite database.'),
  ),
  DATA_DIR: Type.Optional(path('Folder of the embedded PGlite database (default infra/var/pgdata).')),
  REDIS_URL: Type.Optional(url('redis|rediss', 'Redis for the live-score fan-out across several instances.')),
  REGISTRY_FILE: Type.Optional(
    path('The file `registry export` writes and `registry import` reads (default infra/var/registry.json).'),
  ),
  VERSION_STORE: Type.Optional(
    Type.String({
      pattern: '^(?!s3:).+|^s3://[^/\\s]+(/\\S*)?$',
      minLength: 1,
      description:
        'Where published versions live for every server: a folder, or s3://bucket/prefix (default the apps folder).',
      errorHint: 'a folder or an s3://bucket/prefix URL',
    }),
  ),
  S3_ENDPOINT: Type.Optional(url('http|https', 'An S3-compatible server (MinIO …) instead of AWS S3.')),
  S3_REGION: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'Region of the S3 bucket (default us-east-1).',
      errorHint: 'a region',
    }),
  ),
  S3_ACCESS_KEY: Type.Optional(
    Type.String({ minLength: 1, description: 'Access key of the S3 bucket.', errorHint: 'a key id' }),
  ),
  S3_SECRET_KEY: Type.Optional(
    Type.String({ minLength: 1, description: 'Secret key of the S3 bucket.', errorHint: 'a secret' }),
  ),
  RELEASE_KEEP_DAYS: Type.Optional(
    bounded(1, 3650, '`registry gc` keeps versions the history of this many days names (default 14).'),
  ),
  HEALTH_SAMPLE_PCT: Type.Optional(
    bounded(0, 100, 'Percent of page views whose browser reports remote health (default 10).'),
  ),
  CANARY_MIN_SAMPLES: Type.Optional(
    bounded(1, 1_000_000, 'Samples a canary needs before the automatic rollback judges it (default 200).'),
  ),
  CANARY_MAX_DELTA: Type.Optional(
    bounded(1, 100, "Points by which a canary's error rate may exceed the stable's (default 5)."),
  ),
  OPS_TOKEN: Type.Optional(
    Type.String({
      minLength: 16,
      description: 'Operator credential of the ops page /ops (user "ops"); unset: the page is off (404).',
      errorHint: 'at least 16 characters',
    }),
  ),
  APPS_DIR: Type.Optional(
    path(
      'Folder of published builds, <app>/<version>/ (default <app>/dist/ in the repository); builds nothing.',
    ),
  ),
  LOG_LEVEL: Type.Optional(oneOf(LOG_LEVELS, 'Server log level (default info).')),
  TRUST_PROXY: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'Proxies whose X-Forwarded-* headers count: unset or false none, true any, or comma-separated addresses/CIDRs.',
      errorHint: 'true, false, or addresses',
    }),
  ),
  SIMULATOR: Type.Optional(
    oneOf(['on', 'off'], 'off: real dates and final results instead of the live replay.'),
  ),
  ENABLE_TEST_HOOKS: Type.Optional(
    oneOf(['0', '1'], '1: registers the API test hooks under /api/v3/test/ (end-to-end tests only).'),
  ),
  API_CACHE_MB: Type.Optional(
    bounded(0, 1024, 'Megabytes of rendered API answers kept per instance; 0 turns it off (default 32).'),
  ),
  API_CACHE_SECONDS: Type.Optional(
    bounded(1, 300, 'Seconds a rendered API answer is kept at most, per instance (default 10).'),
  ),
  PAGE_CACHE_MB: Type.Optional(
    bounded(0, 4096, 'Megabytes of rendered pages kept per instance; 0 renders every page (default 64).'),
  ),
  REQUEST_LOG_PERCENT: Type.Optional(
    bounded(0, 100, 'Percent of requests logged at info; 5xx always, all at debug (default 1).'),
  ),
  REWARDS_WEBHOOK_URL: Type.Optional(
    url(
      'http|https',
      "The carrier's endpoint that receives each data-bonus grant (POST, Idempotency-Key header); unset: grants are provisioned locally.",
    ),
  ),
  SMTP_URL: Type.Optional(
    url(
      'smtp|smtps',
      'SMTP server for account e-mails (reset, welcome); unset: mails are written to DATA_DIR/outbox (development only).',
    ),
  ),
  MAIL_FROM: Type.Optional(
    Type.String({
      minLength: 3,
      maxLength: 200,
      description: 'Sender of account e-mails (default "Onda Notícias <no-reply@localhost>").',
      errorHint: 'an address such as "Onda <no-reply@onda.example>"',
    }),
  ),
  PUBLIC_URL: Type.Optional(
    url('http|https', "The site's public address, used in e-mailed links (default http://localhost:<PORT>)."),
  ),
  OIDC_PROVIDERS: Type.Optional(
    Type.String({
      minLength: 2,
      maxLength: 20_000,
      description:
        'Social-login providers, a JSON array: [{"id","name","client_id","client_secret", and "issuer" (OpenID Connect) or "authorization_endpoint","token_endpoint","userinfo_endpoint" (OAuth 2, e.g. Facebook), optional "scope"}]; unset: none.',
      errorHint: 'a JSON array of providers',
    }),
  ),
  SERVER_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      maxLength: 512,
      description:
        'Secret the server signs guest ids, read, CSRF and claim tokens with; the same on every instance (unset: generated once and kept in the database).',
      errorHint: 'at least 32 characters',
      secret: true,
    }),
  ),
  READ_SECONDS: Type.Optional(
    bounded(
      1,
      120,
      'Seconds a story must be open (on screen or scrolled through) before its read counts (default 5).',
    ),
  ),
  VIDEO_READ_SECONDS: Type.Optional(
    bounded(1, 300, 'Seconds a video must be watched before its read counts (default 10, spec 4).'),
  ),
  READ_TOKEN_HOURS: Type.Optional(bounded(1, 48, 'Hours a read token stays valid (default 4).')),
  REWARDS_DEVICE_CAP: Type.Optional(
    bounded(1, 1000, 'Data-bonus grants per device (guest id) and campaign day (default 1).'),
  ),
  REWARDS_ADDRESS_CAP: Type.Optional(
    bounded(1, 1_000_000, 'Data-bonus grants per client address and campaign day (default 20).'),
  ),
  AUTH_WINDOW_MINUTES: Type.Optional(
    bounded(1, 1440, 'Window in which failed passwords are counted (default 15).'),
  ),
  AUTH_PAIR_FAILURES: Type.Optional(
    bounded(1, 1000, 'Failed passwords per account and address before growing delays (default 5).'),
  ),
  AUTH_ACCOUNT_FAILURES: Type.Optional(
    bounded(
      1,
      1_000_000,
      'Failed passwords per account, all addresses, before every address is slowed (default 50).',
    ),
  ),
  AUTH_ADDRESS_FAILURES: Type.Optional(
    bounded(1, 1_000_000, 'Failed passwords per address, all accounts, before it is refused (default 200).'),
  ),
  AUTH_DELAY_SECONDS: Type.Optional(
    bounded(1, 3600, 'First delay after the free failures, doubled with each further one (default 2).'),
  ),
  AUTH_MAX_DELAY_SECONDS: Type.Optional(
    bounded(1, 86_400, 'Longest delay between failed passwords (default 900).'),
  ),
  AUTH_SIGNUPS_PER_ADDRESS: Type.Optional(
    bounded(1, 1_000_000, 'Sign-ups per address and hour (default 60).'),
  ),
  AUTH_RESETS_PER_ADDRESS: Type.Optional(
    bounded(1, 1_000_000, 'Password-reset requests per address and hour (default 60).'),
  ),
  AUTH_RESETS_PER_ACCOUNT: Type.Optional(
    bounded(1, 1000, 'Password-reset requests per account and hour (default 5).'),
  ),
  LOG_RESET_LINKS: Type.Optional(
    oneOf(['0', '1'], '1: without SMTP_URL, log each reset link (development only; default 0).'),
  ),
  ANALYTICS_RETENTION_DAYS: Type.Optional(
    bounded(1, 400, 'Days raw measurement events are kept; the daily roll-ups stay (default 30).'),
  ),
  OPS_ANALYTICS_PASSWORD: Type.Optional(
    Type.String({
      minLength: 12,
      maxLength: 200,
      description:
        'Password of the newsroom dashboard at /ops/analytics (HTTP Basic, any user name); unset: no dashboard (404).',
      errorHint: 'a password of at least 12 characters',
    }),
  ),
  VAPID_PUBLIC_KEY: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{87}$',
      description:
        'Push alerts: the VAPID public key (base64url, with VAPID_PRIVATE_KEY); unset: a pair made on first start and kept in the database.',
      errorHint: 'an 87-character base64url P-256 public key (npx web-push generate-vapid-keys)',
    }),
  ),
  VAPID_PRIVATE_KEY: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{43}$',
      description: 'Push alerts: the VAPID private key (base64url), with VAPID_PUBLIC_KEY.',
      errorHint: 'a 43-character base64url P-256 private key',
    }),
  ),
  VAPID_SUBJECT: Type.Optional(
    Type.String({
      pattern: '^(mailto:[^\\s@]+@[^\\s@]+|https://\\S+)$',
      description:
        "Push alerts: the contact push services see (mailto: or https:); default mailto:no-reply@ the site's host.",
      errorHint: 'a mailto: address or an https: URL',
    }),
  ),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: Type.Optional(
    oneOf(
      ['0', '1'],
      '1: push subscriptions may name private or loopback endpoints (tests only; default 0).',
    ),
  ),
  CHROMIUM_PATH: Type.Optional(
    path('npm run perf: the Chromium binary Lighthouse drives (default /usr/bin/chromium).'),
  ),
  BENCH_SECONDS: Type.Optional(bounded(1, 30, 'npm run bench: seconds per route (default 3).')),
  BENCH_CONNECTIONS: Type.Optional(bounded(1, 100, 'npm run bench: concurrent connections (default 10).')),
});
export type Env = Static<typeof ENV_SCHEMA>;
export const ENV_VARIABLES = Object.keys(ENV_SCHEMA.properties) as (keyof Env)[];

export type LogLevel = (typeof LOG_LEVELS)[number];

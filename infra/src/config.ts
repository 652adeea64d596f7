/**
 * The server's configuration: the one place that reads the environment. It is read once at start,
 * checked against a TypeBox schema, and handed on typed; a bad value stops the start with a message
 * that names the variable. docs/operations.md lists every variable of `ENV_SCHEMA` (a test keeps
 * the two in step).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import nodePath from 'node:path';
import { parseProviders, type ProviderConfig } from './api/accounts/social-providers';
import type { Limits } from './api/limits/policy';

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
export type TrustProxy = boolean | string;

export interface Config {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL server; undefined: embedded PGlite in `dataDir`. */
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  readonly redisUrl?: string;
  readonly registryFile?: string;
  /** Published builds; undefined: each app's dist/ folder, built on first start. */
  readonly appsDir?: string;
  /** The registry: version store, S3 access, retention, health sampling and rollback rule. */
  readonly registry: {
    readonly store?: string;
    readonly s3: {
      readonly endpoint?: string;
      readonly region?: string;
      readonly accessKeyId?: string;
      readonly secretAccessKey?: string;
    };
    readonly retentionDays: number;
    readonly healthSample: number;
    readonly minSamples: number;
    readonly maxErrorDelta: number;
  };
  /** The ops page's credential; undefined: no ops page. */
  readonly opsToken?: string;
  readonly logLevel: LogLevel;
  readonly trustProxy: TrustProxy;
  readonly simulator: boolean;
  readonly testHooks: boolean;
  /** In-process cache of rendered API answers (api/read-cache.ts); maxBytes 0: off. */
  readonly apiCache: { readonly maxBytes: number; readonly ttlMs: number };
  /** Rendered pages kept per instance (edge/page-cache.ts); 0: none. */
  readonly pageCacheBytes: number;
  /** Percent of ordinary requests logged at info (request-log.ts). */
  readonly requestLogPercent: number;
  /** Where data-bonus grants are delivered; undefined: provisioned locally. */
  readonly rewardsWebhookUrl?: string;
  /** Account e-mails: SMTP server (undefined: .eml files in outboxDir), sender, outbox folder. */
  readonly mail: { readonly smtpUrl?: string; readonly from: string; readonly outboxDir: string };
  /** The site's public address for links in e-mails. */
  readonly publicUrl: string;
  /** Social-login providers (OIDC_PROVIDERS); empty: none. */
  readonly socialProviders: readonly ProviderConfig[];
  /** Audience measurement: raw events kept this many days; the dashboard's password (unset: none). */
  readonly analytics: { readonly retentionDays: number; readonly opsPassword?: string };
  readonly bench: { readonly seconds: number; readonly connections: number };
  /** The Chromium binary measuring tools drive. */
  readonly chromiumPath: string;
  /** SERVER_SECRET; undefined: the one kept in the database. */
  readonly serverSecret?: string;
  /** When a read counts (seconds). */
  readonly reads: {
    readonly newsSeconds: number;
    readonly videoSeconds: number;
    readonly lifeSeconds: number;
  };
  /** Data-bonus grants per device and per address and campaign day. */
  readonly rewardCaps: { readonly device: number; readonly address: number };
  /** The accounts' shared limiter (api/limits/policy.ts). */
  readonly limits: Limits;
  /** Log reset links when mails go to the outbox (development only). */
  readonly logResetLinks: boolean;
  /** Push alerts: VAPID keys (undefined: kept in the database), subject, private endpoints (tests). */
  readonly push: {
    readonly vapid?: { readonly publicKey: string; readonly privateKey: string };
    readonly subject: string;
    readonly allowPrivateEndpoints: boolean;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const isSecret = (schema: TSchema | undefined): boolean =>
  (schema as { secret?: unknown } | undefined)?.secret === true;

function hintOf(schema: TSchema | undefined): string {
  const hint = (schema as { errorHint?: unknown } | undefined)?.errorHint;
  return typeof hint === 'string' ? hint : 'a valid value';
}

/** TRUST_PROXY: "false" none, "true" any, else comma-separated addresses or CIDRs. */
function trustProxyOf(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}

/**
 * Reads and checks the environment (default: the process's). Empty values count as unset.
 * Throws ConfigError naming every bad variable.
 */
export function loadConfig(source: Readonly<Record<string, string | undefined>> = process.env): Config {
  const raw: Record<string, string> = {};
  for (const name of ENV_VARIABLES) {
    const value = source[name]?.trim();
    if (value) raw[name] = value;
  }
  // Whole numbers only: "80.5" or "8e3" stay strings and fail the check instead of being rounded.
  const env: Record<string, unknown> = Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      name,
      ENV_SCHEMA.properties[name as keyof Env].type === 'integer' && /^\d{1,9}$/.test(value)
        ? Number(value)
        : value,
    ]),
  );
  const problems = ENV_VARIABLES.filter(
    (name) => env[name] !== undefined && !Value.Check(ENV_SCHEMA.properties[name], env[name]),
  ).map((name) => {
    // A secret's value is never repeated, not even a wrong one.
    const got = isSecret(ENV_SCHEMA.properties[name])
      ? `${raw[name]?.length ?? 0} characters`
      : JSON.stringify(raw[name]);
    return `${name} must be ${hintOf(ENV_SCHEMA.properties[name])} (got ${got})`;
  });
  const providers = parseProviders(raw.OIDC_PROVIDERS);
  if ('problem' in providers) problems.push(`OIDC_PROVIDERS ${providers.problem}`);
  if ((raw.VAPID_PUBLIC_KEY === undefined) !== (raw.VAPID_PRIVATE_KEY === undefined)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  }
  if (problems.length > 0 || 'problem' in providers) throw new ConfigError(problems);
  const checked = env as Env;
  return {
    port: checked.PORT ?? 8080,
    host: checked.HOST ?? '0.0.0.0',
    databaseUrl: checked.DATABASE_URL,
    dataDir: checked.DATA_DIR,
    redisUrl: checked.REDIS_URL,
    registryFile: checked.REGISTRY_FILE,
    appsDir: checked.APPS_DIR,
    registry: {
      store: checked.VERSION_STORE,
      s3: {
        endpoint: checked.S3_ENDPOINT,
        region: checked.S3_REGION,
        accessKeyId: checked.S3_ACCESS_KEY,
        secretAccessKey: checked.S3_SECRET_KEY,
      },
      retentionDays: checked.RELEASE_KEEP_DAYS ?? 14,
      healthSample: (checked.HEALTH_SAMPLE_PCT ?? 10) / 100,
      minSamples: checked.CANARY_MIN_SAMPLES ?? 200,
      maxErrorDelta: (checked.CANARY_MAX_DELTA ?? 5) / 100,
    },
    opsToken: checked.OPS_TOKEN,
    logLevel: checked.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyOf(checked.TRUST_PROXY),
    simulator: checked.SIMULATOR !== 'off',
    testHooks: checked.ENABLE_TEST_HOOKS === '1',
    apiCache: {
      maxBytes: (checked.API_CACHE_MB ?? 32) * 1024 * 1024,
      ttlMs: (checked.API_CACHE_SECONDS ?? 10) * 1000,
    },
    pageCacheBytes: (checked.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
    requestLogPercent: checked.REQUEST_LOG_PERCENT ?? 1,
    rewardsWebhookUrl: checked.REWARDS_WEBHOOK_URL,
    mail: {
      smtpUrl: checked.SMTP_URL,
      from: checked.MAIL_FROM ?? 'Onda Notícias <no-reply@localhost>',
      outboxDir: nodePath.join(checked.DATA_DIR ?? nodePath.resolve(__dirname, '../var'), 'outbox'),
    },
    publicUrl: (checked.PUBLIC_URL ?? `http://localhost:${checked.PORT ?? 8080}`).replace(/\/+$/, ''),
    socialProviders: providers,
    analytics: {
      retentionDays: checked.ANALYTICS_RETENTION_DAYS ?? 30,
      opsPassword: checked.OPS_ANALYTICS_PASSWORD,
    },
    bench: { seconds: checked.BENCH_SECONDS ?? 3, connections: checked.BENCH_CONNECTIONS ?? 10 },
    chromiumPath: checked.CHROMIUM_PATH ?? '/usr/bin/chromium',
    serverSecret: checked.SERVER_SECRET,
    reads: {
      newsSeconds: checked.READ_SECONDS ?? 5,
      videoSeconds: checked.VIDEO_READ_SECONDS ?? 10,
      lifeSeconds: (checked.READ_TOKEN_HOURS ?? 4) * 3600,
    },
    rewardCaps: { device: checked.REWARDS_DEVICE_CAP ?? 1, address: checked.REWARDS_ADDRESS_CAP ?? 20 },
    limits: {
      windowMs: (checked.AUTH_WINDOW_MINUTES ?? 15) * 60_000,
      pairFailures: checked.AUTH_PAIR_FAILURES ?? 5,
      accountFailures: checked.AUTH_ACCOUNT_FAILURES ?? 50,
      addressFailures: checked.AUTH_ADDRESS_FAILURES ?? 200,
      delayMs: (checked.AUTH_DELAY_SECONDS ?? 2) * 1000,
      maxDelayMs: (checked.AUTH_MAX_DELAY_SECONDS ?? 900) * 1000,
      signUpsPerAddress: checked.AUTH_SIGNUPS_PER_ADDRESS ?? 60,
      resetsPerAddress: checked.AUTH_RESETS_PER_ADDRESS ?? 60,
      resetsPerAccount: checked.AUTH_RESETS_PER_ACCOUNT ?? 5,
    },
    logResetLinks: checked.LOG_RESET_LINKS === '1',
    push: {
      ...(checked.VAPID_PUBLIC_KEY && checked.VAPID_PRIVATE_KEY
        ? { vapid: { publicKey: checked.VAPID_PUBLIC_KEY, privateKey: checked.VAPID_PRIVATE_KEY } }
        : {}),
      subject:
        checked.VAPID_SUBJECT ??
        `mailto:no-reply@${new URL(checked.PUBLIC_URL ?? 'http://localhost').hostname}`,
      allowPrivateEndpoints: checked.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1',
    },
  };
}

/** For commands: the checked configuration, or the problems on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

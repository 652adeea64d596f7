/**
 * The server's configuration: the one place that reads the environment. It is read once at start,
 * checked against the TypeBox schema of config-schema.ts, and handed on typed; a bad value stops the
 * start with a message that names the variable. docs/operations.md lists every variable of
 * `ENV_SCHEMA` (a test keeps the two in step).
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import nodePath from 'node:path';
import { parseProviders, type ProviderConfig } from './api/accounts/social-providers';
import type { Limits } from './api/limits/policy';
import { ENV_SCHEMA, ENV_VARIABLES, type Env, type LogLevel } from './config-schema';

export { ENV_SCHEMA, ENV_VARIABLES, type Env, type LogLevel } from './config-schema';

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

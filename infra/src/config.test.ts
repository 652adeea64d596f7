import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: undefined,
      redisUrl: undefined,
      registryFile: undefined,
      appsDir: undefined,
      registry: {
        store: undefined,
        s3: { endpoint: undefined, region: undefined, accessKeyId: undefined, secretAccessKey: undefined },
        retentionDays: 14,
        healthSample: 0.1,
        minSamples: 200,
        maxErrorDelta: 0.05,
      },
      opsToken: undefined,
      logLevel: 'info',
      trustProxy: false,
      simulator: true,
      testHooks: false,
      apiCache: { maxBytes: 32 * 1024 * 1024, ttlMs: 10_000 },
      pageCacheBytes: 64 * 1024 * 1024,
      requestLogPercent: 1,
      mail: {
        smtpUrl: undefined,
        from: 'Onda Notícias <no-reply@localhost>',
        outboxDir: path.resolve(__dirname, '../var/outbox'),
      },
      publicUrl: 'http://localhost:8080',
      socialProviders: [],
      bench: { seconds: 3, connections: 10 },
      chromiumPath: '/usr/bin/chromium',
      serverSecret: undefined,
      reads: { newsSeconds: 5, videoSeconds: 10, lifeSeconds: 4 * 3600 },
      rewardCaps: { device: 1, address: 20 },
      limits: {
        windowMs: 15 * 60_000,
        pairFailures: 5,
        accountFailures: 50,
        addressFailures: 200,
        delayMs: 2_000,
        maxDelayMs: 900_000,
        signUpsPerAddress: 60,
        resetsPerAddress: 60,
        resetsPerAccount: 5,
      },
      logResetLinks: false,
      analytics: { retentionDays: 30, opsPassword: undefined },
      push: { subject: 'mailto:no-reply@localhost', allowPrivateEndpoints: false },
    });
  });

  it('reads the limits of the data bonus and the accounts, and never repeats the secret', () => {
    expect(
      loadConfig({
        READ_SECONDS: '3',
        REWARDS_ADDRESS_CAP: '50',
        AUTH_PAIR_FAILURES: '3',
        LOG_RESET_LINKS: '1',
      }),
    ).toMatchObject({
      reads: { newsSeconds: 3 },
      rewardCaps: { address: 50 },
      limits: { pairFailures: 3 },
      logResetLinks: true,
    });
    expect(() => loadConfig({ SERVER_SECRET: 'short-secret-value' })).toThrow(
      'SERVER_SECRET must be at least 32 characters (got 18 characters)',
    );
    try {
      loadConfig({ SERVER_SECRET: 'short-secret-value' });
    } catch (error) {
      expect(String(error)).not.toContain('short-secret-value');
    }
  });

  it('reads the account mail settings; the outbox sits in DATA_DIR', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://onda:secret@mail.example:465',
        MAIL_FROM: 'Onda <no-reply@onda.example>',
        PUBLIC_URL: 'https://onda.example/',
        DATA_DIR: '/var/onda/pg',
      }),
    ).toMatchObject({
      mail: {
        smtpUrl: 'smtps://onda:secret@mail.example:465',
        from: 'Onda <no-reply@onda.example>',
        outboxDir: '/var/onda/pg/outbox',
      },
      publicUrl: 'https://onda.example',
    });
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
  });

  it('reads the social-login providers and names a bad list', () => {
    const google = { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', client_id: 'c' };
    expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify([google]) }).socialProviders).toEqual([google]);
    expect(problemsOf({ OIDC_PROVIDERS: '[{"id":"google"' })).toEqual(['OIDC_PROVIDERS is not JSON']);
    expect(problemsOf({ OIDC_PROVIDERS: JSON.stringify([{ ...google, issuer: undefined }]) })).toEqual([
      'OIDC_PROVIDERS provider "google" needs an issuer or authorization, token and userinfo endpoints',
    ]);
  });

  it('reads and types every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://onda@db:5432/onda',
      DATA_DIR: '/var/onda/pg',
      REDIS_URL: 'redis://cache:6379',
      REGISTRY_FILE: '/srv/registry.json',
      APPS_DIR: '/srv/apps',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SIMULATOR: 'off',
      ENABLE_TEST_HOOKS: '1',
      API_CACHE_MB: '0',
      API_CACHE_SECONDS: '30',
      BENCH_SECONDS: '5',
      BENCH_CONNECTIONS: '20',
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://onda@db:5432/onda',
      logLevel: 'warn',
      trustProxy: '10.0.0.0/8, 127.0.0.1',
      simulator: false,
      testHooks: true,
      apiCache: { maxBytes: 0, ttlMs: 30_000 },
      bench: { seconds: 5, connections: 20 },
    });
  });

  it('reads TRUST_PROXY true and false as switches', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('counts an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://db/onda'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'loud'],
    ['SIMULATOR', 'maybe'],
    ['ENABLE_TEST_HOOKS', 'yes'],
    ['BENCH_SECONDS', '600'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} must be .+ \\(got "${value.replace('.', '\\.')}"\\)$`));
  });

  it('names every bad variable at once', () => {
    expect(problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud' }).map((p) => p.split(' ')[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
    ]);
  });
});

describe('docs/operations.md', () => {
  const doc = readFileSync(path.resolve(__dirname, '../../docs/operations.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Configuration'));
  const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)` /gm)].map((match) => match[1]);

  it('lists exactly the variables of the configuration schema', () => {
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});

describe('npm start with a bad variable', () => {
  it('stops at once with a message naming it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(__dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be an integer from 1 to 65535 (got "abc")');
  }, 40_000);
  it('takes VAPID keys only as a pair', () => {
    const publicKey = 'B'.repeat(87);
    const privateKey = 'p'.repeat(43);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.vapid).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set together/);
  });
});

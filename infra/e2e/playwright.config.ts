/**
 * End-to-end tests against the production build, served the way readers get it: the real edge
 * server, the real API on embedded PostgreSQL, Debian's Chromium (no browser download).
 * Tests that flip the remote registry run serially against the one server (workers: 1).
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const runDir = path.join(os.tmpdir(), `onda-e2e-${port}`);

/** The OpenID provider social-login.spec.ts signs in with (test/oidc-provider.mjs). */
const oidcIssuer = `http://127.0.0.1:${port + 1000}`;

/** The newsroom dashboard's password on the test server (consent-ads.spec.ts reads its figures). */
export const E2E_OPS_PASSWORD = 'e2e-newsroom-password';

export const E2E = {
  port,
  /** Social login comes back to PUBLIC_URL's default host, localhost (its cookies are per host). */
  localURL: `http://localhost:${port}`,
  oidc: { id: 'e2e', name: 'Provedor de teste', issuer: oidcIssuer, email: 'leitora@example.com' },
  baseURL: `http://127.0.0.1:${port}`,
  registryFile: path.join(runDir, 'registry.json'),
  dataDir: path.join(runDir, 'pgdata'),
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.baseURL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    // The site's service worker stays out of the other specs (their page.route mocks would not
    // see requests it answers); pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // A real OpenID Connect provider for social login; the server discovers it on first use.
      command: 'node test/oidc-provider.mjs',
      cwd: path.resolve(__dirname, '..'),
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        OIDC_TEST_PORT: String(port + 1000),
        OIDC_TEST_CLIENT_ID: 'onda-e2e',
        OIDC_TEST_CLIENT_SECRET: 'onda-e2e-secret',
        OIDC_TEST_REDIRECT_URIS: `http://localhost:${port}/api/v3/auth/e2e/callback`,
      },
    },
    {
      // Each run starts from a fresh registry and database, like a fresh clone. (globalSetup would
      // run after the web server has started, too late for this.)
      command: `rm -rf '${runDir}' && npx tsx src/main.ts`,
      cwd: path.resolve(__dirname, '..'),
      url: `${E2E.baseURL}/healthz`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        REGISTRY_FILE: E2E.registryFile,
        DATA_DIR: E2E.dataDir,
        ENABLE_TEST_HOOKS: '1',
        LOG_LEVEL: 'warn',
        // Every page view reports remote health, and a canary is judged after a few reports
        // (canary.spec.ts); production samples 10 % and waits for 200.
        HEALTH_SAMPLE_PCT: '100',
        CANARY_MIN_SAMPLES: '4',
        // A story counts after 3 s read (5 by default): the readers of rewards.spec.ts read for real.
        READ_SECONDS: '3',
        OPS_ANALYTICS_PASSWORD: E2E_OPS_PASSWORD,
        OIDC_PROVIDERS: JSON.stringify([
          {
            id: 'e2e',
            name: 'Provedor de teste',
            issuer: oidcIssuer,
            client_id: 'onda-e2e',
            client_secret: 'onda-e2e-secret',
          },
        ]),
      },
    },
  ],
});

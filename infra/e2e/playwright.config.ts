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

export const E2E = {
  port,
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
  webServer: {
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
    },
  },
});

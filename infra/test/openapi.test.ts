/**
 * The API's OpenAPI document (/api/docs/json) is true to the server (issue: found and shared):
 * path parameters only where the path has them, an operationId and the security of every
 * operation, the statuses and content types the routes really answer, servers and license; and
 * Redocly's recommended rules find no error in it (run offline, bounded).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildTestApi, SETUP_TIMEOUT, type TestApi } from './helper';

const run = promisify(execFile);

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  info: { license?: { name: string; url?: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let api: TestApi;
let doc: Document;

beforeAll(async () => {
  api = await buildTestApi();
  doc = JSON.parse((await api.app.inject('/api/docs/json')).body) as Document;
}, SETUP_TIMEOUT);
afterAll(() => api.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('names servers and a license', () => {
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\//);
    expect(doc.info.license?.name).toBeTruthy();
  });

  it('declares a path parameter exactly where the path has one', () => {
    for (const { url, operation } of operations()) {
      const inPath = [...url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect({ url, declared }).toEqual({ url, declared: inPath });
    }
  });

  it('gives every operation a unique operationId and its security', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations()) expect(Array.isArray(operation.security)).toBe(true);
    const security = (url: string, method: string) => doc.paths[url]?.[method]?.security;
    // Anyone, or a named reader; a reader's own calls need one; sign-in ignores any.
    expect(security('/api/v3/feed', 'get')).toContainEqual({});
    expect(security('/api/v3/follows', 'get')).not.toContainEqual({});
    expect(security('/api/v3/follows', 'get')).toContainEqual({ psid: [] });
    expect(security('/api/auth/user', 'get')).toEqual([{ accessToken: [] }, { bearer: [] }, { session: [] }]);
    expect(security('/api/v3/auth/sign_in', 'post')).toEqual([]);
  });

  it('declares what the routes answer: redirects, the event stream, errors', async () => {
    const callback = await api.app.inject('/api/v3/auth/e2e/callback');
    expect(doc.paths['/api/v3/auth/{provider}/callback']?.get?.responses).toHaveProperty(
      String(callback.statusCode),
    );
    expect(doc.paths['/api/v3/auth/{provider}/callback']?.get?.responses['303']?.headers).toHaveProperty(
      'location',
    );
    expect(doc.paths['/api/v3/auth/{provider}/start']?.get?.responses).toHaveProperty('302');
    expect(doc.paths['/api/v3/sporting_events/stream']?.get?.responses['200']?.content).toHaveProperty(
      'text/event-stream',
    );
    const bad = await api.app.inject('/api/v3/sitemap/abcd');
    expect(doc.paths['/api/v3/sitemap/{year}']?.get?.responses).toHaveProperty(String(bad.statusCode));
    // A kept read answers 304 to its ETag; a body too large 413, in any route that takes one.
    const first = await api.app.inject('/api/v3/feed?per=1');
    const again = await api.app.inject({
      url: '/api/v3/feed?per=1',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(doc.paths['/api/v3/feed']?.get?.responses).toHaveProperty('304');
    const huge = await api.app.inject({
      method: 'POST',
      url: '/api/v3/like',
      headers: { 'content-type': 'application/json', psid: 'openapi-test' },
      payload: JSON.stringify({ id: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(doc.paths['/api/v3/like']?.post?.responses).toHaveProperty('413');
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    try {
      const { stdout } = await run(
        process.execPath,
        [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'],
        {
          timeout: 120_000,
          maxBuffer: 16 * 1024 * 1024,
          // Offline: no telemetry, no update check.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { severity: string }[] };
      expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});

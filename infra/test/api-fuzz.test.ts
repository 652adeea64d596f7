/**
 * Sends malformed params, queries, bodies and headers to every API route and asserts the API
 * never answers 5xx (ARCHITECTURE.md: bad input is a 4xx, never a 500) and always answers JSON
 * errors in the { error: { code, message } } shape.
 */
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { ApiErrorSchema } from 'shared-contracts';
import { apiPlugin } from '../src/api/plugin';
import type { Database } from '../src/db/open';
import { NOW, openTestDatabase, SETUP_TIMEOUT } from './helper';

let app: FastifyInstance;
let database: Database;
const routes: { method: HTTPMethods; url: string }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify({ logger: false });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (route.url.startsWith('/api/docs') || route.url.endsWith('/stream') || route.url.endsWith('*'))
        continue;
      routes.push({ method, url: route.url });
    }
  });
  await app.register(apiPlugin, { database, now: () => NOW, enableTestHooks: true, tickMs: 60_000 });
  await app.ready();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app.close();
  await database.close();
});

const WEIRD = [
  '%00',
  '..%2F..%2Fetc',
  "x'%3B--",
  '%F0%9F%92%A9',
  'a'.repeat(300),
  '-1',
  '0',
  '1e9',
  'null',
  '%20',
];
const QUERIES = [
  'page=0',
  'page=abc',
  'per=-5',
  'per=99999',
  'd=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15',
  'd=%27',
  'z=%00',
  'date=2026-02-31',
  'text=%27%22%3B%20drop%20table%20content%3B--',
  'text=' + 'x'.repeat(500),
  'q=%25%25%25',
  'q=%00',
  'text=a%00b',
  'ids=a%00',
  'q=' + 'y'.repeat(150),
  'entityType=teams&entityId=%00',
  'sortby=1',
  'site_id=1.5',
  'start_date=yesterday',
  'season=%2F%2F',
  'ids=' + ','.repeat(10),
  'page[]=1&page[]=2',
];
const BODIES: (string | undefined)[] = [
  '{',
  'null',
  '[]',
  '"text"',
  '{"profiles":"all"}',
  '{"profiles":[{"id":{"$gt":""},"context":"teams"}]}',
  '{"id":"' + 'z'.repeat(1000) + '","context":"teams"}',
  '{"id":"flamengo","context":"teams","push_on":"1"}',
  '{"home":"one","away":null}',
  '{"__proto__":{"admin":true},"id":"x"}',
];

function fill(url: string, value: string): string {
  return url.replace(/:[a-zA-Z]+/g, value);
}

function expectSafe(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
): void {
  if (response.statusCode >= 500)
    throw new Error(`${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
    expect(Value.Check(ApiErrorSchema, JSON.parse(response.body))).toBe(true);
  }
}

it('collects the routes', () => {
  expect(routes.length).toBeGreaterThan(30);
});

it('never answers 5xx to malformed path parameters', async () => {
  for (const route of routes) {
    for (const value of WEIRD) {
      const url = fill(route.url, value);
      const response = await app.inject({ method: route.method, url, headers: { psid: 'fuzz' } });
      expectSafe(response, `${route.method} ${url}`);
    }
  }
}, 120_000);

it('never answers 5xx to malformed queries', async () => {
  for (const route of routes) {
    const base = fill(route.url, 'flamengo');
    for (const query of QUERIES) {
      const response = await app.inject({
        method: route.method,
        url: `${base}?${query}`,
        headers: { psid: 'fuzz' },
      });
      expectSafe(response, `${route.method} ${base}?${query}`);
    }
  }
}, 120_000);

it('never answers 5xx to malformed bodies and content types', async () => {
  for (const route of routes.filter((r) => r.method !== 'GET')) {
    const url = fill(route.url, 'premier-league-2024-25-0111');
    for (const payload of BODIES) {
      const response = await app.inject({
        method: route.method,
        url,
        payload,
        headers: { psid: 'fuzz', 'content-type': 'application/json' },
      });
      expectSafe(response, `${route.method} ${url} ${payload?.slice(0, 40)}`);
    }
    const text = await app.inject({
      method: route.method,
      url,
      payload: 'id=1',
      headers: { psid: 'fuzz', 'content-type': 'text/plain' },
    });
    expectSafe(text, `${route.method} ${url} text/plain`);
    const big = await app.inject({
      method: route.method,
      url,
      payload: JSON.stringify({
        profiles: Array.from({ length: 5000 }, (_, i) => ({ id: `t${i}`, context: 'teams' })),
      }),
      headers: { psid: 'fuzz', 'content-type': 'application/json' },
    });
    expectSafe(big, `${route.method} ${url} big body`);
  }
}, 120_000);

it('never answers 5xx to odd headers', async () => {
  const odd = [
    { psid: '' },
    { psid: 'undefined' },
    { psid: 'x'.repeat(5000) },
    { psid: 'a b c' },
    { 'access-token': '\u00ff' },
  ];
  for (const route of routes) {
    for (const headers of odd) {
      const response = await app.inject({ method: route.method, url: fill(route.url, 'flamengo'), headers });
      expectSafe(response, `${route.method} ${route.url} ${JSON.stringify(headers).slice(0, 40)}`);
    }
  }
}, 120_000);

/**
 * Sends malformed params, queries, bodies and headers to every API route and asserts the API
 * never answers 5xx (bad input is a 4xx, never a 500: src/api/errors.ts) and always answers JSON
 * errors in the { error: { code, message } } shape. The typed cases (huge and infinite numbers,
 * impossible dates, deeply nested bodies) follow the parameters of the OpenAPI document.
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

interface ParamSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: ParamSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, ParamSchema>;
  items?: ParamSchema;
}
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: ParamSchema;
}
interface Operation {
  method: HTTPMethods;
  path: string;
  parameters: Parameter[];
  body?: ParamSchema;
}
/** The operations of the API's OpenAPI document (/api/docs/json). */
let operations: Operation[] = [];

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
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: BodyDoc }>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([, operation]) => typeof operation === 'object')
      .map(([method, operation]) => ({
        method: method.toUpperCase() as HTTPMethods,
        path,
        // The sitemap's routes share one params schema; keep the path parameters each path has.
        parameters: (operation.parameters ?? []).filter(
          (p) => p.in === 'query' || (p.in === 'path' && path.includes(`{${p.name}}`)),
        ),
        body: operation.requestBody?.content['application/json']?.schema,
      })),
  );
}, SETUP_TIMEOUT);

interface BodyDoc {
  content: Record<string, { schema: ParamSchema }>;
}
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
  expect(operations.length).toBeGreaterThan(30);
  // Every domain is in the document, the pictures every card asks for too.
  expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('GET /api/v3/images/{kind}/{id}');
  expect(routes).toContainEqual({ method: 'GET', url: '/api/v3/images/:kind/:id' });
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

/** Values no integer parameter may take: beyond every bound, not finite, or negative. */
const BAD_INTEGERS = ['1e309', 'Infinity', '-Infinity', '99999999999999999999', '9007199254740993', '-1'];
/** Strings shaped like dates that name no day. */
const BAD_DATES = ['2024-13-45', '2023-02-29', '2026-04-31', '2026-00-10', '0000-01-01', '2026-1-1'];
/** Bodies under 1 MB nested far deeper than any request needs. */
const DEEP_BODIES = [
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  `{"profiles":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
  `{"id":"x","context":"teams","device_token":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
];

const EXAMPLES = ['flamengo', 'soccer', 'news'];
const variants = (schema: ParamSchema): ParamSchema[] => [schema, ...(schema.anyOf ?? [])];

/** A value the parameter accepts, so that a request fails on the one value under test only. */
function validValue(schema: ParamSchema): string {
  for (const option of variants(schema)) {
    if (option.enum?.length) return String(option.enum[0]);
    if (option.format === 'date') return '2026-11-21';
    if (option.type === 'integer') return String(option.default ?? option.minimum ?? 1);
  }
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  return EXAMPLES.find((example) => !pattern || pattern.test(example)) ?? 'flamengo';
}

/** The URL of an operation with `name` set to `value` and every other path or required parameter valid. */
function urlWith(operation: Operation, name: string, value: string): string {
  const param = (p: Parameter) => (p.name === name ? value : validValue(p.schema));
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const found = operation.parameters.find((p) => p.in === 'path' && p.name === key);
    return encodeURIComponent(found ? param(found) : 'flamengo');
  });
  const query = operation.parameters
    .filter((p) => p.in === 'query' && (p.required || p.name === name))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(param(p))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

const isInteger = (schema: ParamSchema) => variants(schema).some((option) => option.type === 'integer');
const isDate = (parameter: Parameter) =>
  variants(parameter.schema).some((option) => option.format === 'date') || /date/i.test(parameter.name);

/** Integer schemas without both bounds, as paths (a request body is walked through its properties). */
function unboundedIntegers(schema: ParamSchema | undefined, at: string): string[] {
  if (!schema) return [];
  const own =
    schema.type === 'integer' && (schema.minimum === undefined || schema.maximum === undefined) ? [at] : [];
  return [
    ...own,
    ...(schema.anyOf ?? []).flatMap((option) => unboundedIntegers(option, at)),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
      unboundedIntegers(value, `${at}/${key}`),
    ),
    ...unboundedIntegers(schema.items, `${at}[]`),
  ];
}

async function expectRefused(method: HTTPMethods, url: string, payload?: string): Promise<void> {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { psid: 'fuzz', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  const label = `${method} ${url.slice(0, 120)}${payload === undefined ? '' : ` ${payload.slice(0, 20)}…`}`;
  expectSafe(response, label);
  if (response.statusCode < 400) throw new Error(`${label} was accepted (${response.statusCode})`);
}

it('bounds every integer a request can carry', () => {
  const unbounded = operations.flatMap((operation) => [
    ...operation.parameters.flatMap((p) =>
      unboundedIntegers(p.schema, `${operation.path} ${p.in}/${p.name}`),
    ),
    ...unboundedIntegers(operation.body, `${operation.method} ${operation.path} body`),
  ]);
  expect(unbounded).toEqual([]);
});

it('refuses huge, infinite and negative numbers in every integer parameter', async () => {
  let checked = 0;
  for (const operation of operations) {
    for (const parameter of operation.parameters.filter((p) => isInteger(p.schema))) {
      for (const value of BAD_INTEGERS) {
        await expectRefused(operation.method, urlWith(operation, parameter.name, value));
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
}, 60_000);

it('refuses impossible dates in every date parameter', async () => {
  let checked = 0;
  for (const operation of operations) {
    for (const parameter of operation.parameters.filter(isDate)) {
      for (const value of BAD_DATES) {
        await expectRefused(operation.method, urlWith(operation, parameter.name, value));
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThan(20);
}, 60_000);

it('refuses deeply nested bodies on every write route', async () => {
  const writes = operations.filter((operation) => operation.method !== 'GET');
  expect(writes.length).toBeGreaterThanOrEqual(15);
  for (const operation of writes) {
    for (const payload of DEEP_BODIES) {
      await expectRefused(operation.method, urlWith(operation, '', ''), payload);
    }
  }
}, 60_000);

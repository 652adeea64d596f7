/** @jest-environment node */
import { Type } from '@sinclair/typebox';
import { buildUrl, createApiClient } from './api-client';
import { createCheck, createLazyCheck } from './checks/check';
import { toCheckedSchema } from './checks/generate';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  const headers = () => ({
    PSID: 'abc-123',
    'site-id': '771',
    device_type: 'browser',
    app_version: '1',
    device_token: undefined,
  });

  it('adds the default headers and the query', async () => {
    const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(200, [1]));
    const api = createApiClient({ baseUrl: '/api', headers, fetch });
    await api.request('v3/feed', { query: { page: 1, per: 10, skip: undefined } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v3/feed?page=1&per=10');
    expect(init?.headers).toEqual(
      expect.objectContaining({
        PSID: 'abc-123',
        'site-id': '771',
        device_type: 'browser',
        app_version: '1',
      }),
    );
    expect(init?.headers).not.toHaveProperty('device_token');
  });

  it('retries once after a network failure', async () => {
    const fetch = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    const api = createApiClient({ baseUrl: '/api', headers, fetch });
    await expect(api.request('v3/x')).resolves.toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries only once, then reports the failure as a value', async () => {
    const fetch = jest.fn(async () => json(503, { error: { code: 'DOWN', message: 'down' } }));
    const api = createApiClient({ baseUrl: '/api', headers, fetch });
    await expect(api.request('v3/x')).resolves.toEqual({
      ok: false,
      status: 503,
      code: 'DOWN',
      message: 'down',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a client error', async () => {
    const fetch = jest.fn(async () =>
      json(400, { error: { code: 'VALIDATION_FAILED', message: 'bad page' } }),
    );
    const api = createApiClient({ baseUrl: '/api', headers, fetch });
    const result = await api.request('v3/x');
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('validates the response against its schema instead of trusting it', async () => {
    const fetch = jest.fn(async () => json(200, { name: 7 }));
    const api = createApiClient({ baseUrl: '/api', headers, fetch });
    const check = createCheck(toCheckedSchema(Type.Object({ name: Type.String() })));
    const result = await api.request('v3/x', { check });
    expect(result).toMatchObject({
      ok: false,
      code: 'BAD_RESPONSE',
      message: 'Response does not match its contract at /name: Expected string',
    });
  });

  it('loads a lazy check beside the request and checks the response with it', async () => {
    const schema = toCheckedSchema(Type.Object({ name: Type.String() }));
    const load = jest.fn(async () => schema);
    const check = createLazyCheck<{ name: string }>('Named', load);
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const api = createApiClient({ baseUrl: '/api', headers, fetch });
    const pending = api.request('v3/x', { check });
    expect(load).toHaveBeenCalledTimes(1); // before the response arrives
    answer(json(200, { name: 7 }));
    await expect(pending).resolves.toMatchObject({ ok: false, code: 'BAD_RESPONSE' });
    fetch.mockImplementation(async () => json(200, { name: 'Ana' }));
    await expect(api.request('v3/x', { check })).resolves.toEqual({
      ok: true,
      status: 200,
      data: { name: 'Ana' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes no unchecked data on when a lazy check cannot load, and loads it on the next call', async () => {
    const schema = toCheckedSchema(Type.Object({ name: Type.String() }));
    const load = jest
      .fn<Promise<typeof schema>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(schema);
    const check = createLazyCheck<{ name: string }>('Named', load);
    const api = createApiClient({ baseUrl: '/api', headers, fetch: async () => json(200, { name: 'Ana' }) });
    await expect(api.request('v3/x', { check })).resolves.toMatchObject({ ok: false, code: 'NETWORK' });
    await expect(api.request('v3/x', { check })).resolves.toMatchObject({ ok: true, data: { name: 'Ana' } });
  });

  it('builds call URLs for what cannot use request(), such as EventSource', () => {
    const api = createApiClient({ baseUrl: '/api', headers });
    expect(api.url('v3/sporting_events/stream', { league: 'pl', ids: undefined })).toBe(
      '/api/v3/sporting_events/stream?league=pl',
    );
  });

  it('reports a body cut off after the headers as a value, not a rejection', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new TypeError('terminated'));
        },
      }),
      { status: 200 },
    );
    const api = createApiClient({ baseUrl: '/api', headers, fetch: async () => broken });
    await expect(api.request('v3/x')).resolves.toMatchObject({ ok: false, code: 'NETWORK' });
  });

  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('/api/', '/v3/feed')).toBe('/api/v3/feed');
  });
});

/**
 * Push alerts end to end on the server, with real cryptography and no outside service: a push
 * endpoint run by this test receives the encrypted Web Push request of a followed team's goal,
 * decrypts it with the subscription's own keys (RFC 8291), and finds the push message; a 410
 * answer removes the subscription; a repeated goal sends nothing more. Also the API's refusals, and
 * devices keyed by the server's signed guest id and moved into the account it signs up (docs/adr/010).
 */
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { AUTH_COOKIES, AUTH_CSRF_HEADER, COOKIES, type SportingEvent } from 'shared-contracts';
import { createMemoryHub } from '../src/api/sports/live/live-hub';
import { buildTestApi, errorCode, newPsid, SETUP_TIMEOUT, type TestApi } from './helper';

interface Received {
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

describe('push alerts', () => {
  let api: TestApi;
  const hub = createMemoryHub();
  const received: Received[] = [];
  let answer = 201;
  let endpoint = '';
  let server: http.Server;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/device-1`;
    api = await buildTestApi({
      liveHub: hub,
      push: { allowPrivateEndpoints: true, subject: 'mailto:ops@onda.test' },
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A device's keys as a browser makes them. */
  const device = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    return {
      ecdh,
      auth,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  };

  const waitFor = async (count: number, ms = 5_000) => {
    const until = Date.now() + ms;
    while (received.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    return received.length;
  };

  it('refuses endpoints that are not a push service and keys of the wrong size', async () => {
    const psid = newPsid();
    const strict = await buildTestApi({ database: api.database, push: { allowPrivateEndpoints: false } });
    try {
      const { keys } = device();
      const loopback = await strict.app.inject({
        method: 'POST',
        url: '/api/v3/push/subscriptions',
        headers: { psid },
        payload: { endpoint: 'https://127.0.0.1/x', keys },
      });
      expect([loopback.statusCode, errorCode(loopback)]).toEqual([400, 'PUSH_ENDPOINT_INVALID']);
      const plain = await strict.app.inject({
        method: 'POST',
        url: '/api/v3/push/subscriptions',
        headers: { psid },
        payload: { endpoint: 'http://push.example.com/x', keys },
      });
      expect(errorCode(plain)).toBe('PUSH_ENDPOINT_INVALID');
      const short = await strict.app.inject({
        method: 'POST',
        url: '/api/v3/push/subscriptions',
        headers: { psid },
        payload: { endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'A'.repeat(16) } },
      });
      expect([short.statusCode, errorCode(short)]).toEqual([400, 'PUSH_KEYS_INVALID']);
    } finally {
      await strict.app.close();
    }
  });

  it('keeps a handful of devices per reader (429 beyond) and ignores a malformed device_token', async () => {
    const psid = newPsid();
    const subscribe = (n: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v3/push/subscriptions',
        headers: { psid },
        payload: { endpoint: `https://push.example.com/device-${psid}-${n}`, keys: device().keys },
      });
    for (let n = 0; n < 5; n++) expect((await subscribe(n)).statusCode).toBe(200);
    const sixth = await subscribe(5);
    expect([sixth.statusCode, errorCode(sixth)]).toEqual([429, 'PUSH_TOO_MANY_DEVICES']);
    const whoami = await api.app.inject({
      url: '/api/v3/whoami',
      headers: { psid, device_token: '../../etc' },
    });
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json()).toEqual({ push_notification: { push_on: '0' } });
  });

  it("keys a guest's device by the server's guest id, brings it into the account, and wants the CSRF token", async () => {
    const subscribe = (headers: Record<string, string>) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v3/push/subscriptions',
        headers,
        payload: {
          endpoint: `https://push.example.com/${randomBytes(8).toString('hex')}`,
          keys: device().keys,
        },
      });
    // A guest id the site did not sign (made up, or with another key) names no one.
    const [id = ''] = newPsid().split('.');
    const forged = `${id}.${'A'.repeat(43)}`;
    const refused = await subscribe({ psid: forged });
    expect([refused.statusCode, errorCode(refused)]).toEqual([401, 'PSID_INVALID']);

    const psid = newPsid();
    const subscribed = await subscribe({ psid });
    expect(subscribed.statusCode).toBe(200);
    const token = subscribed.json().device_token as string;
    const ask = (headers: Record<string, string>) =>
      api.app.inject({ url: '/api/v3/whoami', headers: { ...headers, device_token: token } });
    expect((await ask({ psid: forged })).json()).toEqual({ push_notification: { push_on: '0' } });
    expect((await ask({ psid: newPsid() })).json()).toEqual({ push_notification: { push_on: '0' } });
    // Another guest cannot switch this device off.
    const stranger = await api.app.inject({
      method: 'DELETE',
      url: '/api/v3/push/subscriptions',
      headers: { psid: newPsid() },
      payload: { device_token: token },
    });
    expect([stranger.statusCode, errorCode(stranger)]).toEqual([404, 'PUSH_DEVICE_NOT_FOUND']);

    // Signing up from the browser that holds the guest id (its cookie) brings the device along.
    const signedUp = await api.app.inject({
      method: 'POST',
      url: '/api/v3/auth',
      headers: { psid, cookie: `${COOKIES.psid}=${psid}` },
      payload: {
        email: `bell-${randomBytes(6).toString('hex')}@exemplo.com.br`,
        password: 'sino-forte-9-apito',
      },
    });
    expect(signedUp.statusCode).toBe(200);
    const cookieOf = (name: string) => signedUp.cookies.find((c) => c.name === name)?.value ?? '';
    const csrf = cookieOf(AUTH_COOKIES.csrf);
    const cookie = `${AUTH_COOKIES.session}=${cookieOf(AUTH_COOKIES.session)}; ${AUTH_COOKIES.csrf}=${csrf}`;
    expect((await ask({ cookie })).json()).toEqual({ push_notification: { push_on: '1' } });
    expect((await ask({ psid })).json()).toEqual({ push_notification: { push_on: '0' } });

    // The session cookie alone does not switch it off: the session's CSRF token must come too.
    const remove = (headers: Record<string, string>) =>
      api.app.inject({
        method: 'DELETE',
        url: '/api/v3/push/subscriptions',
        headers: { cookie, ...headers },
        payload: { device_token: token },
      });
    const noToken = await remove({});
    expect([noToken.statusCode, errorCode(noToken)]).toEqual([403, 'CSRF_FAILED']);
    expect(errorCode(await remove({ [AUTH_CSRF_HEADER]: 'f'.repeat(43) }))).toBe('CSRF_FAILED');
    expect((await remove({ [AUTH_CSRF_HEADER]: csrf })).statusCode).toBe(200);
    expect((await ask({ cookie })).json()).toEqual({ push_notification: { push_on: '0' } });
  });

  it("delivers a followed team's goal, encrypted to the device, once; a 410 removes the device", async () => {
    const psid = newPsid();
    const { ecdh, auth, keys } = device();
    const subscribed = await api.app.inject({
      method: 'POST',
      url: '/api/v3/push/subscriptions',
      headers: { psid },
      payload: { endpoint, keys, locale: 'pt' },
    });
    expect(subscribed.statusCode).toBe(200);
    const token = subscribed.json().device_token as string;
    const whoami = await api.app.inject({ url: '/api/v3/whoami', headers: { psid, device_token: token } });
    expect(whoami.json()).toEqual({ push_notification: { push_on: '1' } });

    const live = await api.app.inject({ url: '/api/v3/sporting_events/live' });
    const game = (live.json().results as SportingEvent[])[0];
    if (!game) throw new Error('no game in play at the test clock');
    const home = game.scores.find((s) => s.position === 'home');
    const away = game.scores.find((s) => s.position === 'away');
    if (!home || !away) throw new Error('a game without two teams');
    const followed = await api.app.inject({
      method: 'POST',
      url: '/api/v3/follows_anon',
      headers: { psid },
      payload: { id: home.team.id, context: 'teams', push_on: 1 },
    });
    expect(followed.statusCode).toBe(200);

    const state = (
      homeGoals: number,
      version: string,
      status: 'playing' | 'final' = 'playing',
    ): SportingEvent => ({
      ...game,
      id: `push-test-${psid}`,
      status: { ...game.status, status, minute: status === 'playing' ? 23 : null },
      scores: [
        { ...home, value: homeGoals },
        { ...away, value: 0 },
      ],
      version,
    });
    await hub.publish(state(0, 'a'));
    const before = received.length;
    const changedAt = Date.now();
    await hub.publish(state(1, 'b'));
    expect(await waitFor(before + 1)).toBe(before + 1);
    expect(Date.now() - changedAt).toBeLessThan(5_000);

    const request = received[before];
    if (!request) throw new Error('no request');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const plain = ece.decrypt(request.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
    const homeName = home.team.short_name || home.team.name;
    expect(JSON.parse(plain.toString('utf8'))).toMatchObject({
      title: `Gol do ${homeName}!`,
      body: `${homeName} 1 x 0 ${away.team.short_name || away.team.name}, 23'`,
      url: expect.stringMatching(/^\/sports\/event\/[a-z0-9-]+\//),
      tag: `event-push-test-${psid}`,
    });

    // The same goal again (another instance, a replayed change): nothing more is sent.
    await hub.publish(state(0, 'c'));
    await hub.publish(state(1, 'd'));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(received.length).toBe(before + 1);

    // The push service says the device is gone: it is removed.
    answer = 410;
    await hub.publish(state(1, 'e', 'final'));
    expect(await waitFor(before + 2)).toBe(before + 2);
    await new Promise((r) => setTimeout(r, 300));
    const after = await api.app.inject({ url: '/api/v3/whoami', headers: { psid, device_token: token } });
    expect(after.json()).toEqual({ push_notification: { push_on: '0' } });
    answer = 201;
  }, 30_000);
});

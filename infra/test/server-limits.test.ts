/**
 * A client that stalls (a body shorter than its Content-Length, headers that never end, a socket
 * that sends nothing) is answered or cut off by the server's time-outs instead of holding the
 * connection. The limits are short here; the server's own are in SERVER_LIMITS (src/app.ts).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SERVER_LIMITS } from '../src/server-limits';
import { buildTestSite, SETUP_TIMEOUT, type TestApi } from './helper';

let site: TestApi;
let port: number;
beforeAll(async () => {
  site = await buildTestSite(['shell'], {
    requestTimeout: 600,
    headersTimeout: 300,
    timeoutCheckInterval: 100,
    connectionTimeout: 1_500,
  });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  port = (site.app.server.address() as AddressInfo).port;
}, SETUP_TIMEOUT);
afterAll(async () => site.close());

/** Sockets still open after a test (the server failed to close them) are destroyed, not leaked. */
const sockets = new Set<net.Socket>();
afterEach(() => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
});

/** Writes `text` on a raw socket and resolves with all it received once the server closes it. */
function sendAndWaitForClose(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (text) socket.write(text);
    });
    sockets.add(socket);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

it('answers 408 and closes when the body is shorter than its Content-Length', async () => {
  const body = '{"profiles":[';
  const received = await sendAndWaitForClose(
    'POST /api/v3/profiles/feed HTTP/1.1\r\nHost: localhost\r\npsid: slow\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`,
  );
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
}, 5_000);

it('answers 408 and closes when the headers never end', async () => {
  const received = await sendAndWaitForClose('GET /api/v3/feed HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1');
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
}, 5_000);

it('closes a connection that sends nothing', async () => {
  // Node closes it silently or with a 408, depending on its version.
  expect(await sendAndWaitForClose('')).toMatch(/^(HTTP\/1\.1 408 .*)?$/s);
}, 5_000);

it('still serves complete requests', async () => {
  const received = await sendAndWaitForClose(
    'GET /api/v3/site/config HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  );
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
}, 5_000);

it('keeps the production time-outs short enough for stalled requests and long enough for live scores', () => {
  expect(SERVER_LIMITS.requestTimeout).toBeLessThanOrEqual(15_000);
  expect(SERVER_LIMITS.headersTimeout).toBeLessThanOrEqual(SERVER_LIMITS.requestTimeout);
  expect(SERVER_LIMITS.requestTimeout + SERVER_LIMITS.timeoutCheckInterval).toBeLessThan(15_000);
  // Live scores send a heartbeat every 20 s (api/sports/routes.ts); an idle time-out must not cut it.
  expect(SERVER_LIMITS.connectionTimeout).toBeGreaterThan(20_000);
});

/**
 * One password budget for every instance (docs/adr/010): two API instances on one database (the
 * PostgreSQL server in CI's run of the suite) count the same failures, through the database and
 * through a real Redis server (Debian's redis-server, started here on a free loopback port).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { Database } from '../src/db/open';
import { buildTestApi, errorCode, openTestDatabase, SETUP_TIMEOUT, type TestApi } from './helper';
import { describeUnless } from './skip';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis && process.env.CI) throw new Error('redis-server is missing: .ci/run installs it');
// Developers without Debian's redis-server skip the Redis half; CI always runs it.
const describeWithRedis = describeUnless(hasRedis ? undefined : "needs Debian's redis-server");

jest.setTimeout(60_000);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, SETUP_TIMEOUT);
afterAll(async () => database.close());

const PASSWORD = 'senha-forte-1';
let accounts = 0;

async function signUp(api: TestApi): Promise<string> {
  const email = `limite-${process.pid}-${(accounts += 1)}@exemplo.com.br`;
  const reply = await api.app.inject({
    method: 'POST',
    url: '/api/v3/auth',
    remoteAddress: `10.77.${accounts}.1`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(reply.statusCode).toBe(200);
  return email;
}

const attempt = (api: TestApi, url: string, email: string, password: string) =>
  api.app.inject({
    method: 'POST',
    url,
    remoteAddress: '10.66.0.1',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });

/** Five wrong passwords split over two instances and two routes; the sixth try is refused on both. */
async function expectOneBudget(a: TestApi, b: TestApi): Promise<void> {
  const email = await signUp(a);
  for (let i = 0; i < 3; i += 1)
    expect((await attempt(a, '/api/v3/auth/sign_in', email, `x-${i}`)).statusCode).toBe(401);
  for (let i = 3; i < 5; i += 1)
    expect((await attempt(b, '/api/auth/login', email, `x-${i}`)).statusCode).toBe(401);
  for (const api of [a, b]) {
    const refused = await attempt(api, '/api/v3/auth/sign_in', email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
  }
}

describe('two instances on one database', () => {
  it('share one budget of failed passwords', async () => {
    const a = await buildTestApi({ database });
    const b = await buildTestApi({ database });
    try {
      await expectOneBudget(a, b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describeWithRedis('two instances with Redis', () => {
  let server: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() =>
          typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
        );
      });
    });
    url = `redis://127.0.0.1:${port}`;
    server = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    for (let i = 0; i < 50; i += 1) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (open) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill();
    });
  });

  it('share one budget of failed passwords, counted in Redis', async () => {
    const a = await buildTestApi({ database, redisUrl: url });
    const b = await buildTestApi({ database, redisUrl: url });
    try {
      const before = await database.db.selectFrom('auth_limits').select('key').execute();
      await expectOneBudget(a, b);
      const after = await database.db.selectFrom('auth_limits').select('key').execute();
      // The counters are Redis's: the database's table did not change.
      expect(after).toEqual(before);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

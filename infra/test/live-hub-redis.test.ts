/**
 * The live-score fan-out across instances through a real Redis server (Debian's redis-server,
 * started here on a free loopback port). Two hubs stand for two API instances.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Value } from '@sinclair/typebox/value';
import { Redis } from 'ioredis';
import { SportingEventSchema, type SportingEvent } from 'shared-contracts';
import type { LiveHub } from '../src/api/context';
import { LIVE_CHANNEL, createRedisHub } from '../src/api/sports/live/live-hub';
import { describeUnless } from './skip';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis && process.env.CI) throw new Error('redis-server is missing: .ci/run installs it');
// Developers without Debian's redis-server skip this file; CI always runs it (see above).
const describeWithRedis = describeUnless(hasRedis ? undefined : "needs Debian's redis-server");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

function event(version: string, home: number): SportingEvent {
  const team = (id: string) => ({ id, name: id, short_name: id.toUpperCase(), photo: { small: null } });
  const value: unknown = {
    id: 'brasileirao-2025-0001',
    context: 'sporting_events',
    sport: 'soccer',
    name: 'Flamengo x Palmeiras',
    long_name: 'Flamengo x Palmeiras',
    start_date: '2026-11-21T18:30:00.000Z',
    status: { status: 'playing', period: '2nd half', minute: 70 },
    scores: [
      { position: 'home', value: home, penalties: null, team: team('flamengo') },
      { position: 'away', value: 0, penalties: null, team: team('palmeiras') },
    ],
    league: {
      id: 'brasileirao',
      name: 'Brasileirão',
      short_name: null,
      context: 'leagues',
      season: '2025',
      photo: { thumbnail: null },
    },
    round: { name: 'Rodada 1', number: 1, stage: null, leg: null, group: null },
    external: false,
    story_link: null,
    verticals: [],
    publisher: { name: 'Onda Esportes' },
    note: null,
    version,
  };
  if (!Value.Check(SportingEventSchema, value)) throw new Error('fixture does not match the contract');
  return value;
}

const next = (hub: LiveHub) =>
  new Promise<SportingEvent>((resolve) => {
    const off = hub.subscribe((e) => {
      off();
      resolve(e);
    });
  });

describeWithRedis('live hub over Redis', () => {
  let server: ChildProcess;
  let url: string;
  let a: LiveHub;
  let b: LiveHub;
  const errors: Error[] = [];

  beforeAll(async () => {
    const port = await freePort();
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
    // Wait until the server accepts connections (a plain TCP probe leaves no client behind).
    for (let i = 0; i < 50; i++) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (open) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    a = await createRedisHub({ url, onError: (e) => errors.push(e) });
    b = await createRedisHub({ url, onError: (e) => errors.push(e) });
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill();
    });
  });

  it('delivers a change published on one instance to listeners on another', async () => {
    const received = next(b);
    await a.publish(event('v1', 1));
    expect((await received).scores[0]?.value).toBe(1);
  });

  it('ignores messages that are not valid events, and keeps going', async () => {
    const raw = new Redis(url);
    const received = next(b);
    await raw.publish(LIVE_CHANNEL, '{"not":"an event"}');
    await raw.publish(LIVE_CHANNEL, 'not json');
    await a.publish(event('v2', 2));
    expect((await received).version).toBe('v2');
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/does not match/), expect.stringMatching(/not JSON/)]),
    );
    raw.disconnect();
  });

  it('delivers each state version once, however many instances publish it', async () => {
    const seen: string[] = [];
    const off = b.subscribe((e) => seen.push(e.version));
    await a.publish(event('v3', 3));
    await b.publish(event('v3', 3));
    await a.publish(event('v4', 4));
    await new Promise((r) => setTimeout(r, 200));
    off();
    expect(seen).toEqual(['v3', 'v4']);
  });
});

describe('live hub while Redis is down', () => {
  it('delivers a change in process, never fails the write, and polls for the changes of others', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    let polled = 0;
    const hub = await createRedisHub({
      url,
      connectWaitMs: 100,
      pollMs: 50,
      poll: async () => {
        polled += 1;
        return [event('v9', 9)];
      },
    });
    try {
      expect(hub.state()).toBe('down');
      const seen: string[] = [];
      hub.subscribe((e) => seen.push(e.version));
      await expect(hub.publish(event('v8', 8))).resolves.toBeUndefined();
      expect(seen[0]).toBe('v8');
      // Another instance's change, found in the database.
      for (let i = 0; i < 100 && !seen.includes('v9'); i++) await new Promise((r) => setTimeout(r, 20));
      expect(seen).toEqual(['v8', 'v9']);
      expect(polled).toBeGreaterThan(0);
    } finally {
      await hub.close();
    }
  });
});

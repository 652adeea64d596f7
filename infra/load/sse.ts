/**
 * Live-score streams for `npm run load`: opens many SSE connections to one game's stream (each its
 * own socket, as each phone is), then changes the game's score through the API's test hook and
 * times the change reaching every stream. Only ever connects to the site under test (loopback).
 */
import http from 'node:http';

export interface StreamsHeld {
  readonly opened: number;
  readonly failed: number;
  /** Milliseconds from the first to the last stream being open. */
  readonly openMs: number;
  close(): void;
  /** Waits until every open stream has seen `home`, or `timeoutMs`; the delivery times in ms. */
  waitFor(home: number, since: number, timeoutMs: number): Promise<number[]>;
}

interface Stream {
  seenHome?: number;
  seenAt?: number;
  request: http.ClientRequest;
}

function openStream(
  origin: string,
  path: string,
  onHome: (stream: Stream, home: number) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { agent: false, headers: { accept: 'text/event-stream' } });
    const stream: Stream = { request };
    const timer = setTimeout(() => request.destroy(new Error('stream did not open within 60 s')), 60_000);
    request.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        clearTimeout(timer);
        response.resume();
        return reject(new Error(`stream answered ${response.statusCode}`));
      }
      response.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!opened) {
            opened = true;
            clearTimeout(timer);
            resolve(stream);
          }
          const data = message.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          try {
            const event = JSON.parse(data.slice(6)) as {
              scores?: { position: string; value: number | null }[];
            };
            const home = event.scores?.find((score) => score.position === 'home')?.value;
            if (typeof home === 'number') onHome(stream, home);
          } catch {
            // Not a score: ignored.
          }
        }
      });
      response.on('error', () => undefined);
    });
  });
}

/** Opens `count` streams of game `eventId`, `parallel` connecting at a time. */
export async function holdStreams(
  origin: string,
  eventId: string,
  count: number,
  parallel = 200,
): Promise<StreamsHeld> {
  const path = `/api/v3/sporting_events/stream?ids=${encodeURIComponent(eventId)}`;
  const streams: Stream[] = [];
  let failed = 0;
  let waiting: (() => void) | undefined;
  const onHome = (stream: Stream, home: number) => {
    if (stream.seenHome === home) return;
    stream.seenHome = home;
    stream.seenAt = performance.now();
    waiting?.();
  };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      try {
        streams.push(await openStream(origin, path, onHome));
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  const openMs = performance.now() - started;
  return {
    opened: streams.length,
    failed,
    openMs,
    close: () => streams.forEach((stream) => stream.request.destroy()),
    waitFor: (home, since, timeoutMs) =>
      new Promise((resolve) => {
        const check = () => {
          if (streams.every((stream) => stream.seenHome === home)) finish();
        };
        const finish = () => {
          clearTimeout(timer);
          waiting = undefined;
          resolve(
            streams
              .filter((stream) => stream.seenHome === home && stream.seenAt !== undefined)
              .map((stream) => (stream.seenAt ?? since) - since),
          );
        };
        const timer = setTimeout(finish, timeoutMs);
        waiting = check;
        check();
      }),
  };
}

/** Sets the game's score through the test hook (ENABLE_TEST_HOOKS=1); returns the status. */
export async function setScore(origin: string, eventId: string, home: number, away: number): Promise<number> {
  const response = await fetch(`${origin}/api/v3/test/sporting_events/${encodeURIComponent(eventId)}/score`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ home, away, status: 'playing', minute: 60 }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function clearScore(origin: string, eventId: string): Promise<void> {
  const response = await fetch(`${origin}/api/v3/test/sporting_events/${encodeURIComponent(eventId)}/score`, {
    method: 'DELETE',
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
}

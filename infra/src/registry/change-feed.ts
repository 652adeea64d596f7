/**
 * How a server learns that the registry changed, within seconds, on every setup: PostgreSQL's
 * LISTEN (the change's transaction sends the NOTIFY, queries.ts), Redis pub/sub when REDIS_URL
 * is set (for databases behind a pooler that drops LISTEN), and a poll of the registry's revision
 * (one small query): every 2 s with neither, every 30 s beside them, in case a message was lost
 * while a connection was down. Connections that drop are opened again; none of this ever stops
 * the server.
 */
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { NOTIFY_CHANNEL } from './queries';

export const REDIS_CHANNEL = 'onda:registry';

export interface ChangeFeedOptions {
  /** A PostgreSQL server to LISTEN on; undefined with the embedded database. */
  readonly databaseUrl?: string;
  readonly redisUrl?: string;
  readonly onChange: () => void;
  readonly onError: (error: unknown) => void;
  /** The poll's period (tests shorten it); default 2 s, or 30 s beside LISTEN or Redis. */
  readonly pollMs?: number;
}

export interface ChangeFeed {
  /** Tells the other servers through Redis (PostgreSQL's NOTIFY is sent by the change itself). */
  announce(): Promise<void>;
  close(): Promise<void>;
}

export function startChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  let closed = false;
  let listener: Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    if (closed || !options.databaseUrl) return;
    const client = new Client({ connectionString: options.databaseUrl });
    const again = (error?: unknown) => {
      if (error) options.onError(error);
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      if (!closed) retry = setTimeout(() => void listen(), 1_000);
    };
    client.on('error', again);
    client.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL) options.onChange();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      listener = client;
      if (closed) await client.end();
      // What changed while the connection was down.
      else options.onChange();
    } catch (error) {
      again(error);
    }
  };
  void listen();

  const subscriber = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: false }) : undefined;
  const publisher = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: false }) : undefined;
  for (const connection of [subscriber, publisher]) connection?.on('error', options.onError);
  subscriber?.subscribe(REDIS_CHANNEL).catch(options.onError);
  subscriber?.on('message', (channel) => {
    if (channel === REDIS_CHANNEL) options.onChange();
  });

  const pushed = options.databaseUrl !== undefined || options.redisUrl !== undefined;
  const poll = setInterval(options.onChange, options.pollMs ?? (pushed ? 30_000 : 2_000));
  poll.unref();

  return {
    async announce() {
      await publisher?.publish(REDIS_CHANNEL, '').catch(options.onError);
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
      subscriber?.disconnect();
      publisher?.disconnect();
    },
  };
}

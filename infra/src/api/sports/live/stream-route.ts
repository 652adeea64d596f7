/**
 * GET /api/v3/sporting_events/stream: live scores as Server-Sent Events (spec 7 "Events"). On
 * connect the current state goes first (the listed games, else the games in play, less the states
 * the client says it shows with `known`), preceded by the
 * changes the client missed when it reconnects with `Last-Event-ID` (kept by the live hub, so a
 * goal scored while a phone was between instances or Redis was down still reaches it). A comment
 * every 20 s keeps the connection alive. When the server stops, each stream is told to reconnect
 * (a short `retry`, an `event: reconnect`) and ended, so clients move to another instance.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  EventStreamQuerySchema,
  liveEventId,
  liveStateDigest,
  type SportingEvent,
} from 'shared-contracts';
import type { ApiContext } from '../../context';
import { eventStreamResponse } from '../../openapi';
import { assertTimeZone } from '../../time';
import { inScope } from '../event';
import { eventsByIds, leagueScope, listEvents } from '../queries';
import { STREAM } from '../../../cache-control';

const HEARTBEAT_MS = 20_000;
/** What a stream's client waits before reconnecting when this instance stops. */
const RECONNECT_MS = 1_000;

/** How long the current state of a stream's games is shared by streams opening together. */
const INITIAL_MS = 1_000;

export const streamRoute: FastifyPluginAsync<{ ctx: ApiContext }> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // A crowd opening the same game's stream asks the database once a second, not once a phone;
  // any change drops the shared state.
  const initialStates = new Map<string, { at: number; events: Promise<readonly SportingEvent[]> }>();
  const unsubscribeInitial = ctx.live.subscribe(() => initialStates.clear());
  fastify.addHook('onClose', async () => unsubscribeInitial());
  const shared = (key: string, load: () => Promise<readonly SportingEvent[]>) => {
    const kept = initialStates.get(key);
    if (kept && Date.now() - kept.at < INITIAL_MS) return kept.events;
    if (initialStates.size > 1_000) initialStates.clear();
    const events = load();
    initialStates.set(key, { at: Date.now(), events });
    events.catch(() => initialStates.delete(key));
    return events;
  };
  // Each change is serialized once, whatever the number of streams it is sent to.
  const messages = new WeakMap<SportingEvent, string>();
  const messageOf = (event: SportingEvent): string => {
    let message = messages.get(event);
    if (message === undefined) {
      message = `id: ${liveEventId(event)}\nevent: score\ndata: ${JSON.stringify(event)}\n\n`;
      messages.set(event, message);
    }
    return message;
  };
  // Open SSE responses, ended before the server closes (they are never idle).
  const streams = new Set<(reconnect: boolean) => void>();
  const closeAll = () => {
    for (const close of [...streams]) close(true);
  };
  fastify.addHook('preClose', async () => closeAll());
  const stopListening = ctx.lifecycle?.onStop(closeAll);
  fastify.addHook('onClose', async () => stopListening?.());

  app.get(
    '/api/v3/sporting_events/stream',
    {
      schema: {
        tags: ['sports'],
        summary: 'Server-Sent Events: `event: score` with a SportingEvent as data on every change',
        description:
          'Filter with ids=a,b or league=id (a league or season id). On connect the current state is sent first: of the listed ids, else of the games in play (of the league, or all), less the states listed in known (their liveStateDigest, comma-separated: what the client already shows); a client that reconnects with Last-Event-ID first gets the changes it missed. A comment line is sent every 20 s as heartbeat; `retry: 5000`. `event: reconnect` asks the client to reconnect (the server is stopping).',
        querystring: EventStreamQuerySchema,
        response: { 200: eventStreamResponse('The stream of score changes.'), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const ids = request.query.ids ? new Set(request.query.ids.split(',').filter((id) => id !== '')) : null;
      const league = request.query.league;
      const scope = league === undefined ? null : await leagueScope(ctx.db, league);
      const wanted = (event: SportingEvent): boolean =>
        (ids === null || ids.has(event.id)) && (scope === null || inScope(event, scope));
      const listed = ids ? [...ids].slice(0, 200) : undefined;
      const initial = listed
        ? (
            await shared(`ids:${listed.join(',')}`, () =>
              eventsByIds(ctx.db, listed, ctx.now(), ctx.simulate),
            )
          ).filter(wanted)
        : await shared(`live:${league ?? ''}`, async () => {
            const page = await listEvents(
              ctx.db,
              ctx.now(),
              ctx.simulate,
              { context: 'live', per: 200, league },
              assertTimeZone('America/Sao_Paulo'),
              { profiles: null },
            );
            return page.results;
          });
      // The states the page already shows are not sent again (a scores page carries its games).
      const known = new Set(request.query.known?.split(','));
      const current = known.size ? initial.filter((event) => !known.has(liveStateDigest(event))) : initial;
      const lastId = request.headers['last-event-id'];
      const missed =
        typeof lastId === 'string' && lastId.length <= 200 ? ctx.live.recent(lastId).filter(wanted) : [];

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': STREAM,
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: SportingEvent): void => {
        raw.write(messageOf(event));
      };
      raw.write('retry: 5000\n\n');
      missed.forEach(send);
      current.forEach(send);
      const unsubscribe = ctx.live.subscribe((event) => {
        if (wanted(event)) send(event);
      });
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      ctx.metrics?.sseClients.inc();
      const close = (reconnect: boolean): void => {
        if (!streams.has(close)) return;
        ctx.metrics?.sseClients.dec();
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(close);
        if (raw.writableEnded) return;
        if (reconnect) raw.write(`retry: ${RECONNECT_MS}\nevent: reconnect\ndata: {}\n\n`);
        raw.end();
      };
      streams.add(close);
      request.raw.on('close', () => close(false));
    },
  );
};

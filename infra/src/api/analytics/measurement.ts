/**
 * What the consent, tracking and ad routes share (made once by api/plugin.ts; docs/adr/014): the
 * guest id the server issued to the browser (its own signed cookie, else the signed PSID header;
 * an id the server did not sign is nobody), the reader's consent as the server signed it for that
 * id, the reader's daily pseudonym, the batched event writer, and the jobs that roll the raw
 * events up by day and delete those older than the retention setting.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { COOKIES, readCookie, type ConsentState } from 'shared-contracts';
import type { DB } from '../../db/types';
import { signConsent, verifyConsent } from '../consent/consent-cookie';
import type { ServerKeys } from '../keys/server-keys';
import { cookiePsidOf } from '../reader';
import { createBatcher, type BatcherStats } from './batcher';
import { measurementDay, readerPseudonym, type EventRow } from './event';
import { deleteDeliveryBefore, deleteRawBefore, insertEvents, rollUpDay } from './queries';

export interface MeasurementOptions {
  /** Days raw events are kept (config ANALYTICS_RETENTION_DAYS); the daily roll-ups stay. */
  readonly retentionDays?: number;
  /** How often today's roll-ups are brought up to date (default 60 s). */
  readonly rollUpMs?: number;
  /** Longest wait before buffered events are written (default 1 s). */
  readonly flushMs?: number;
  /** Tracking calls per reader per minute (default 300). */
  readonly perReaderPerMinute?: number;
}

export interface Measurement {
  /** The reader's consent when the request carries the server's own cookie, signed for its guest id. */
  consentOf(request: FastifyRequest): ConsentState | undefined;
  /** The consent cookie's value for a choice stored for a guest id, signed with the server's key. */
  signConsent(state: ConsentState, guestId: string): string;
  /**
   * The id part of the guest id the server issued to this browser: the `onda_psid` cookie (what a
   * beacon carries), else the PSID header, each only when the server's signature holds; else null.
   */
  guestIdOf(request: FastifyRequest): string | null;
  /** The reader's pseudonym of the day, or null without a guest id. */
  pseudonymOf(guestId: string | null, at: Date): string | null;
  /** A lasting keyed hash of a guest id: whose consent a proof record is (never the id itself). */
  proofOf(guestId: string): string;
  /** Buffers an event; false when it was dropped (buffer full). */
  record(row: EventRow): boolean;
  /**
   * Writes the buffered events, rolls today and yesterday up and applies the retention, as the
   * minute's job does (tests, the dashboard's refresh).
   */
  catchUp(): Promise<void>;
  stats(): BatcherStats;
  stop(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createMeasurement(
  db: Kysely<DB>,
  now: () => Date,
  keys: ServerKeys,
  options: MeasurementOptions & { onError?: (error: unknown, job: string) => void } = {},
): Measurement {
  const retentionDays = options.retentionDays ?? 30;
  const onError = options.onError ?? (() => undefined);
  const batcher = createBatcher<EventRow>({
    write: (rows) => insertEvents(db, rows),
    intervalMs: options.flushMs ?? 1000,
    onError: (error) => onError(error, 'write'),
  });

  let rolling: Promise<void> | undefined;
  const rollUp = (): Promise<void> => {
    rolling ??= (async () => {
      const today = measurementDay(now());
      const yesterday = measurementDay(new Date(now().getTime() - DAY_MS));
      await rollUpDay(db, yesterday);
      await rollUpDay(db, today);
    })().finally(() => {
      rolling = undefined;
    });
    return rolling;
  };
  let lastRetention = '';
  const applyRetention = async (always = false): Promise<void> => {
    const today = measurementDay(now());
    if (today === lastRetention && !always) return;
    const firstKept = measurementDay(new Date(now().getTime() - retentionDays * DAY_MS));
    await deleteRawBefore(db, firstKept);
    await deleteDeliveryBefore(db, firstKept);
    lastRetention = today;
  };
  const timer = setInterval(() => {
    void rollUp()
      .then(() => applyRetention())
      .catch((error: unknown) => onError(error, 'rollup'));
  }, options.rollUpMs ?? 60_000);
  timer.unref();

  const guestIdOf = (request: FastifyRequest): string | null => {
    const fromCookie = cookiePsidOf(request, keys);
    if (fromCookie) return fromCookie;
    const reader = request.reader;
    if (reader.kind === 'guest') return reader.psid;
    return reader.kind === 'user' ? (reader.device ?? null) : null;
  };

  return {
    signConsent: (state, guestId) => signConsent(keys, state, guestId),
    consentOf: (request) =>
      verifyConsent(keys, readCookie(request.headers.cookie ?? '', COOKIES.consent), guestIdOf(request)),
    guestIdOf,
    pseudonymOf: (guestId, at) => (guestId ? readerPseudonym(keys, guestId, measurementDay(at)) : null),
    proofOf: (guestId) => keys.mac('reader', `consent|${guestId}`).slice(0, 22),
    record: (row) => batcher.add(row),
    async catchUp() {
      await batcher.flush();
      await rollUp();
      await applyRetention(true);
    },
    stats: () => batcher.stats(),
    async stop() {
      clearInterval(timer);
      await batcher.stop();
      if (rolling) await rolling.catch(() => undefined);
    },
  };
}

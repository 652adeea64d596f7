/**
 * The one event bus of a page. The shell creates it and hands it to every remote in single-spa
 * customProps; remotes never import each other, they publish and subscribe here.
 */
import { Value } from '@sinclair/typebox/value';
import { type Observable, Subject, filter, map, share, type Subscription } from 'rxjs';
import {
  EVENT_SCHEMAS,
  type BusEvent,
  type EventPayload,
  type EventType,
  type EventVersion,
  type UntrustedEvent,
} from './events';

export interface EventBus {
  /** Publishes an event. The payload is validated first: an invalid event is dropped and reported. */
  publish<T extends EventType, V extends EventVersion<T>>(
    type: T,
    v: V,
    payload: EventPayload<T, V>,
  ): boolean;
  /** Valid payloads of one type and version, with unknown fields removed. */
  on<T extends EventType, V extends EventVersion<T>>(type: T, v: V): Observable<EventPayload<T, V>>;
  /** Every envelope, for logging and tests. */
  readonly all$: Observable<BusEvent>;
}

export interface BusOptions {
  /** Called with events that failed validation (default: console.warn). */
  onInvalid?: (event: UntrustedEvent, reason: string) => void;
}

function schemaOf(type: string, v: number) {
  const versions = (EVENT_SCHEMAS as Record<string, Record<number, unknown> | undefined>)[type];
  return versions?.[v] as (typeof EVENT_SCHEMAS)[EventType][1] | undefined;
}

/** Checks an untrusted envelope and returns a clean copy, or the reason it is rejected. */
export function validateEvent(
  event: UntrustedEvent,
): { ok: true; event: BusEvent } | { ok: false; reason: string } {
  const schema = schemaOf(event.type, event.v);
  if (!schema) return { ok: false, reason: `unknown event ${event.type} v${event.v}` };
  const payload = Value.Clean(schema, Value.Clone(event.payload));
  if (!Value.Check(schema, payload)) {
    const first = Value.Errors(schema, payload).First();
    return { ok: false, reason: first ? `${first.path || '/'} ${first.message}` : 'invalid payload' };
  }
  return { ok: true, event: { type: event.type, v: event.v, payload } as BusEvent };
}

export function createBus(options: BusOptions = {}): EventBus {
  const onInvalid =
    options.onInvalid ??
    ((event, reason) => console.warn(`[bus] dropped ${event.type} v${event.v}: ${reason}`));
  const subject = new Subject<BusEvent>();
  const all$ = subject.asObservable().pipe(share());

  return {
    all$,
    publish(type, v, payload) {
      const checked = validateEvent({ type, v, payload });
      if (!checked.ok) {
        onInvalid({ type, v, payload }, checked.reason);
        return false;
      }
      subject.next(checked.event);
      return true;
    },
    on(type, v) {
      return all$.pipe(
        filter((e) => e.type === type && e.v === v),
        map((e) => e.payload as never),
      );
    },
  };
}

export type { Subscription };

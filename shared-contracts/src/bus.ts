/**
 * The one event bus of a page. The shell creates it and hands it to every remote in single-spa
 * customProps; remotes never import each other, they publish and subscribe here.
 */
import { type Observable, Subject, filter, map, share, type Subscription } from 'rxjs';
import { EVENT_CHECKS } from './checks/events.generated';
import type { Check } from './checks/check';
import type { BusEvent, EventPayload, EventType, EventVersion, UntrustedEvent } from './events';

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

/** The generated check of an event's payload (from EVENT_SCHEMAS), keyed `type@v`. */
function checkOf(type: string, v: number): Check<unknown> | undefined {
  const key = `${type}@${v}`;
  return Object.prototype.hasOwnProperty.call(EVENT_CHECKS, key)
    ? (EVENT_CHECKS as Record<string, Check<unknown>>)[key]
    : undefined;
}

/** Checks an untrusted envelope and returns a clean copy, or the reason it is rejected. */
export function validateEvent(
  event: UntrustedEvent,
): { ok: true; event: BusEvent } | { ok: false; reason: string } {
  const check = checkOf(event.type, event.v);
  if (!check) return { ok: false, reason: `unknown event ${event.type} v${event.v}` };
  const payload = check.clean(event.payload);
  const error = check.error(payload);
  if (error !== undefined) return { ok: false, reason: error };
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

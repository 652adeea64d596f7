/**
 * The live simulator's clock: every few seconds, the state of the events in play is recomputed
 * (`active`: the sports queries' activeEvents, composed by the API plugin) and published to the
 * live hub, which passes on any change (goal, period, minute, final whistle).
 */
import type { SportingEvent } from 'shared-contracts';
import type { LiveHub } from '../../context';

export interface Ticker {
  stop(): void;
  /** One pass, for tests and the first run. */
  tick(): Promise<number>;
}

export function startTicker(
  active: () => Promise<readonly SportingEvent[]>,
  hub: Pick<LiveHub, 'publish'>,
  intervalMs: number,
  onError: (error: unknown) => void,
): Ticker {
  let running = false;
  const tick = async (): Promise<number> => {
    if (running) return 0;
    running = true;
    try {
      const events = await active();
      for (const event of events) await hub.publish(event);
      return events.length;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    tick().catch(onError);
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}

/**
 * The live simulator's clock: every few seconds, the state of the events in play is recomputed
 * and any change (goal, period, minute, final whistle) is published to the live hub.
 */
import type { ApiContext } from '../../context';
import { getActiveEvents } from '../service';

export interface Ticker {
  stop(): void;
  /** One pass, for tests and the first run. */
  tick(): Promise<number>;
}

export function startTicker(ctx: ApiContext, intervalMs: number, onError: (error: unknown) => void): Ticker {
  let running = false;
  const tick = async (): Promise<number> => {
    if (running) return 0;
    running = true;
    try {
      const events = await getActiveEvents(ctx);
      for (const event of events) await ctx.live.publish(event);
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

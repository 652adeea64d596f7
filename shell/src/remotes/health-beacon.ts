/**
 * Tells the server how each remote did on this page view, for the registry's health per version
 * (a canary that fails more than its stable is rolled back by itself): one outcome per remote and
 * version, 'ok' once mounted, 'load' or 'crash' when it failed. A failure replaces an 'ok' not yet
 * sent, and corrects one already sent (`corrects: true`: the server counts the error, not another
 * page view). Only a sample of page views reports (the page data's healthSample, decided once per
 * page); reports leave together a few seconds after the first, or when the page is hidden, by
 * `navigator.sendBeacon`. No reader id, URL or message is sent.
 */
import { HEALTH_BEACON_PATH, type RemoteName, type RemoteOutcome } from 'shared-contracts';

export interface HealthBeaconOptions {
  /** This page view reports (drawn once from the page data's share). */
  readonly sampled: boolean;
  readonly send: (body: string) => void;
  readonly delayMs?: number;
  readonly schedule?: (run: () => void, ms: number) => void;
}

export interface HealthBeacon {
  report(remote: RemoteName, version: string, outcome: RemoteOutcome): void;
  /** Sends what is pending now (the page is being hidden). */
  flush(): void;
}

export function createHealthBeacon({
  sampled,
  send,
  delayMs = 3_000,
  schedule = (run, ms) => void setTimeout(run, ms),
}: HealthBeaconOptions): HealthBeacon {
  type Report = { remote: RemoteName; version: string; outcome: RemoteOutcome; corrects?: true };
  const pending = new Map<string, Report>();
  /** What each remote version's report said, once sent. */
  const sent = new Map<string, RemoteOutcome>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.size === 0) return;
    const reports = [...pending.values()];
    for (const [key, report] of pending) sent.set(key, report.outcome);
    pending.clear();
    send(JSON.stringify({ reports }));
  };
  return {
    report(remote, version, outcome) {
      if (!sampled || version === 'none') return;
      const key = `${remote}@${version}`;
      const already = sent.get(key);
      const current = pending.get(key);
      // One outcome per page view: a failure wins over an ok, nothing changes a failure.
      if ((already && (already !== 'ok' || outcome === 'ok')) || (current && current.outcome !== 'ok'))
        return;
      pending.set(key, { remote, version, outcome, ...(already ? { corrects: true as const } : {}) });
      if (!scheduled) {
        scheduled = true;
        schedule(flush, delayMs);
      }
    },
    flush,
  };
}

let beacon: HealthBeacon | undefined;

/** Starts this page view's beacon; `share` is the page data's healthSample (0 or absent: off). */
export function startHealthBeacon(share: number | undefined, random: () => number = Math.random): void {
  const sampled = share !== undefined && share > 0 && random() < share;
  beacon = createHealthBeacon({
    sampled,
    send: (body) => {
      const blob = new Blob([body], { type: 'application/json' });
      if (!navigator.sendBeacon?.(HEALTH_BEACON_PATH, blob)) {
        void fetch(HEALTH_BEACON_PATH, { method: 'POST', body: blob, keepalive: true }).catch(
          () => undefined,
        );
      }
    },
  });
  if (!sampled) return;
  addEventListener('pagehide', () => beacon?.flush());
  // An error thrown by a remote's code outside its lifecycles: the script's URL names the version.
  addEventListener('error', (event) => {
    const match = /\/remotes\/(mf-[a-z]+)\/([0-9A-Za-z._+-]+)\//.exec(event.filename ?? '');
    if (match) reportRemote(match[1] as RemoteName, match[2] as string, 'crash');
  });
}

export function reportRemote(remote: RemoteName, version: string, outcome: RemoteOutcome): void {
  beacon?.report(remote, version, outcome);
}

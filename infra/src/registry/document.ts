/**
 * The registry as data, with no storage: each app's stable version and its canary (a version
 * served to a share of readers), how a reader's bucket picks between them, and the history of
 * changes from which a rollback finds the previous stable. The database store, the export file
 * and the ops page all go through these functions, so the rules exist once.
 *
 * Canary stickiness: every reader carries a bucket, 0-9999 (COOKIES.bucket, random, the same on
 * every page). An app's canary at p % takes the buckets whose position for that app is below
 * p × 100; the position is the bucket turned by a per-app offset, so two apps' canaries do not
 * fall on the same readers, and raising the share keeps every reader who already had the canary.
 */
import type { ActiveRegistry, RemoteName } from 'shared-contracts';
import { REMOTE_NAMES } from 'shared-contracts';
import { APP_NAMES, type AppName } from './apps';

export const BUCKETS = 10_000;

export interface CanaryState {
  readonly version: string;
  /** 1-99: the share of readers who get the canary. */
  readonly percent: number;
  /** ISO time the canary started (its health is counted from then). */
  readonly since: string;
}

export interface AppState {
  readonly stable: string;
  readonly canary?: CanaryState;
}

export type RegistryState = Partial<Record<AppName, AppState>>;

export type HistoryAction =
  | 'initial'
  | 'import'
  | 'publish'
  | 'activate'
  | 'canary'
  | 'promote'
  | 'rollback'
  | 'abort'
  | 'auto-rollback'
  | 'gc';

export interface HistoryEntry {
  readonly app: AppName;
  readonly action: HistoryAction;
  readonly from?: string;
  readonly to?: string;
  readonly percent?: number;
  readonly actor: string;
  readonly reason?: string;
  readonly at: string;
}

/** A bucket cookie's value, when it is one (an integer 0-9999 written without leading zeros). */
export function bucketOf(value: string | undefined): number | undefined {
  if (!value || !/^(0|[1-9]\d{0,3})$/.test(value)) return undefined;
  return Number(value);
}

export const newBucket = (random: () => number = Math.random): number =>
  Math.min(BUCKETS - 1, Math.floor(random() * BUCKETS));

/** The app's turn of the buckets (FNV-1a of its name). */
function offsetOf(app: AppName): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < app.length; i++) {
    hash ^= app.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

/** Whether the reader of `bucket` gets the app's canary at `percent`. */
export const inCanary = (app: AppName, bucket: number, percent: number): boolean =>
  (bucket + offsetOf(app)) % BUCKETS < percent * (BUCKETS / 100);

/** The version of `app` a reader gets: the canary when their bucket falls in it, else the stable. */
export function versionFor(state: RegistryState, app: AppName, bucket?: number): string | undefined {
  const entry = state[app];
  if (!entry) return undefined;
  const canary = entry.canary;
  return canary && bucket !== undefined && inCanary(app, bucket, canary.percent)
    ? canary.version
    : entry.stable;
}

export const remoteEntryOf = (name: RemoteName, version: string): string =>
  `/remotes/${name}/${version}/remoteEntry.js`;

/** What the browser receives (and the page names): the version of each remote for this reader. */
export function activeRegistryOf(state: RegistryState, bucket?: number): ActiveRegistry {
  const remotes: ActiveRegistry['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const version = versionFor(state, name, bucket);
    if (version) remotes[name] = { version, entry: remoteEntryOf(name, version) };
  }
  return { remotes };
}

/** Whether any app has a canary: readers then get different versions, by bucket. */
export const hasCanary = (state: RegistryState): boolean =>
  Object.values(state).some((entry) => entry?.canary !== undefined);

/** Every version a reader may get now (stables and canaries): the ones servers keep at hand. */
export function servedVersions(state: RegistryState): { app: AppName; version: string }[] {
  return APP_NAMES.flatMap((app) => {
    const entry = state[app];
    if (!entry) return [];
    const versions = [entry.stable, ...(entry.canary ? [entry.canary.version] : [])];
    return versions.map((version) => ({ app, version }));
  });
}

const STABLE_SETTERS: ReadonlySet<HistoryAction> = new Set(['initial', 'import', 'activate', 'promote']);

/**
 * The stable versions an app went through, as a stack a rollback pops: activate and promote push,
 * rollback pops, so rolling back twice goes two versions back instead of flipping between two.
 */
export function stableLineage(history: readonly HistoryEntry[]): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    if (!entry.to) continue;
    if (STABLE_SETTERS.has(entry.action)) {
      if (stack.at(-1) !== entry.to) stack.push(entry.to);
    } else if (entry.action === 'rollback') {
      stack.pop();
      if (stack.at(-1) !== entry.to) stack.push(entry.to);
    }
  }
  return stack;
}

/** The version a rollback of the stable goes to: the one below it, skipping unavailable ones. */
export function rollbackTarget(
  history: readonly HistoryEntry[],
  stable: string,
  available: (version: string) => boolean,
): string | undefined {
  const lineage = stableLineage(history);
  while (lineage.length > 0 && lineage.at(-1) === stable) lineage.pop();
  return [...lineage].reverse().find((version) => version !== stable && available(version));
}

/**
 * The chunk-load guard (spec 4 "Chunk load failure: page reloads once at most per 60 s", spec 5 "a
 * bare 'chunk load failed' error forces reload"): a remote's file that fails to load (a deploy
 * that removed a folder, a dropped connection) reloads the page, which gets the registry's current
 * versions; a second failure within 60 s shows the remote's fallback instead of reloading in a
 * loop. Offline, a reload cannot heal anything: the fallback shows at once. The time of the last
 * reload is kept per tab (sessionStorage).
 */
import { STORAGE } from 'shared-contracts';

export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** webpack's ChunkLoadError, a failed dynamic import, or the federation runtime's failed script. */
export function isChunkLoadError(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  return (
    name === 'ChunkLoadError' ||
    /loading (css )?chunk [^ ]+ failed/i.test(message) ||
    /failed to fetch dynamically imported module/i.test(message) ||
    /chunk load failed/i.test(message) ||
    /RUNTIME-008/.test(message)
  );
}

export interface GuardContext {
  readonly now: number;
  readonly online: boolean;
  readonly read: () => string | null;
  readonly write: (value: string) => void;
}

/** Whether to reload for this failure; records the reload when it says yes. */
export function shouldReload({ now, online, read, write }: GuardContext): boolean {
  if (!online) return false;
  const last = Number(read());
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false;
  write(String(now));
  return true;
}

function sessionStore(): Pick<GuardContext, 'read' | 'write'> {
  let kept: string | null = null;
  const storage = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  })();
  return {
    read: () => {
      try {
        return storage ? storage.getItem(STORAGE.chunkReloadAt) : kept;
      } catch {
        return kept;
      }
    },
    write: (value) => {
      kept = value;
      try {
        storage?.setItem(STORAGE.chunkReloadAt, value);
      } catch {
        // Storage full or disabled: the guard holds for this document only.
      }
    },
  };
}

/**
 * For a failed load: true when the page is reloading (the caller shows nothing more), false when
 * the caller shows the fallback (not a chunk failure, offline, or reloaded less than 60 s ago).
 */
export function reloadForChunkFailure(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  const yes = shouldReload({ now: Date.now(), online: navigator.onLine !== false, ...sessionStore() });
  if (yes) reload();
  return yes;
}

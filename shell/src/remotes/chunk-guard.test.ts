import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkFailure, shouldReload } from './chunk-guard';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 123 failed.\n(error: /remotes/x.js)'), { name: 'ChunkLoadError' });

function store(initial: string | null = null) {
  let value = initial;
  return { read: () => value, write: (next: string) => void (value = next), get: () => value };
}

describe('chunk-load guard', () => {
  it('knows a chunk failure from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('reloads on the first failure and records when', () => {
    const kept = store();
    expect(shouldReload({ now: 1_000_000, online: true, ...kept })).toBe(true);
    expect(kept.get()).toBe('1000000');
  });

  it('does not reload again within 60 s, and does after', () => {
    const kept = store('1000000');
    expect(shouldReload({ now: 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, online: true, ...kept })).toBe(false);
    expect(shouldReload({ now: 1_000_000 + CHUNK_RELOAD_GUARD_MS, online: true, ...kept })).toBe(true);
  });

  it('never reloads offline, and ignores a mark from the future or of garbage', () => {
    expect(shouldReload({ now: 5, online: false, ...store() })).toBe(false);
    expect(shouldReload({ now: 5, online: true, ...store('99999999') })).toBe(true);
    expect(shouldReload({ now: 5, online: true, ...store('nope') })).toBe(true);
  });

  it('reloads the page once for two failures in a row, keeping the mark per tab', () => {
    window.sessionStorage.clear();
    const reload = jest.fn();
    expect(reloadForChunkFailure(chunkError(), reload)).toBe(true);
    expect(reloadForChunkFailure(chunkError(), reload)).toBe(false);
    expect(reloadForChunkFailure(new Error('render bug'), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

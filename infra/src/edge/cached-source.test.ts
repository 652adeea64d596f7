import { createCachedSource } from './cached-source';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A read whose answers the test gives, one per call, in order. */
function reads<T>() {
  const calls: { resolve: (value: T | undefined) => void; reject: (error: Error) => void }[] = [];
  const read = jest.fn(
    () => new Promise<T | undefined>((resolve, reject) => calls.push({ resolve, reject })),
  );
  const answer = async (value: T | undefined) => {
    await flush();
    calls.shift()!.resolve(value);
    await flush();
  };
  const fail = async () => {
    await flush();
    calls.shift()!.reject(new Error('connection refused'));
    await flush();
  };
  return { read, answer, fail };
}

/** A source that has read `value` once, with its clock and its read. */
async function primed(value: string, options: { retryMs?: number } = {}) {
  const c = clock();
  const r = reads<string>();
  const source = createCachedSource({ read: r.read, ttlMs: 60_000, now: c.now, ...options });
  const first = source();
  await r.answer(value);
  expect(await first).toBe(value);
  return { c, r, source };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('a fact every page needs, kept per instance', () => {
  it('answers from one read for its time to live', async () => {
    const { c, r, source } = await primed('a');
    c.advance(59_999);
    expect(await source()).toBe('a');
    expect(r.read).toHaveBeenCalledTimes(1);
  });

  it('has one read in flight however many pages ask before the first answer', async () => {
    const r = reads<string>();
    const source = createCachedSource({ read: r.read, ttlMs: 60_000 });
    const asked = Array.from({ length: 100 }, () => source());
    await flush();
    expect(r.read).toHaveBeenCalledTimes(1);
    await r.answer('a');
    expect(new Set(await Promise.all(asked))).toEqual(new Set(['a']));
  });

  it('answers a stale value at once and refreshes it behind, once', async () => {
    const { c, r, source } = await primed('a');
    c.advance(60_000);
    expect(await source()).toBe('a');
    expect(await source()).toBe('a');
    expect(r.read).toHaveBeenCalledTimes(2);
    await r.answer('b');
    expect(await source()).toBe('b');
    expect(r.read).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good value when a refresh fails, and waits before reading again', async () => {
    const { c, r, source } = await primed('a', { retryMs: 10_000 });
    c.advance(60_000);
    expect(await source()).toBe('a');
    await r.fail();
    c.advance(9_999);
    expect(await source()).toBe('a');
    expect(r.read).toHaveBeenCalledTimes(2);
    c.advance(1);
    expect(await source()).toBe('a');
    expect(r.read).toHaveBeenCalledTimes(3);
    await r.answer('b');
    expect(await source()).toBe('b');
  });

  it('answers nothing while it never had a value, reading again only after the retry delay', async () => {
    const c = clock();
    const r = reads<string>();
    const source = createCachedSource({ read: r.read, ttlMs: 60_000, retryMs: 10_000, now: c.now });
    const first = source();
    await r.answer(undefined);
    expect(await first).toBeUndefined();
    expect(await source()).toBeUndefined();
    expect(r.read).toHaveBeenCalledTimes(1);
    c.advance(10_000);
    const again = source();
    await r.answer('a');
    expect(await again).toBe('a');
  });

  it('answers nothing, without throwing, when the read rejects', async () => {
    const r = reads<string>();
    const source = createCachedSource({ read: r.read, ttlMs: 60_000 });
    const first = source();
    await flush();
    await r.fail();
    await expect(first).resolves.toBeUndefined();
  });
});

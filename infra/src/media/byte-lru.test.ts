import { ByteLru } from './byte-lru';

const bytes = (n: number): Buffer => Buffer.alloc(n);

describe('ByteLru', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const lru = new ByteLru(100);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    lru.get('a');
    lru.set('c', bytes(40));

    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.stats().bytes).toBe(80);
  });

  it('does not cache an entry larger than the whole budget', () => {
    const lru = new ByteLru(10);
    lru.set('big', bytes(11));

    expect(lru.get('big')).toBeUndefined();
    expect(lru.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('replaces an entry without double counting its bytes', () => {
    const lru = new ByteLru(100);
    lru.set('a', bytes(30));
    lru.set('a', bytes(50));

    expect(lru.stats()).toMatchObject({ entries: 1, bytes: 50 });
  });

  it('measures other values with sizeOf, and deletes', () => {
    const lru = new ByteLru<string>(10, (value) => value.length);
    lru.set('a', 'xxxx');
    lru.set('b', 'yyyyyy');
    expect(lru.stats()).toMatchObject({ entries: 2, bytes: 10 });
    lru.set('c', 'z');
    expect(lru.get('a')).toBeUndefined();
    lru.delete('b');
    expect(lru.stats()).toMatchObject({ entries: 1, bytes: 1 });
  });
});

import { STORAGE } from 'shared-contracts';
import { PROBE_GRACE_MS, probeAdBlock } from './adblock-probe';

const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
};
const answering = (ok: boolean) => jest.fn(async () => ({ ok }) as Response);

describe('the ad-blocker probe', () => {
  it('finds no blocker when the dot image loads, and stores the result', async () => {
    const store = memoryStore();
    const fetch = answering(true);
    expect(await probeAdBlock({ fetch, store, now: () => 1000 })).toEqual({ blocked: false, ran: true });
    expect(fetch).toHaveBeenCalledWith('/ads/adframe/dot.gif', expect.objectContaining({ method: 'HEAD' }));
    expect(JSON.parse(store.values.get(STORAGE.adBlock) ?? '')).toEqual({
      value: { blocked: false },
      expiry: 1000,
    });
  });

  it('counts an error or a refusal as blocked, with no retry', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('blocked by client');
    });
    expect(await probeAdBlock({ fetch: failing, store: memoryStore() })).toEqual({
      blocked: true,
      ran: true,
    });
    expect(await probeAdBlock({ fetch: answering(false), store: memoryStore() })).toEqual({
      blocked: true,
      ran: true,
    });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('gives no answer, and stores none, when the device is offline', async () => {
    const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const store = memoryStore();
      const failing = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      expect(await probeAdBlock({ fetch: failing, store })).toEqual({ blocked: false, ran: false });
      expect(store.values.has(STORAGE.adBlock)).toBe(false);
    } finally {
      offline.mockRestore();
    }
  });

  it('reuses the stored result within the 12 h grace, then probes again', async () => {
    const store = memoryStore();
    await probeAdBlock({ fetch: answering(false), store, now: () => 0 });
    const fetch = answering(true);
    expect(await probeAdBlock({ fetch, store, now: () => PROBE_GRACE_MS })).toEqual({
      blocked: true,
      ran: false,
    });
    expect(await probeAdBlock({ fetch, store, now: () => PROBE_GRACE_MS + 1 })).toEqual({
      blocked: false,
      ran: true,
    });
  });
});

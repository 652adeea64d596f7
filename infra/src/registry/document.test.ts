import {
  activeRegistryOf,
  bucketOf,
  inCanary,
  rollbackTarget,
  hasCanary,
  type HistoryEntry,
} from './document';
import { contractDifferences, gateProblems, type Contract } from './contract-gate';

const entry = (action: HistoryEntry['action'], to: string, from?: string): HistoryEntry => ({
  app: 'mf-tv',
  action,
  to,
  ...(from ? { from } : {}),
  actor: 'test',
  at: '2026-01-01T00:00:00.000Z',
});

describe('canary buckets', () => {
  it('reads only a plain bucket number', () => {
    expect(['0', '42', '9999', '10000', '007', '-1', 'x', ''].map(bucketOf)).toEqual([
      0,
      42,
      9999,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives a share its proportion of buckets, keeps them as it grows, and differs per app', () => {
    const buckets = Array.from({ length: 10_000 }, (_, b) => b);
    const at10 = buckets.filter((b) => inCanary('mf-tv', b, 10));
    const at50 = new Set(buckets.filter((b) => inCanary('mf-tv', b, 50)));
    expect(at10).toHaveLength(1_000);
    expect(at50.size).toBe(5_000);
    expect(at10.every((b) => at50.has(b))).toBe(true);
    const news = buckets.filter((b) => inCanary('mf-news', b, 10));
    expect(news.filter((b) => at10.includes(b)).length).toBeLessThan(1_000);
  });

  it('gives a reader in the canary its version, and the stable without a bucket', () => {
    const state = { 'mf-tv': { stable: 'a', canary: { version: 'b', percent: 99, since: '' } } };
    const bucket = Array.from({ length: 100 }, (_, b) => b).find((b) => inCanary('mf-tv', b, 99)) ?? 0;
    expect(hasCanary(state)).toBe(true);
    expect(hasCanary({ 'mf-tv': { stable: 'a' } })).toBe(false);
    expect(activeRegistryOf(state).remotes['mf-tv']?.version).toBe('a');
    expect(activeRegistryOf(state, bucket).remotes['mf-tv']?.version).toBe('b');
  });
});

describe('rollback target', () => {
  it('goes back one stable version at a time, not back and forth', () => {
    const history = [entry('initial', 'v1'), entry('activate', 'v2', 'v1'), entry('activate', 'v3', 'v2')];
    expect(rollbackTarget(history, 'v3', () => true)).toBe('v2');
    const after = [...history, entry('rollback', 'v2', 'v3')];
    expect(rollbackTarget(after, 'v2', () => true)).toBe('v1');
  });

  it('skips versions no longer in the store, and canaries that never became stable', () => {
    const history = [
      entry('initial', 'v1'),
      entry('activate', 'v2', 'v1'),
      entry('canary', 'v9', 'v2'),
      entry('activate', 'v3', 'v2'),
    ];
    expect(rollbackTarget(history, 'v3', (v) => v !== 'v2')).toBe('v1');
  });
});

describe('contract gate', () => {
  const shell: Contract = { version: '0.2.0', events: { 'a@1': 'x', 'b@1': 'y' }, schemas: { S: 's' } };

  it('accepts a remote built against an older contract with fewer events', () => {
    expect(contractDifferences(shell, { version: '0.1.0', events: { 'a@1': 'x' }, schemas: {} })).toEqual([]);
  });

  it('names every event or schema that is missing or changed, and a major version apart', () => {
    expect(
      contractDifferences(shell, {
        version: '1.0.0',
        events: { 'a@1': 'z', 'c@1': 'w' },
        schemas: { S: 't' },
      }),
    ).toEqual([
      "shared-contracts 1.0.0 against the shell's 0.2.0 (major version)",
      "event a@1 differs from the shell's",
      "event c@1 is not in the shell's contract",
      "schema S differs from the shell's",
    ]);
  });

  it('checks only pairs in which something changes', () => {
    const bad = { version: '0.2.0', events: { 'z@1': 'z' }, schemas: {} };
    const contracts: Record<string, Contract> = {
      'shell@s1': shell,
      'mf-tv@t1': bad,
      'mf-news@n2': shell,
    };
    const next = { shell: { stable: 's1' }, 'mf-tv': { stable: 't1' }, 'mf-news': { stable: 'n2' } };
    expect(gateProblems(next, [{ app: 'mf-news', version: 'n2' }], (a, v) => contracts[`${a}@${v}`])).toEqual(
      [],
    );
    expect(gateProblems(next, [{ app: 'shell', version: 's1' }], (a, v) => contracts[`${a}@${v}`])).toEqual([
      "mf-tv t1 with shell s1: event z@1 is not in the shell's contract",
    ]);
  });
});

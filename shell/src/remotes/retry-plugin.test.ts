import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './retry-plugin';

type EntryArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

const response = (status: number) => ({ ok: status < 400, status }) as Response;

describe('retryPlugin fetch (manifests)', () => {
  it('asks again after a network error and answers the second response', async () => {
    const request = jest
      .fn<Promise<Response>, [string, RequestInit]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(response(200));
    const answer = await retryPlugin({ retries: 1, fetch: request }).fetch?.('/m.json', {});
    expect(answer).toEqual(response(200));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks again after an error status', async () => {
    const request = jest
      .fn<Promise<Response>, [string, RequestInit]>()
      .mockResolvedValueOnce(response(503))
      .mockResolvedValueOnce(response(200));
    await retryPlugin({ retries: 1, fetch: request }).fetch?.('/m.json', {});
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('gives the last failure once the retries are used up', async () => {
    const request = jest.fn<Promise<Response>, [string, RequestInit]>().mockResolvedValue(response(404));
    const answer = await retryPlugin({ retries: 1, fetch: request }).fetch?.('/m.json', {});
    expect(answer).toEqual(response(404));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('throws the last network error once the retries are used up', async () => {
    const request = jest
      .fn<Promise<Response>, [string, RequestInit]>()
      .mockRejectedValue(new Error('offline'));
    await expect(retryPlugin({ retries: 1, fetch: request }).fetch?.('/m.json', {})).rejects.toThrow(
      'offline',
    );
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('retryPlugin loadEntryError (entry scripts)', () => {
  function entryArgs(getRemoteEntry: EntryArgs['getRemoteEntry']): EntryArgs {
    return {
      getRemoteEntry,
      origin: {} as EntryArgs['origin'],
      remoteInfo: {
        name: 'mf_tv',
        entry: '/remoteEntry.js',
        type: 'global',
        entryGlobalName: 'mf_tv',
        shareScope: 'default',
      },
      globalLoading: { mf_tv: Promise.resolve(undefined) },
      uniqueKey: 'mf_tv',
    };
  }

  it('loads the script again, without the failed load still registered', async () => {
    const exports = { init: jest.fn(), get: jest.fn() } as unknown as NonNullable<
      EntryArgs['remoteEntryExports']
    >;
    const args = entryArgs(jest.fn().mockResolvedValue(exports));
    const recovered = await retryPlugin({ retries: 1 }).loadEntryError?.(args);
    expect(recovered).toBe(exports);
    expect(args.globalLoading.mf_tv).toBeUndefined();
  });

  it('gives up after the retries, leaving the failure to errorLoadRemote', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const recovered = await retryPlugin({ retries: 2 }).loadEntryError?.(entryArgs(getRemoteEntry));
    expect(recovered).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

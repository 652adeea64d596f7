import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './retry-plugin';

type EntryArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

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

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin, requestOf, type RemoteLoadFailure } from './remote-fallback-plugin';

type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

function setup() {
  const reports: RemoteLoadFailure[] = [];
  const plugin = remoteFallbackPlugin({
    versionOf: (name) => (name === 'mf-sports' ? '0.1.0-abc' : 'none'),
    report: (failure) => reports.push(failure),
    fallback: (name, module) => (module === './App' ? { fallbackFor: name } : undefined),
  });
  const fail = (args: Partial<ErrorArgs>) =>
    plugin.errorLoadRemote?.({
      id: 'mf_sports/App',
      error: new Error('manifest 404'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as ErrorArgs['origin'],
      ...args,
    });
  return { reports, fail };
}

describe('requestOf', () => {
  it('finds the remote and module of a request id', () => {
    expect(requestOf('mf_sports/App')).toEqual({ name: 'mf-sports', module: './App' });
    expect(requestOf('mf_rewards/RewardsWidget')).toEqual({ name: 'mf-rewards', module: './RewardsWidget' });
  });

  it('knows no other container', () => {
    expect(requestOf('elsewhere/App')).toBeUndefined();
  });
});

describe('remoteFallbackPlugin errorLoadRemote', () => {
  it('reports a module that could not load with its remote name and version, and returns the fallback', async () => {
    const { reports, fail } = setup();
    expect(await fail({})).toEqual({ fallbackFor: 'mf-sports' });
    expect(reports).toEqual([
      { remote: 'mf-sports', version: '0.1.0-abc', module: './App', reason: 'manifest 404' },
    ]);
  });

  it('leaves an unreadable manifest to the load it fails, so one failure is reported once', async () => {
    const { reports, fail } = setup();
    expect(
      await fail({ lifecycle: 'afterResolve', id: '/remotes/mf-sports/x/mf-manifest.json' }),
    ).toBeUndefined();
    expect(reports).toEqual([]);
  });

  it('reports a widget module too but returns no fallback for it', async () => {
    const { reports, fail } = setup();
    expect(await fail({ id: 'mf_rewards/RewardsWidget' })).toBeUndefined();
    expect(reports.map((r) => r.module)).toEqual(['./RewardsWidget']);
  });
});

describe('remoteFallbackPlugin with the chunk-load guard', () => {
  const failWith = (reloads: (error: unknown) => boolean) =>
    remoteFallbackPlugin({
      versionOf: () => '0.1.0-abc',
      report: () => undefined,
      fallback: (name) => ({ fallbackFor: name }),
      reloads,
    }).errorLoadRemote?.({
      id: 'mf_sports/App',
      error: Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError' }),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as ErrorArgs['origin'],
    });

  it('shows nothing while the page reloads for a failed chunk', async () => {
    const settled = jest.fn();
    void Promise.resolve(failWith(() => true)).then(settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
  });

  it('shows the fallback when the guard does not reload (a second failure within 60 s)', async () => {
    expect(await failWith(() => false)).toEqual({ fallbackFor: 'mf-sports' });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { createAppLocator } from './apps';
import { RegistryError, createRegistryStore } from './store';
import { makeAppsDir, writeBuild } from './test-builds';

function setup() {
  const appsDir = makeAppsDir();
  const locator = createAppLocator(appsDir);
  const file = path.join(appsDir, 'registry.json');
  let clock = 0;
  const store = createRegistryStore(file, locator, () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)));
  return { appsDir, store, file };
}

describe('remote registry', () => {
  it('activates the newest build of each app that has none active', async () => {
    const { appsDir, store } = setup();
    writeBuild(appsDir, 'mf-news', '0.1.0-aaa');
    await store.ensureActive();
    expect(store.active('mf-news')).toBe('0.1.0-aaa');
    expect(store.activeRegistry().remotes['mf-news']).toEqual({
      version: '0.1.0-aaa',
      entry: '/remotes/mf-news/0.1.0-aaa/remoteEntry.js',
    });
    expect(store.active('mf-tv')).toBeUndefined();
  });

  it('flips to another built version and rolls back to the previous one', async () => {
    const { appsDir, store } = setup();
    writeBuild(appsDir, 'mf-sports', '0.1.0-one');
    writeBuild(appsDir, 'mf-sports', '0.1.0-two');
    await store.activate('mf-sports', '0.1.0-one');
    await store.activate('mf-sports', '0.1.0-two');
    expect(store.active('mf-sports')).toBe('0.1.0-two');
    expect(await store.rollback('mf-sports')).toBe('0.1.0-one');
    expect(store.active('mf-sports')).toBe('0.1.0-one');
    expect(store.read().apps['mf-sports']?.history.map((h) => h.action)).toEqual([
      'activate',
      'activate',
      'rollback',
    ]);
  });

  it('refuses a version that was never built, and path tricks', async () => {
    const { store } = setup();
    await expect(store.activate('mf-tv', '9.9.9-nope')).rejects.toThrow(RegistryError);
    await expect(store.activate('mf-tv', '../../etc')).rejects.toThrow(/no built version/);
  });

  it('says so when there is nothing to roll back to', async () => {
    const { appsDir, store } = setup();
    writeBuild(appsDir, 'mf-tv', '0.1.0-only');
    await store.activate('mf-tv', '0.1.0-only');
    await expect(store.rollback('mf-tv')).rejects.toThrow(
      expect.objectContaining({ code: 'NO_PREVIOUS_VERSION' }),
    );
  });

  it('rejects a hand-edited registry that does not match the format', () => {
    const { store, file } = setup();
    fs.writeFileSync(file, JSON.stringify({ apps: { 'mf-news': { active: 3 } } }));
    expect(() => store.read()).toThrow(expect.objectContaining({ code: 'BAD_REGISTRY_FILE' }));
  });

  it('keeps serving the last good registry when the file turns unreadable, without naming its path', async () => {
    const { appsDir, store, file } = setup();
    writeBuild(appsDir, 'shell', '0.1.0-old');
    writeBuild(appsDir, 'shell', '0.1.0-new');
    await store.activate('shell', '0.1.0-old');
    expect(store.active('shell')).toBe('0.1.0-old');

    fs.writeFileSync(file, '{"apps": {');
    expect(store.active('shell')).toBe('0.1.0-old');
    expect(store.problem()).toEqual({
      code: 'BAD_REGISTRY_FILE',
      message: 'the registry file is not valid JSON',
      serving: 'last-good',
    });
    expect(store.problem()?.message).not.toContain(appsDir);
    // Ops still get the strict answer, with the file's path, and no write over the bad file.
    expect(() => store.read()).toThrow(file);
    await expect(store.activate('shell', '0.1.0-new')).rejects.toThrow(RegistryError);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"apps": {');

    fs.writeFileSync(file, JSON.stringify({ apps: { shell: { active: '0.1.0-new', history: [] } } }));
    expect(store.problem()).toBeUndefined();
    expect(store.active('shell')).toBe('0.1.0-new');
  });

  it('serves the newest builds when the file was never readable, and leaves the file alone', async () => {
    const { appsDir, store, file } = setup();
    writeBuild(appsDir, 'shell', '0.1.0-only');
    writeBuild(appsDir, 'mf-news', '0.1.0-news');
    fs.writeFileSync(file, 'not json');
    await store.ensureActive();
    expect(fs.readFileSync(file, 'utf8')).toBe('not json');
    expect(store.active('shell')).toBe('0.1.0-only');
    expect(store.activeRegistry().remotes['mf-news']?.version).toBe('0.1.0-news');
    expect(store.problem()).toMatchObject({ code: 'BAD_REGISTRY_FILE', serving: 'default' });
  });

  it('serves a canary in the file to the buckets of its share, the stable to the others', () => {
    const { store, file } = setup();
    fs.writeFileSync(
      file,
      JSON.stringify({
        apps: {
          'mf-tv': {
            active: '0.1.0-stable',
            canary: { version: '0.1.0-canary', percent: 50, since: '2026-01-01T00:00:00.000Z' },
            history: [],
          },
        },
      }),
    );
    const versions = Array.from({ length: 100 }, (_, i) => store.active('mf-tv', i * 100));
    expect(versions.filter((v) => v === '0.1.0-canary')).toHaveLength(50);
    expect(store.active('mf-tv')).toBe('0.1.0-stable');
    expect(store.activeRegistry(versions.indexOf('0.1.0-canary') * 100).remotes['mf-tv']?.entry).toBe(
      '/remotes/mf-tv/0.1.0-canary/remoteEntry.js',
    );
  });
});

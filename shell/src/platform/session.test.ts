import { createBus, type ApiClient, type ApiResult, type EventBus } from 'shared-contracts';
import { clearSiteStorage, createSessionService, type SessionDeps, type TabChannel } from './session';

const USER = {
  id: 'u1',
  email: 'ana@onda.example',
  uid: 'ana@onda.example',
  provider: 'email',
  locale: 'pt',
};

function fakeChannel() {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const sent: unknown[] = [];
  const channel: TabChannel = {
    postMessage: (message) => sent.push(message),
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  const receive = (data: unknown) => listeners.forEach((l) => l({ data } as MessageEvent));
  return { channel, sent, receive };
}

function fakeStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    storage: {
      get length() {
        return map.size;
      },
      key: (i: number) => [...map.keys()][i] ?? null,
      removeItem: (key: string) => void map.delete(key),
    },
  };
}

function setup(
  answer: (path: string) => ApiResult<unknown>,
  entries: Record<string, string> = {},
  cookie = true,
  clock: { now: number } = { now: 0 },
) {
  const bus: EventBus = createBus();
  const calls: { path: string; method?: string }[] = [];
  const api: ApiClient = {
    url: (path) => `/api/${path}`,
    request: async <T>(path: string, options?: { method?: string }) => {
      calls.push({ path, method: options?.method });
      return answer(path) as ApiResult<T>;
    },
  };
  const { channel, sent, receive } = fakeChannel();
  const { storage, map } = fakeStorage(entries);
  const load = jest.fn<void, [string]>();
  const reload = jest.fn<void, []>();
  const deps: SessionDeps = {
    bus,
    api: () => api,
    storage,
    channel,
    load,
    reload,
    mayBeSignedIn: () => cookie,
    now: () => clock.now,
  };
  const service = createSessionService(deps);
  const changes: unknown[] = [];
  bus.on('session.changed', 1).subscribe((s) => changes.push(s));
  return { bus, service, calls, sent, receive, map, load, reload, changes };
}

const signedIn = (path: string): ApiResult<unknown> =>
  path === 'auth/user'
    ? { ok: true, status: 200, data: { user: USER } }
    : { ok: true, status: 200, data: { success: true } };
const guest = (): ApiResult<unknown> => ({ ok: false, status: 401, code: 'AUTH_REQUIRED', message: '' });

describe('session service', () => {
  it('knows the reader from the API and tells every remote', async () => {
    const { service, changes, sent } = setup(signedIn);

    await service.refresh();

    expect(service.current()).toEqual({ signedIn: true, email: 'ana@onda.example' });
    expect(changes).toEqual([{ signedIn: true, email: 'ana@onda.example' }]);
    // Other tabs learn that the reader signed in.
    expect(sent).toEqual([{ type: 'signedIn' }]);
  });

  it('asks nothing at start when no session cookie can be there', async () => {
    const { service, calls } = setup(signedIn, {}, false);

    expect(await service.start()).toEqual({ signedIn: false });
    expect(calls).toEqual([]);
  });

  it('asks the API at start when the session cookie may be there', async () => {
    const { service } = setup(signedIn);

    expect(await service.start()).toEqual({ signedIn: true, email: 'ana@onda.example' });
  });

  it('answers a guest with a signed-out session, and still publishes it', async () => {
    const { service, changes, sent } = setup(guest);

    await service.refresh();

    expect(service.current()).toEqual({ signedIn: false });
    expect(changes).toEqual([{ signedIn: false }]);
    expect(sent).toEqual([]);
  });

  it('signs out a reader whose session ended elsewhere', async () => {
    let ended = false;
    const { service, load } = setup((path) => (ended && path === 'auth/user' ? guest() : signedIn(path)));
    await service.refresh();

    ended = true;
    await service.refresh();

    expect(service.current()).toEqual({ signedIn: false });
    expect(load).toHaveBeenCalledWith('/accounts/user/signedout?reason=expired');
  });

  it('ends at page load a session that ended elsewhere while its cookie stayed (spec 4)', async () => {
    const { service, load, calls } = setup(guest);

    expect(await service.start()).toEqual({ signedIn: false });

    expect(calls.map((c) => c.path)).toEqual(['auth/user', 'auth/logout']);
    expect(load).toHaveBeenCalledWith('/accounts/user/signedout?reason=expired');
  });

  it('reads the session again when a signed-in reader changes page, at most once a second', async () => {
    let ended = false;
    const clock = { now: 0 };
    const answer = (path: string) => (ended && path === 'auth/user' ? guest() : signedIn(path));
    const { service, load, calls } = setup(answer, {}, true, clock);
    await service.start();

    ended = true;
    clock.now = 500;
    service.recheck();
    expect(calls.map((c) => c.path)).toEqual(['auth/user']);

    clock.now = 1500;
    service.recheck();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledWith('/accounts/user/signedout?reason=expired');
  });

  it('checks a page change that comes within the second once the second is over', async () => {
    jest.useFakeTimers();
    try {
      let ended = false;
      const clock = { now: 0 };
      const answer = (path: string) => (ended && path === 'auth/user' ? guest() : signedIn(path));
      const { service, load, calls } = setup(answer, {}, true, clock);
      await service.start();
      clock.now = 100;
      service.recheck(); // the page's first mount
      ended = true;
      clock.now = 400;
      service.recheck(); // a page change right after
      service.recheck(); // and another: one check for both
      expect(calls.map((c) => c.path)).toEqual(['auth/user']);

      clock.now = 1000;
      await jest.advanceTimersByTimeAsync(600);

      expect(calls.map((c) => c.path)).toEqual(['auth/user', 'auth/user', 'auth/logout']);
      expect(load).toHaveBeenCalledWith('/accounts/user/signedout?reason=expired');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks nothing on a page change of a guest', () => {
    const { service, calls } = setup(guest, {}, false);

    service.recheck();

    expect(calls).toEqual([]);
  });

  it('refreshes when a part asks for it', async () => {
    const { bus, calls } = setup(signedIn);

    bus.publish('session.refreshRequested', 1, {});
    await Promise.resolve();

    expect(calls).toEqual([{ path: 'auth/user', method: undefined }]);
  });

  it('signs out: resets the cookie, clears the site values, tells the tabs, opens signedout', async () => {
    const { service, calls, map, sent, load } = setup(signedIn, {
      onda_read_later: '[]',
      onda_rewards_program: '{}',
      other_site: 'kept',
    });
    await service.refresh();

    await service.signOut('reader');

    expect(calls.at(-1)).toEqual({ path: 'auth/logout', method: 'POST' });
    expect([...map.keys()]).toEqual(['other_site']);
    expect(service.current()).toEqual({ signedIn: false });
    expect(sent.at(-1)).toEqual({ type: 'signedOut' });
    expect(load).toHaveBeenCalledWith('/accounts/user/signedout');
  });

  it('does not call logout again after the account was deleted, and says why', async () => {
    const { service, bus, calls, load } = setup(signedIn);
    await service.refresh();

    bus.publish('session.signOutRequested', 1, { reason: 'deleted' });
    await Promise.resolve();

    expect(calls.map((c) => c.path)).toEqual(['auth/user']);
    expect(load).toHaveBeenCalledWith('/accounts/user/signedout?reason=deleted');
  });

  it('follows another tab that signed out: signed out here too, page reloaded', async () => {
    const { service, receive, reload, changes } = setup(signedIn);
    await service.refresh();

    receive({ type: 'signedOut' });

    expect(service.current()).toEqual({ signedIn: false });
    expect(changes.at(-1)).toEqual({ signedIn: false });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads the session when another tab signed in', async () => {
    const { service, receive } = setup(signedIn);

    receive({ type: 'signedIn' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(service.current().signedIn).toBe(true);
  });

  describe('a call answered 401', () => {
    const respond = (status: number) => jest.fn(async () => ({ status }) as Response);

    it('forces a signed-in reader out to /accounts/user/signedout', async () => {
      const { service, load } = setup(signedIn);
      await service.refresh();

      const fetch = service.guardFetch(respond(401));
      const response = await fetch('/api/v3/follows?page=1');
      await new Promise((resolve) => setTimeout(resolve, 0));

      expect(response.status).toBe(401);
      expect(load).toHaveBeenCalledWith('/accounts/user/signedout?reason=expired');
    });

    it('leaves a guest alone', async () => {
      const { service, load } = setup(guest);
      await service.refresh();

      await service.guardFetch(respond(401))('/api/v3/follows');

      expect(load).not.toHaveBeenCalled();
    });

    it('leaves the auth calls to their page (a wrong current password)', async () => {
      const { service, load } = setup(signedIn);
      await service.refresh();

      await service.guardFetch(respond(401))('/api/v3/auth/sessions');
      await service.guardFetch(respond(401))('/api/auth/logout');

      expect(load).not.toHaveBeenCalled();
    });
  });
});

describe('clearSiteStorage', () => {
  it('does nothing without storage', () => {
    expect(() => clearSiteStorage(undefined)).not.toThrow();
  });
});

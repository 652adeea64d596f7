import { statusOf } from '../test/status';
import { addRead, finalTarget, progressFrom } from './programme';

const three = { articles: 3, shares: 0, registration: 0 };

describe('reads the widget sees', () => {
  it('count each id once', () => {
    const first = addRead([], 'a', three);
    expect(first).toEqual({ ids: ['a'], added: true });
    expect(addRead(first.ids, 'a', three)).toEqual({ ids: ['a'], added: false });
  });

  it('are ignored when the articles condition is off', () => {
    expect(addRead([], 'a', { ...three, articles: 0 })).toEqual({ ids: [], added: false });
  });
});

describe('progress shown', () => {
  it('is the server’s', () => {
    expect(progressFrom(statusOf(2))).toEqual({ read: 2, required: 3, percent: 67 });
    expect(progressFrom(undefined)).toEqual({ read: 0, required: 3, percent: 0 });
  });
});

describe('final button', () => {
  const store = { ios: 'https://apps.apple.com/app/x', android: 'https://play.google.com/store/apps/x' };

  it('opens the store of the reader’s device when the campaign has one', () => {
    expect(finalTarget(store, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toEqual({
      href: store.ios,
      external: true,
    });
    expect(finalTarget(store, 'Mozilla/5.0 (Linux; Android 14)')).toEqual({
      href: store.android,
      external: true,
    });
  });

  it('goes to sports otherwise', () => {
    expect(finalTarget(null, 'Mozilla/5.0 (Linux; Android 14)')).toEqual({
      href: '/sports',
      external: false,
    });
    expect(finalTarget(store, 'Mozilla/5.0 (X11; Linux x86_64)')).toEqual({
      href: '/sports',
      external: false,
    });
  });
});

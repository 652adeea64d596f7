import { Script, createContext } from 'node:vm';
import { startAfterFirstScreen } from './html';
import { CONSENT_MARK_SCRIPT, START_AFTER_FIRST_SCREEN_SCRIPT } from './inline-scripts';

describe('entry scripts start after the first screen', () => {
  it('replaces the build’s deferred entry scripts by one starter that keeps their order', () => {
    const html = startAfterFirstScreen(
      '<body><div id="root"></div><script defer src="/s/1/a.js"></script>\n<script defer src="/s/1/main.js"></script></body>',
      ['/r/1/remoteEntry.js'],
    );
    expect(html).toBe(
      `<body><div id="root"></div><script data-entry="/s/1/a.js /s/1/main.js" data-preload="/r/1/remoteEntry.js">${START_AFTER_FIRST_SCREEN_SCRIPT}</script>\n</body>`,
    );
    expect(startAfterFirstScreen('<body></body>')).toBe('<body></body>');
  });

  /** Runs the starter against a minimal document with (or without) a first-screen picture. */
  function run(picture?: { complete: boolean }, preload = '/r/remoteEntry.js') {
    const appended: { src: string; async: boolean }[] = [];
    const hints: Record<string, string>[] = [];
    const listeners = new Map<string, () => void>();
    const timers: { run: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const img = picture && {
      complete: picture.complete,
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    };
    const document = {
      currentScript: {
        getAttribute: (name: string) => (name === 'data-entry' ? '/s/a.js /s/main.js' : preload || null),
      },
      querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? img : null),
      addEventListener: (type: string, fn: () => void) => listeners.set(`document ${type}`, fn),
      createElement: (tag: string) => (tag === 'script' ? { src: '', async: true } : {}),
      head: { appendChild: (el: Record<string, string>) => hints.push({ ...el }) },
      body: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
    };
    const setTimeout = (fn: () => void, ms: number) => timers.push({ run: fn, ms });
    const requestAnimationFrame = (fn: () => void) => frames.push(fn);
    new Script(START_AFTER_FIRST_SCREEN_SCRIPT).runInContext(
      createContext({ document, setTimeout, requestAnimationFrame }),
    );
    const timer = (ms: number) => timers.find((t) => t.ms === ms)?.run();
    return { appended, hints, listeners, frames, timer };
  }

  it('starts right after the first paint without a picture, or when it is already there', () => {
    for (const state of [undefined, { complete: true }]) {
      const { appended, hints, frames, timer } = run(state);
      expect(appended).toEqual([]);
      frames.forEach((frame) => frame());
      timer(0);
      timer(200);
      expect(appended).toEqual([
        { src: '/s/a.js', async: false },
        { src: '/s/main.js', async: false },
      ]);
      expect(hints).toEqual([{ rel: 'preload', as: 'script', href: '/r/remoteEntry.js' }]);
    }
    const { appended, hints, timer } = run(undefined, '');
    // A tab in the background draws no frame: the scripts start after 200 ms all the same.
    timer(200);
    expect(appended).toHaveLength(2);
    expect(hints).toEqual([]);
  });

  it('waits for the picture, starting once on load, error, a tap, a key or the time limit', () => {
    for (const trigger of ['load', 'error', 'document pointerdown', 'document keydown', 'timeout'] as const) {
      const { appended, listeners, frames, timer } = run({ complete: false });
      expect(frames).toEqual([]);
      timer(200);
      expect(appended).toEqual([]);
      if (trigger === 'timeout') timer(2000);
      else listeners.get(trigger)?.();
      listeners.get('load')?.();
      timer(2000);
      expect(appended.map((el) => el.src)).toEqual(['/s/a.js', '/s/main.js']);
    }
  });
});

describe('the consent mark', () => {
  const marked = (cookie: string): boolean => {
    const attributes: Record<string, string> = {};
    const document = {
      cookie,
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    };
    new Script(CONSENT_MARK_SCRIPT).runInContext(createContext({ document }));
    return 'data-consent' in attributes;
  };

  it('marks the page of a reader who chose under the current policy, whatever the choice', () => {
    expect([
      marked('onda_psid=x; onda_consent=1.m0a0p0.1767225600.abcdefghijklmnop'),
      marked('onda_consent=1.m1a1p1.1767225600.abcdefghijklmnop; a=b'),
    ]).toEqual([true, true]);
  });

  it('leaves the banner for no choice, an older policy or the old cookie', () => {
    expect([
      marked(''),
      marked('onda_consent=0.m1a1p1.1767225600.abcdefghijklmnop'),
      marked('onda_cookies_accepted=1'),
      marked('xonda_consent=1.m1a1p1.1.abcdefghijklmnop'),
    ]).toEqual([false, false, false, false]);
  });
});

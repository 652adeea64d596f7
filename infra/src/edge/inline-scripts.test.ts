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

  it('does not list an entry script again among the scripts fetched alongside', () => {
    const html = startAfterFirstScreen('<body><script defer src="/s/1/libs.js"></script></body>', [
      '/s/1/libs.js',
      '/r/1/remoteEntry.js',
    ]);
    expect(html).toContain('data-entry="/s/1/libs.js" data-preload="/r/1/remoteEntry.js"');
  });

  /** Runs the starter against a minimal document with (or without) a first-screen picture. */
  function run(picture?: { complete: boolean }, preload = '/r/remoteEntry.js') {
    const appended: { src: string; async: boolean }[] = [];
    const scripts: { onerror?: () => void }[] = [];
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
      body: {
        appendChild: (el: { src: string; async: boolean; onerror?: () => void }) => {
          appended.push({ src: el.src, async: el.async });
          scripts.push(el);
        },
      },
    };
    const setTimeout = (fn: () => void, ms: number) => timers.push({ run: fn, ms });
    const requestAnimationFrame = (fn: () => void) => frames.push(fn);
    const window: Record<string, unknown> = {};
    new Script(START_AFTER_FIRST_SCREEN_SCRIPT).runInContext(
      createContext({ document, window, setTimeout, requestAnimationFrame }),
    );
    const timer = (ms: number) => timers.find((t) => t.ms === ms)?.run();
    /** An entry script could not be loaded: the page will not hydrate. */
    const failed = () => scripts[0]?.onerror?.();
    return { appended, hints, listeners, frames, timer, window, failed };
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

  /** A control in the page: its tag, type, whether it is in a form and its root's state. */
  function control(
    tag: string,
    type: string,
    { inForm = false, replaySubmit = false, live = false, root = true } = {},
  ) {
    const rootElement = { hasAttribute: (name: string) => name === 'data-live' && live };
    const form = { hasAttribute: (name: string) => name === 'data-replay-submit' && replaySubmit };
    const element = {
      tagName: tag,
      type,
      disabled: false,
      form: inForm || replaySubmit ? form : null,
      clicks: 0,
      click: () => (element.clicks += 1),
      closest: (selector: string) => (selector.startsWith('button') ? element : root ? rootElement : null),
    };
    return element;
  }

  function click(target: unknown) {
    const stopped = { prevented: false, stopped: false };
    return {
      target,
      preventDefault: () => (stopped.prevented = true),
      stopImmediatePropagation: () => (stopped.stopped = true),
      stopped,
    };
  }

  it('keeps a tap on a button of a part not hydrated yet, and starts the scripts at once', () => {
    const { listeners, window, appended } = run({ complete: false });
    const button = control('BUTTON', 'button');
    const event = click(button);
    (listeners.get('document click') as unknown as (e: unknown) => void)(event);
    expect(event.stopped).toEqual({ prevented: true, stopped: true });
    expect(window.__ondaTaps).toEqual([button]);
    expect(appended).toHaveLength(2);
  });

  it('keeps a tap on a submit button of a form that stays on its page, with the taps before it', () => {
    const { listeners, window } = run({ complete: false });
    const onClick = listeners.get('document click') as unknown as (e: unknown) => void;
    const toggle = control('BUTTON', 'button');
    const accept = control('BUTTON', 'submit', { replaySubmit: true });
    for (const target of [toggle, accept]) {
      const event = click(target);
      onClick(event);
      expect(event.stopped).toEqual({ prevented: true, stopped: true });
    }
    expect(window.__ondaTaps).toEqual([toggle, accept]);
  });

  it('sends a kept form itself when the scripts cannot load, and lets taps through from then on', () => {
    const { listeners, window, failed } = run({ complete: false });
    const onClick = listeners.get('document click') as unknown as (e: unknown) => void;
    const toggle = control('BUTTON', 'button');
    const accept = control('BUTTON', 'submit', { replaySubmit: true });
    onClick(click(toggle));
    onClick(click(accept));
    failed();
    // The browser's own click on the submit button: the form posts, as without scripts.
    expect([toggle.clicks, accept.clicks]).toEqual([0, 1]);
    expect(window.__ondaTaps).toEqual([]);
    const later = click(control('BUTTON', 'submit', { replaySubmit: true }));
    onClick(later);
    expect(later.stopped).toEqual({ prevented: false, stopped: false });
  });

  it('lets through taps on live parts, on submit buttons of forms and outside any control', () => {
    const { listeners, window } = run({ complete: false });
    const onClick = listeners.get('document click') as unknown as (e: unknown) => void;
    for (const target of [
      control('BUTTON', 'button', { live: true }),
      control('BUTTON', 'submit', { inForm: true }),
      control('BUTTON', 'button', { root: false }),
      { closest: () => null },
    ]) {
      const event = click(target);
      onClick(event);
      expect(event.stopped).toEqual({ prevented: false, stopped: false });
    }
    expect(window.__ondaTaps).toEqual([]);
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

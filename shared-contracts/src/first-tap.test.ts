import { INTERACTIVE_MARK, LIVE_ATTR, markLive, noteInteractive, TAP_QUEUE } from './first-tap';

/** The page as the server sent it: the shell's root holding a remote's container. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="toggle">Buscar</button>
      <div data-version="1.0.0-news"><button type="button" id="like">Curtir</button></div>
    </div>`;
  const clicks: string[] = [];
  for (const button of document.querySelectorAll('button')) {
    button.addEventListener('click', () => clicks.push(button.id));
    // A tap is a press before the click: the press has React hydrate the part first.
    button.addEventListener('mousedown', () => clicks.push(`press ${button.id}`));
  }
  const element = (selector: string) => document.querySelector(selector) as HTMLElement;
  return { clicks, element };
}

/** jsdom has no User Timing: the marks the page sets, by name. */
let marks: string[] = [];
beforeEach(() => {
  marks = [];
  Object.assign(performance, {
    mark: (name: string) => marks.push(name),
    getEntriesByName: (name: string) => marks.filter((mark) => mark === name),
  });
});

/** The taps come in a task of their own, after the hydrating root's effects. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('taps before hydration', () => {
  it('taps again, in order, the controls queued in the root that has just hydrated', async () => {
    const { clicks, element } = page();
    (window as unknown as Record<string, unknown>)[TAP_QUEUE] = [element('#like'), element('#toggle')];

    markLive(element('#root'));

    expect(clicks).toEqual([]);
    await nextTask();
    expect(clicks).toEqual(['press toggle', 'toggle']);
    expect(element('#root').hasAttribute(LIVE_ATTR)).toBe(true);
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(0);

    markLive(element('[data-version]'));
    await nextTask();

    expect(clicks).toEqual(['press toggle', 'toggle', 'press like', 'like']);
    expect((window as unknown as Record<string, unknown[]>)[TAP_QUEUE]).toEqual([]);
    // Every server-rendered part is live: the page is interactive, once.
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1);
    markLive(element('#root'));
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1);
  });

  it("is interactive once a part rendered afresh has replaced the server's", () => {
    const { element } = page();
    markLive(element('#root'));
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(0);

    // The remote could not hydrate its part (another time zone): it rendered it again, and the
    // server's copy left the page.
    element('[data-version]').remove();
    noteInteractive();

    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1);
  });

  it('leaves a toggle that, hydrated, already shows what the tap asked for', async () => {
    const { clicks, element } = page();
    const like = element('#like');
    like.setAttribute('aria-pressed', 'false');
    // Hydrated, the part shows this device's own state as the press reaches it.
    like.addEventListener('mousedown', () => like.setAttribute('aria-pressed', 'true'));
    (window as unknown as Record<string, unknown>)[TAP_QUEUE] = [like];

    markLive(element('[data-version]'));
    await nextTask();

    expect(clicks).toEqual(['press like']);
  });

  it('drops a queued control that is no longer in the page', async () => {
    const { clicks, element } = page();
    const gone = element('#toggle');
    (window as unknown as Record<string, unknown>)[TAP_QUEUE] = [gone];
    markLive(element('#root'));
    gone.remove();
    await nextTask();
    expect(clicks).toEqual([]);
  });
});

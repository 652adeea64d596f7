import { createBus } from 'shared-contracts';
import { startTracker, type TrackerDeps } from './tracker';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The server's short answer (jsdom has no Response): read records that its body was read. */
function answer() {
  const read = jest.fn(async () => new ArrayBuffer(0));
  return { ok: true, status: 202, arrayBuffer: read } as unknown as Response & { arrayBuffer: typeof read };
}

function setup(extra: Partial<TrackerDeps> = {}) {
  const bus = createBus();
  const fetched: string[] = [];
  const beacons: Record<string, string>[] = [];
  const dataLayer: Record<string, unknown>[] = [];
  let clock = 1_000;
  const tracker = startTracker({
    bus,
    fetch: jest.fn(async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      return answer();
    }),
    sendBeacon: (_url, data) => {
      beacons.push(Object.fromEntries(data));
      return true;
    },
    probe: async () => ({ blocked: false, ran: true }),
    dataLayer,
    landing: { utm_campaign: 'verao' },
    savesData: () => true,
    os: 'android',
    now: () => clock,
    random: () => 0,
    ...extra,
  });
  return { bus, tracker, fetched, beacons, dataLayer, advance: (ms: number) => (clock += ms) };
}

describe('the tracker', () => {
  it('pushes a page view to the data layer and the pixel, with status, dataLess and the campaign', async () => {
    const { tracker, fetched, dataLayer } = setup();
    tracker.pageView({ path: '/sports', title: 'Placar | Onda', status: 200 });
    await tick();
    await tick();
    expect(dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/sports',
        page_title: 'Placar | Onda',
        status: 200,
        dataLess: { init: true, status: 'on', results: true },
      },
    ]);
    const pixel = new URL(fetched[0] ?? '', 'http://x');
    expect([
      pixel.pathname,
      pixel.searchParams.get('section'),
      pixel.searchParams.get('utm_campaign'),
    ]).toEqual(['/api/v3/tagger/pixel.gif', 'sports', 'verao']);
  });

  it('reads every answer to its end, so no call stays open after the next one goes out', async () => {
    const answers: ReturnType<typeof answer>[] = [];
    const { bus, tracker } = setup({
      fetch: jest.fn(async () => {
        answers.push(answer());
        return answers[answers.length - 1] as Response;
      }),
    });
    tracker.pageView({ path: '/', title: 'Início', status: 200 });
    bus.publish('article.opened', 1, { id: 'abc', kind: 'news', title: 'Uma matéria' });
    for (let i = 0; i < 10; i++) await tick();
    expect(answers.map((sent) => sent.arrayBuffer.mock.calls.length)).toEqual([1, 1]);
  });

  it('sends a read with the time on screen, by beacon, when the reader leaves', async () => {
    const { bus, tracker, beacons, advance } = setup();
    bus.publish('article.opened', 1, { id: 'abc', kind: 'news', title: 'Uma matéria' });
    advance(30_150);
    tracker.leave();
    await tick();
    const read = beacons.find((beacon) => beacon.event === 'read');
    expect(read).toEqual(
      expect.objectContaining({
        id: 'abc',
        cx: 'news_stories',
        duration: '30000',
        articleTitle: 'Uma matéria',
      }),
    );
  });

  it('runs the probe before its first event and reports it once', async () => {
    const probe = jest.fn(async () => ({ blocked: true, ran: true }));
    const { tracker, beacons } = setup({ probe });
    tracker.pageView({ path: '/', title: 'Início', status: 200 });
    tracker.pageView({ path: '/tv', title: 'TV', status: 200 });
    for (let i = 0; i < 6; i++) await tick();
    expect([probe.mock.calls.length, beacons.filter((b) => b.event === 'adblock')]).toEqual([
      1,
      [expect.objectContaining({ blocked: '1' })],
    ]);
  });

  it('sends nothing more once stopped (consent withdrawn)', async () => {
    const { bus, tracker, fetched, beacons } = setup();
    tracker.stop();
    bus.publish('article.opened', 1, { id: 'abc', kind: 'video', title: 'Um vídeo' });
    tracker.leave();
    await tick();
    expect([fetched, beacons]).toEqual([[], []]);
  });
});

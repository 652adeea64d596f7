import { createHealthBeacon } from './health-beacon';

function setup(sampled = true) {
  const sent: unknown[] = [];
  const timers: (() => void)[] = [];
  const beacon = createHealthBeacon({
    sampled,
    send: (body) => sent.push(JSON.parse(body)),
    schedule: (run) => timers.push(run),
  });
  return { beacon, sent, runTimers: () => timers.splice(0).forEach((run) => run()) };
}

describe('health beacon', () => {
  it('sends one outcome per remote version, together, after a delay', () => {
    const { beacon, sent, runTimers } = setup();
    beacon.report('mf-news', '0.1.0-a', 'ok');
    beacon.report('mf-rewards', '0.1.0-b', 'ok');
    expect(sent).toEqual([]);
    runTimers();
    expect(sent).toEqual([
      {
        reports: [
          { remote: 'mf-news', version: '0.1.0-a', outcome: 'ok' },
          { remote: 'mf-rewards', version: '0.1.0-b', outcome: 'ok' },
        ],
      },
    ]);
  });

  it('lets a failure replace a pending ok, and never reports a failure twice', () => {
    const { beacon, sent, runTimers } = setup();
    beacon.report('mf-tv', '0.1.0-c', 'ok');
    beacon.report('mf-tv', '0.1.0-c', 'crash');
    beacon.report('mf-tv', '0.1.0-c', 'ok');
    runTimers();
    beacon.report('mf-tv', '0.1.0-c', 'load');
    beacon.flush();
    expect(sent).toEqual([{ reports: [{ remote: 'mf-tv', version: '0.1.0-c', outcome: 'crash' }] }]);
  });

  it('corrects an ok already sent when the remote fails later, once', () => {
    const { beacon, sent, runTimers } = setup();
    beacon.report('mf-news', '0.1.0-a', 'ok');
    runTimers();
    beacon.report('mf-news', '0.1.0-a', 'ok');
    beacon.report('mf-news', '0.1.0-a', 'crash');
    runTimers();
    beacon.report('mf-news', '0.1.0-a', 'crash');
    beacon.flush();
    expect(sent).toEqual([
      { reports: [{ remote: 'mf-news', version: '0.1.0-a', outcome: 'ok' }] },
      { reports: [{ remote: 'mf-news', version: '0.1.0-a', outcome: 'crash', corrects: true }] },
    ]);
  });

  it('sends nothing from a page view outside the sample', () => {
    const { beacon, sent, runTimers } = setup(false);
    beacon.report('mf-news', '0.1.0-a', 'load');
    runTimers();
    beacon.flush();
    expect(sent).toEqual([]);
  });
});

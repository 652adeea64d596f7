import { createTrackingQueue, type TrackEvent } from './queue';

const event = (articleTitle: string): TrackEvent => ({
  articleTitle,
  call: 'trk',
  params: { id: articleTitle },
});

/** A sender whose calls the test completes one by one. */
function controlledSend() {
  const calls: { event: TrackEvent; done: () => void }[] = [];
  const send = (e: TrackEvent) => new Promise<void>((resolve) => calls.push({ event: e, done: resolve }));
  return { send, calls };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tracking queue', () => {
  it('sends one event at a time and the waiting ones after it', async () => {
    const { send, calls } = controlledSend();
    const queue = createTrackingQueue({ send });
    queue.push(event('a'));
    queue.push(event('b'));
    queue.push(event('c'));
    await tick();
    expect([calls.map((c) => c.event.articleTitle), queue.pending(), queue.loading()]).toEqual([
      ['a'],
      2,
      true,
    ]);
    calls[0]?.done();
    await tick();
    expect(calls.map((c) => c.event.articleTitle)).toEqual(['a', 'b']);
    calls[1]?.done();
    await tick();
    calls[2]?.done();
    await tick();
    expect([calls.length, queue.pending(), queue.loading()]).toEqual([3, 0, false]);
  });

  it('drops an event without an articleTitle', async () => {
    const { send, calls } = controlledSend();
    const queue = createTrackingQueue({ send });
    expect([queue.push(event('')), queue.push(event('   '))]).toEqual([false, false]);
    await tick();
    expect(calls).toEqual([]);
  });

  it('runs the probe before the first event only, and goes on when a send fails', async () => {
    const order: string[] = [];
    const queue = createTrackingQueue({
      beforeFirst: async () => void order.push('probe'),
      send: async (e) => {
        order.push(e.articleTitle);
        if (e.articleTitle === 'a') throw new Error('offline');
      },
    });
    queue.push(event('a'));
    queue.push(event('b'));
    await tick();
    await tick();
    queue.push(event('c'));
    await tick();
    expect(order).toEqual(['probe', 'a', 'b', 'c']);
  });

  it('hands the waiting events over when the page is left', async () => {
    const { send } = controlledSend();
    const queue = createTrackingQueue({ send });
    queue.push(event('a'));
    queue.push(event('b'));
    await tick();
    expect([queue.drain().map((e) => e.articleTitle), queue.pending()]).toEqual([['b'], 0]);
  });
});

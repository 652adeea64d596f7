import { game } from '../test/events';
import { applySnapshot, applyUpdate } from './mergeScores';

const live = (home: number, away: number, minute = 60) =>
  game('a', 'br', { status: 'playing', period: '2nd half', minute }, home, away);

describe('applying live updates', () => {
  it('replaces a game and reports a new score', () => {
    const { events, changes } = applyUpdate([live(0, 0)], live(1, 0));
    expect(events[0]?.scores[0]?.value).toBe(1);
    expect(changes).toEqual([{ kind: 'score', event: live(1, 0) }]);
  });

  it('drops an update whose version is already on screen', () => {
    const before = [live(1, 0)];
    expect(applyUpdate(before, live(1, 0)).events).toBe(before);
  });

  it('updates the minute without announcing it', () => {
    const { events, changes } = applyUpdate([live(1, 0, 60)], live(1, 0, 61));
    expect(events[0]?.status.minute).toBe(61);
    expect(changes).toEqual([]);
  });

  it('announces a status change such as the final whistle', () => {
    const final = game('a', 'br', { status: 'final' }, 1, 0);
    expect(applyUpdate([live(1, 0)], final).changes).toEqual([{ kind: 'status', event: final }]);
  });

  it('adds unknown games only when accepted', () => {
    expect(applyUpdate([], live(0, 0)).events).toEqual([]);
    expect(applyUpdate([], live(0, 0), () => true).events).toHaveLength(1);
  });

  it('takes a polled list whole and reports its differences', () => {
    const { events, changes } = applySnapshot([live(0, 0)], [live(0, 1)]);
    expect(events).toEqual([live(0, 1)]);
    expect(changes.map((c) => c.kind)).toEqual(['score']);
  });
});

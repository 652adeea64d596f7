import { countdown, IDLE, type CountdownState } from './countdown';

const run = (state: CountdownState, ...events: Parameters<typeof countdown>[1][]) =>
  events.reduce(countdown, state);

describe('autoplay-next countdown', () => {
  it('shows 5 when a video ends and counts down once per tick', () => {
    const shown = countdown(IDLE, { type: 'ended', autoplay: true });
    expect(shown).toEqual({ overlay: 'showing', counter: 5 });
    expect(run(shown, { type: 'tick' }, { type: 'tick' })).toEqual({ overlay: 'showing', counter: 3 });
  });

  it('is done at 0: the next video plays', () => {
    const shown = countdown(IDLE, { type: 'ended', autoplay: true });
    const ticks = Array.from({ length: 5 }, () => ({ type: 'tick' }) as const);
    expect(run(shown, ...ticks)).toEqual({ overlay: 'done', counter: 0 });
  });

  it('cancel hides the overlay with counter -1 and stops the ticks', () => {
    const cancelled = run(IDLE, { type: 'ended', autoplay: true }, { type: 'tick' }, { type: 'cancel' });
    expect(cancelled).toEqual({ overlay: 'hidden', counter: -1 });
    expect(countdown(cancelled, { type: 'tick' })).toBe(cancelled);
  });

  it('restart sets 5 and shows the overlay again', () => {
    const restarted = run(IDLE, { type: 'ended', autoplay: true }, { type: 'cancel' }, { type: 'restart' });
    expect(restarted).toEqual({ overlay: 'showing', counter: 5 });
  });

  it('does not count without autoplay (data saver), and resets for a new video', () => {
    const offered = countdown(IDLE, { type: 'ended', autoplay: false });
    expect(offered).toEqual({ overlay: 'hidden', counter: -1 });
    expect(countdown(offered, { type: 'reset' })).toBe(IDLE);
  });

  it('ignores ticks while a video plays', () => {
    expect(countdown(IDLE, { type: 'tick' })).toBe(IDLE);
  });
});

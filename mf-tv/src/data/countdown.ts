/**
 * The autoplay-next countdown (spec 4 "TV next-video countdown"; spec 9: 5 s, 1 s tick): when a
 * video ends the overlay shows the next one and counts 5 → 0 once a second while showing; at 0
 * the next video plays. Cancel hides the overlay and sets the counter to -1; Restart sets 5 and
 * shows it again. 'idle' is the state while a video plays.
 */
export const COUNTDOWN_START = 5;
export const COUNTDOWN_TICK_MS = 1000;

export type CountdownState =
  | { readonly overlay: 'idle'; readonly counter: number }
  | { readonly overlay: 'showing'; readonly counter: number }
  | { readonly overlay: 'hidden'; readonly counter: -1 }
  | { readonly overlay: 'done'; readonly counter: 0 };

export type CountdownEvent =
  | { readonly type: 'ended'; readonly autoplay: boolean }
  | { readonly type: 'tick' }
  | { readonly type: 'cancel' }
  | { readonly type: 'restart' }
  | { readonly type: 'reset' };

export const IDLE: CountdownState = { overlay: 'idle', counter: COUNTDOWN_START };

export function countdown(state: CountdownState, event: CountdownEvent): CountdownState {
  switch (event.type) {
    case 'ended':
      // Without autoplay (data saver) the next video is offered, not counted down to.
      return event.autoplay
        ? { overlay: 'showing', counter: COUNTDOWN_START }
        : { overlay: 'hidden', counter: -1 };
    case 'tick':
      if (state.overlay !== 'showing') return state;
      return state.counter <= 1
        ? { overlay: 'done', counter: 0 }
        : { overlay: 'showing', counter: state.counter - 1 };
    case 'cancel':
      return state.overlay === 'showing' ? { overlay: 'hidden', counter: -1 } : state;
    case 'restart':
      return state.overlay === 'hidden' ? { overlay: 'showing', counter: COUNTDOWN_START } : state;
    case 'reset':
      return IDLE;
  }
}

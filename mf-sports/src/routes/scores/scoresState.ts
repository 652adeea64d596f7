/** The scores page's state: what loaded, what the live feed changed since, and how it connects. */
import type { SportingEvent } from 'shared-contracts';
import type { Load } from 'shared-contracts/remote-kit';
import type { FeedState } from '../../data/liveFeed';
import { applySnapshot, applyUpdate, type Merged, type ScoreChange } from '../../data/mergeScores';

export interface ScoresState {
  readonly key: string;
  readonly load: Load<readonly SportingEvent[]>;
  /** When the games on screen were last known current (ms since epoch). */
  readonly updatedAt: number;
  /** Recent changes for the announcer (newest last, a short window). */
  readonly changes: readonly ScoreChange[];
  readonly feed: FeedState | null;
}

export type ScoresAction =
  | { readonly type: 'reset'; readonly key: string }
  | { readonly type: 'loaded'; readonly key: string; readonly events: readonly SportingEvent[] }
  | { readonly type: 'failed'; readonly key: string; readonly httpStatus: number; readonly code: string }
  | { readonly type: 'snapshot'; readonly events: readonly SportingEvent[] }
  | {
      readonly type: 'update';
      readonly event: SportingEvent;
      readonly accept?: (event: SportingEvent) => boolean;
    }
  | { readonly type: 'feed'; readonly feed: FeedState | null };

const KEEP_CHANGES = 10;

export const initialScores = (key: string): ScoresState => ({
  key,
  load: { status: 'loading' },
  updatedAt: Date.now(),
  changes: [],
  feed: null,
});

function merged(state: ScoresState, result: Merged): ScoresState {
  return {
    ...state,
    load: { status: 'ready', data: result.events },
    updatedAt: Date.now(),
    changes:
      result.changes.length > 0 ? [...state.changes, ...result.changes].slice(-KEEP_CHANGES) : state.changes,
  };
}

export function scoresReducer(state: ScoresState, action: ScoresAction): ScoresState {
  switch (action.type) {
    case 'reset':
      return initialScores(action.key);
    case 'loaded':
      if (action.key !== state.key) return state;
      return { ...state, load: { status: 'ready', data: action.events }, updatedAt: Date.now() };
    case 'failed':
      if (action.key !== state.key) return state;
      return { ...state, load: { status: 'failed', httpStatus: action.httpStatus, code: action.code } };
    case 'snapshot':
      if (state.load.status !== 'ready') return state;
      return merged(state, applySnapshot(state.load.data, action.events));
    case 'update':
      if (state.load.status !== 'ready') return state;
      return merged(state, applyUpdate(state.load.data, action.event, action.accept));
    case 'feed':
      return { ...state, feed: action.feed };
  }
}

/**
 * What a page loads of measurement and ads (bridge.ts): nothing until the reader's consent allows
 * measurement or an ad slot comes near the screen.
 */
import { BehaviorSubject } from 'rxjs';
import type { ConsentState } from 'shared-contracts';
import type { SlotWatcherDeps } from '../ads/watch-slots';
import type { Platform } from '../platform/context';
import type * as BridgeModule from './bridge';

const measurement = { pageView: jest.fn(), fill: jest.fn(), stop: jest.fn() };
const startMeasurement = jest.fn(() => measurement);
jest.mock('./measurement', () => ({ startMeasurement }));
let watcher: SlotWatcherDeps | undefined;
jest.mock('../ads/watch-slots', () => ({
  watchAdSlots: (deps: SlotWatcherDeps) => {
    watcher = deps;
    return () => undefined;
  },
}));
jest.mock('../remotes/widget-timing', () => ({
  afterPageIsInteractive: (run: () => void) => {
    run();
    return () => undefined;
  },
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mocks above
const { startMeasurementLater } = require('./bridge') as typeof BridgeModule;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function choice(measurementAllowed: boolean, ads = false): ConsentState {
  return {
    choices: { measurement: measurementAllowed, ads, push: false },
    policyVersion: 1,
    decidedAt: Date.now(),
  } as ConsentState;
}

function page(consent: ConsentState | null) {
  const consent$ = new BehaviorSubject<ConsentState | null>(consent);
  const platform = {
    consent: { consent$, current: () => consent$.value },
    bus: {},
    services: {},
  } as unknown as Pick<Platform, 'consent' | 'bus' | 'services'>;
  return { consent$, bridge: startMeasurementLater(platform) };
}

beforeEach(() => {
  startMeasurement.mockClear();
  measurement.pageView.mockClear();
  measurement.fill.mockClear();
  watcher = undefined;
});

test('a reader without consent and no ad near the screen loads nothing', async () => {
  const { bridge } = page(null);
  bridge.pageView('/', false);
  await flush();
  expect(startMeasurement).not.toHaveBeenCalled();
});

test('consent to ads alone loads nothing until a slot needs filling', async () => {
  page(choice(false, true));
  await flush();
  expect(startMeasurement).not.toHaveBeenCalled();
});

test('consent to measurement loads it, with the page the reader is on', async () => {
  const { consent$, bridge } = page(null);
  bridge.pageView('/tv', false);
  consent$.next(choice(true));
  await flush();
  expect(startMeasurement).toHaveBeenCalledTimes(1);
  expect(measurement.pageView).toHaveBeenCalledWith('/tv', false);
  consent$.next(choice(true, true));
  await flush();
  expect(startMeasurement).toHaveBeenCalledTimes(1);
});

test('a slot near the screen loads it once and fills the slot for its page', async () => {
  const { bridge } = page(null);
  const slot = document.createElement('div');
  window.history.replaceState(null, '', '/sports/standings');
  watcher?.fill([slot]);
  window.history.replaceState(null, '', '/tv');
  watcher?.fill([slot]);
  await flush();
  expect(startMeasurement).toHaveBeenCalledTimes(1);
  expect(measurement.fill).toHaveBeenNthCalledWith(1, [slot], '/sports/standings');
  expect(measurement.fill).toHaveBeenNthCalledWith(2, [slot], '/tv');
  bridge.pageView('/tv', false);
  expect(measurement.pageView).toHaveBeenCalledWith('/tv', false);
});

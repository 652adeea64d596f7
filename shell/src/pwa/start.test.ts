/**
 * The service worker is installed for readers who stay (start.ts): a one-page visit never loads
 * its registration code; a second page, a later visit or the bell's token request does.
 */
import { createBus, STORAGE } from 'shared-contracts';
import type { Platform } from '../platform/context';
import type * as StartModule from './start';

const registerServiceWorker = jest.fn(() => Promise.resolve());
jest.mock('./register', () => ({ registerServiceWorker }));
jest.mock('./push', () => ({ requestPushToken: jest.fn(), recheckPush: jest.fn() }));
jest.mock('../remotes/widget-timing', () => ({
  afterPageIsInteractive: (run: () => void) => {
    run();
    return () => undefined;
  },
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mocks above
const { startServiceWorker } = require('./start') as typeof StartModule;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function platform(): Platform {
  return { bus: createBus(), services: { locale: 'pt' } } as unknown as Platform;
}

function withWorkerSupport(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
}

const goTo = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
};

beforeEach(() => {
  registerServiceWorker.mockClear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  withWorkerSupport(null);
});

// First: a page left listening by a later test would register on this one's navigation.
test('a browser without service workers never loads the registration', async () => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  startServiceWorker(platform());
  goTo('/tv');
  await flush();
  expect(registerServiceWorker).not.toHaveBeenCalled();
});

test('a first visit installs nothing until the reader opens another page', async () => {
  startServiceWorker(platform());
  // The first page's own routing event (its apps mounted) is no move.
  window.dispatchEvent(new Event('single-spa:routing-event'));
  window.history.replaceState(null, '', '/?q=copa');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  await flush();
  expect(registerServiceWorker).not.toHaveBeenCalled();
  expect(localStorage.getItem(STORAGE.visited)).toBe('1');

  goTo('/tv');
  await flush();
  goTo('/sports');
  await flush();
  expect(registerServiceWorker).toHaveBeenCalledTimes(1);
});

test('a later visit installs the worker on its first page', async () => {
  localStorage.setItem(STORAGE.visited, '1');
  startServiceWorker(platform());
  await flush();
  expect(registerServiceWorker).toHaveBeenCalledTimes(1);
});

test('a page a worker controls registers at once (its update checks)', async () => {
  withWorkerSupport({ state: 'activated' });
  startServiceWorker(platform());
  await flush();
  expect(registerServiceWorker).toHaveBeenCalledTimes(1);
});

test.each([
  [
    'the bell asking for a push token',
    (page: Platform) => page.bus.publish('push.tokenRequested', 1, { source: 'bell' }),
  ],
  [
    'a story saved for later (it reads offline through it)',
    (page: Platform) => page.bus.publish('article.savedForLater', 1, { id: 'folha-000001' }),
  ],
] as const)('%s installs the worker on a first page, once', async (_, ask) => {
  const page = platform();
  startServiceWorker(page);
  ask(page);
  await flush();
  expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  goTo('/tv');
  await flush();
  expect(registerServiceWorker).toHaveBeenCalledTimes(1);
});

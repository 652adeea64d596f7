import { act } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { createBus, FALLBACK_SITE_CONFIG, type PlatformServices } from '../index';
import { defineRemote } from './define-remote';

const services: PlatformServices = {
  session$: new BehaviorSubject({ signedIn: false }),
  psid: 'test-psid',
  locale: 'pt',
  config: FALLBACK_SITE_CONFIG,
  api: { url: () => '', request: async () => ({ ok: false, status: 0, code: 'NETWORK', message: '' }) },
  navigate: () => undefined,
};

/** Mounts a remote whose page code loads through `preload`; returns what happened, in order. */
async function mountWith(preload: (pathname: string) => Promise<void>) {
  const order: string[] = [];
  const lifecycles = defineRemote({
    cacheKey: 'test',
    slot: 'page',
    messages: { pt: {}, en: {}, es: {} },
    Root: () => {
      order.push('render');
      return <p>página</p>;
    },
    preload: (pathname) => {
      order.push(`preload ${pathname}`);
      return preload(pathname);
    },
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const props = {
    name: 'mf-news-test',
    remote: 'mf-news' as const,
    version: 'test',
    bus: createBus(),
    services,
    domElement,
    singleSpa: {},
    mountParcel: jest.fn(),
  };
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    await lifecycles.bootstrap(props);
    mounted = lifecycles.mount(props);
  });
  return { order, mounted, domElement, unmount: () => act(() => lifecycles.unmount(props)) };
}

describe('a remote whose page code loads on first use', () => {
  beforeEach(() => window.history.replaceState(null, '', '/search/relevance/brasil'));

  it("loads the current page's code before its first render (or hydration)", async () => {
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { order, mounted, domElement, unmount } = await mountWith(() => arrived);
    expect(order).toEqual(['preload /search/relevance/brasil']);
    await act(async () => arrive());
    await act(() => mounted);
    expect(order).toEqual(['preload /search/relevance/brasil', 'render']);
    expect(domElement.textContent).toBe('página');
    await unmount();
  });

  it('still mounts when the code fails to load: the render meets the failure, as without preloading', async () => {
    const { order, mounted, unmount } = await mountWith(() => Promise.reject(new Error('chunk failed')));
    await act(() => mounted);
    expect(order).toEqual(['preload /search/relevance/brasil', 'render']);
    await unmount();
  });
});

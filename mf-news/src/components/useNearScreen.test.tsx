import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useNearScreen } from './useNearScreen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function Probe({ what }: { what: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, what);
  return <div ref={ref}>{near ? `near ${what}` : 'far'}</div>;
}

describe('useNearScreen', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    observers = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('turns true once the element nears the screen, and again only for the next story', () => {
    const { container, rerender } = render(<Probe what="a" />);
    expect(container.textContent).toBe('far');
    expect(observers[0]?.options?.rootMargin).toBe('400px 0px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(container.textContent).toBe('far');
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(container.textContent).toBe('near a');
    expect(observers[0]?.disconnected).toBe(true);

    rerender(<Probe what="b" />);
    expect(container.textContent).toBe('far');
    act(() => observers[1]?.callback([{ isIntersecting: true }]));
    expect(container.textContent).toBe('near b');
  });

  it('is true right away without IntersectionObserver', async () => {
    // @ts-expect-error -- a browser without it
    delete globalThis.IntersectionObserver;
    const { findByText } = render(<Probe what="a" />);
    expect(await findByText('near a')).toBeTruthy();
  });
});

import { act, renderHook } from '@testing-library/react';
import { useIsDesktop } from './useIsDesktop';

function resizeTo(width: number): void {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeTo(1024));

describe('useIsDesktop', () => {
  it('is false at 1278 px', () => {
    resizeTo(1278);
    const { result } = renderHook(() => useIsDesktop());
    expect(result.current).toBe(false);
  });

  it('turns true when the window grows past 1278 px', () => {
    resizeTo(1024);
    const { result } = renderHook(() => useIsDesktop());
    resizeTo(1279);
    expect(result.current).toBe(true);
  });
});

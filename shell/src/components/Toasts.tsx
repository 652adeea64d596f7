/**
 * Transient notices published by any part of the page on the bus ('toast.show' v1; spec 3 "Toast",
 * spec 4). Info and success are announced politely, errors assertively. Each toast is a button:
 * click, Enter or Space dismisses it. At the bottom on mobile, top right on desktop (spec 9).
 */
import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/catalogues';
import { usePlatform } from '../platform/context';
import { color, onColor, type ColorName } from '../theme/colors';
import { useIsDesktop } from '../theme/useIsDesktop';
import { toastDuration, type Toast } from './toastDuration';

interface ShownToast extends Toast {
  readonly id: number;
}

const BACKGROUND: Record<Toast['status'], ColorName> = { info: 'header', success: 'brand', error: 'error' };

const stackStyle = css`
  position: fixed;
  z-index: 900;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  pointer-events: none;
`;
const bottomStyle = css`
  left: 0.5rem;
  right: 0.5rem;
  bottom: 0.5rem;
`;
// Below the 56 px header bar, so the user menu stays reachable.
const topRightStyle = css`
  top: 4.5rem;
  right: 1rem;
  width: 24rem;
`;
const toastStyle = (status: Toast['status']) => css`
  pointer-events: auto;
  display: block;
  width: 100%;
  padding: 0.75rem 1rem;
  border: 0;
  border-radius: 8px;
  font: inherit;
  text-align: left;
  cursor: pointer;
  box-shadow: 0 4px 12px rgb(0 0 0 / 20%);
  background: ${color[BACKGROUND[status]]};
  color: ${onColor[BACKGROUND[status]]};
  strong,
  span {
    display: block;
  }
`;

export function Toasts() {
  const t = useT();
  const { bus } = usePlatform();
  const isDesktop = useIsDesktop();
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    let nextId = 0;
    const sub = bus.on('toast.show', 1).subscribe((toast) => {
      const id = ++nextId;
      setToasts((list) => [...list, { ...toast, id }]);
      pending.set(
        id,
        setTimeout(() => dismiss(id), toastDuration(toast)),
      );
    });
    return () => {
      sub.unsubscribe();
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, [bus, dismiss]);

  const render = (list: readonly ShownToast[]) =>
    list.map((toast) => (
      <button key={toast.id} type="button" css={toastStyle(toast.status)} onClick={() => dismiss(toast.id)}>
        <strong>{toast.message}</strong>
        {toast.body ? <span>{toast.body}</span> : null}
      </button>
    ));

  // Both live regions stay in the DOM so that screen readers notice what is added to them.
  return (
    <div
      css={[stackStyle, isDesktop ? topRightStyle : bottomStyle]}
      data-placement={isDesktop ? 'top' : 'bottom'}
    >
      <div role="status" aria-label={t('toasts.label')}>
        {render(toasts.filter((toast) => toast.status !== 'error'))}
      </div>
      <div role="alert">{render(toasts.filter((toast) => toast.status === 'error'))}</div>
    </div>
  );
}

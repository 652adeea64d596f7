import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventBus } from 'shared-contracts';
import { renderWithShell } from '../test/render';
import { Toasts } from './Toasts';

const show = (bus: EventBus, payload: Parameters<typeof bus.publish<'toast.show', 1>>[2]) =>
  act(() => {
    bus.publish('toast.show', 1, payload);
  });
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.innerWidth = 1024;
});

describe('Toasts', () => {
  it('announces an info toast politely', () => {
    const { bus } = renderWithShell(<Toasts />);
    show(bus, { message: 'Salvo para ler depois', status: 'info' });
    expect(
      within(screen.getByRole('status')).getByRole('button', { name: 'Salvo para ler depois' }),
    ).toBeVisible();
  });

  it('announces an error toast as an alert', () => {
    const { bus } = renderWithShell(<Toasts />);
    show(bus, { message: 'Algo deu errado', status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado');
  });

  it('hides a plain toast after 2500 ms', () => {
    const { bus } = renderWithShell(<Toasts />);
    show(bus, { message: 'Pronto', status: 'success' });
    wait(2499);
    expect(screen.getByRole('button', { name: 'Pronto' })).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('button', { name: 'Pronto' })).not.toBeInTheDocument();
  });

  it('keeps a toast with a body for 16000 ms', () => {
    const { bus } = renderWithShell(<Toasts />);
    show(bus, { message: 'Gol!', body: 'Flamengo 1 x 0 Vasco', status: 'info' });
    wait(15999);
    expect(screen.getByRole('button', { name: /Gol!/ })).toHaveTextContent('Flamengo 1 x 0 Vasco');
    wait(1);
    expect(screen.queryByRole('button', { name: /Gol!/ })).not.toBeInTheDocument();
  });

  it('dismisses a toast on click', async () => {
    const { bus } = renderWithShell(<Toasts />);
    show(bus, { message: 'Pronto', status: 'success' });
    await user().click(screen.getByRole('button', { name: 'Pronto' }));
    expect(screen.queryByRole('button', { name: 'Pronto' })).not.toBeInTheDocument();
  });

  it('dismisses a toast with the keyboard', async () => {
    const { bus } = renderWithShell(<Toasts />);
    show(bus, { message: 'Pronto', status: 'success' });
    screen.getByRole('button', { name: 'Pronto' }).focus();
    await user().keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Pronto' })).not.toBeInTheDocument();
  });

  it('sits at the bottom on mobile widths', () => {
    window.innerWidth = 1278;
    renderWithShell(<Toasts />);
    expect(screen.getByRole('status').parentElement).toHaveStyle({ bottom: '0.5rem' });
  });

  it('sits at the top on desktop widths', () => {
    window.innerWidth = 1279;
    renderWithShell(<Toasts />);
    expect(screen.getByRole('status').parentElement).toHaveStyle({ top: '4.5rem' });
  });
});

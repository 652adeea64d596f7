import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../test/render';
import { ProgressBar } from './ProgressBar';

const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const bar = () => screen.queryByRole('progressbar', { name: 'Carregando a página' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ProgressBar', () => {
  it('stays hidden for loads shorter than 200 ms', () => {
    const { rerender } = renderWithShell(<ProgressBar active />);
    wait(199);
    rerender(<ProgressBar active={false} />);
    wait(1000);
    expect(bar()).not.toBeInTheDocument();
  });

  it('appears after 200 ms of loading', () => {
    renderWithShell(<ProgressBar active />);
    wait(200);
    expect(bar()).toBeInTheDocument();
  });

  it('disappears 500 ms after loading stops', () => {
    const { rerender } = renderWithShell(<ProgressBar active />);
    wait(1000);
    rerender(<ProgressBar active={false} />);
    wait(499);
    expect(bar()).toBeInTheDocument();
    wait(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('gives up after 5 s even while still loading', () => {
    renderWithShell(<ProgressBar active />);
    wait(5000);
    wait(500);
    expect(bar()).not.toBeInTheDocument();
  });

  it('renders nothing while idle', () => {
    renderWithShell(<ProgressBar active={false} />);
    expect(bar()).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render';
import { RemoteFallback } from './RemoteFallback';

describe('RemoteFallback', () => {
  it('announces that the part of the site did not load', () => {
    renderWithShell(
      <RemoteFallback remote="mf-sports" version="1.2.0" locale="pt" onRetry={() => undefined} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Esta parte do site não carregou.');
  });

  it('calls onRetry from the retry button', async () => {
    const onRetry = jest.fn();
    renderWithShell(<RemoteFallback remote="mf-sports" version="1.2.0" locale="pt" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks the reader language', () => {
    renderWithShell(<RemoteFallback remote="mf-tv" version="2.0.0" locale="en" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first element reached with Tab', async () => {
    renderWithShell(<SkipLink />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveFocus();
  });

  it('moves focus to the main landmark', async () => {
    renderWithShell(
      <>
        <SkipLink />
        <main id="main" tabIndex={-1} />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Pular para o conteúdo' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

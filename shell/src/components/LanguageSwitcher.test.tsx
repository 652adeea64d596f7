import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('shows the current language', () => {
    renderWithShell(<LanguageSwitcher locale="pt" onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Português');
  });

  it('offers pt, en and es', () => {
    renderWithShell(<LanguageSwitcher locale="pt" onChange={jest.fn()} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Português',
      'English',
      'Español',
    ]);
  });

  it('reports the chosen language', async () => {
    const onChange = jest.fn();
    renderWithShell(<LanguageSwitcher locale="pt" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    expect(onChange).toHaveBeenCalledWith('en');
  });
});

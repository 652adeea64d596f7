import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TextField } from './TextField';

describe('the kit text field', () => {
  it('is named by its label and carries the input attributes it is given', () => {
    render(
      <TextField label="E-mail" name="email" type="email" autoComplete="email" defaultValue="ana@x.io" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveValue('ana@x.io');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('ties its error to the input and announces it', () => {
    render(<TextField label="Nome completo" name="full_name" error="Preenchimento obrigatório" />);
    const input = screen.getByRole('textbox', { name: 'Nome completo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Preenchimento obrigatório');
    expect(screen.getByRole('alert')).toHaveTextContent('Preenchimento obrigatório');
  });

  it('renders on the server with its label, input and error, before any script runs', () => {
    const html = renderToString(
      <TextField label="Senha" name="password" type="password" error="Senha invalida" />,
    );
    expect(html).toMatch(/<label for="([^"]+)">Senha<\/label>/);
    const id = /<label for="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(html).toContain(`id="${id}"`);
    expect(html).toContain(`aria-describedby="${id}-error"`);
    expect(html).toContain('Senha invalida');
  });
});

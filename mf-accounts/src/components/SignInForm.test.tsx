import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from './SignInForm';

describe('sign-in form', () => {
  it('shows the invalid e-mail message under the e-mail field', async () => {
    const user = userEvent.setup();
    await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await user.type(screen.getByLabelText('E-mail'), 'leitor@');
    await user.type(screen.getByLabelText('Senha'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(email).toHaveFocus();
  });

  it('shows the password length message under the password field', async () => {
    const user = userEvent.setup();
    await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await user.type(screen.getByLabelText('E-mail'), 'leitor@onda.example');
    await user.type(screen.getByLabelText('Senha'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(
      'Sua senha deve ter pelo menos 8 caracteres',
    );
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('publishes no toast while a field is wrong', async () => {
    const user = userEvent.setup();
    const { events } = await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Sua senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(events).toEqual([]);
  });

  it('tells the reader that signing in is not available yet when the form is valid', async () => {
    const user = userEvent.setup();
    const { events } = await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await user.type(screen.getByLabelText('E-mail'), 'leitor@onda.example');
    await user.type(screen.getByLabelText('Senha'), 'segredo123{Enter}');

    expect(events).toEqual([
      {
        type: 'toast.show',
        v: 1,
        payload: { status: 'error', message: 'O login ainda não está disponível.' },
      },
    ]);
  });

  it('clears a field error once the reader edits the field', async () => {
    const user = userEvent.setup();
    await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await user.type(screen.getByLabelText('E-mail'), 'a');

    expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
    expect(screen.getByText('Sua senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
  });
});

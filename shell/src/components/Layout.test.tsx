import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIES } from 'shared-contracts';
import { renderWithShell } from '../test/render';
import { Layout } from './Layout';

afterEach(() => {
  document.cookie = `${COOKIES.consent}=; Max-Age=0; Path=/`;
});

describe('Layout', () => {
  it('has the page landmarks', () => {
    renderWithShell(<Layout>conteúdo</Layout>);
    expect([
      screen.getByRole('banner'),
      screen.getByRole('navigation', { name: 'Tópicos' }),
      screen.getByRole('main'),
      screen.getByRole('contentinfo'),
    ]).toHaveLength(4);
  });

  it('renders the page inside main', () => {
    renderWithShell(
      <Layout>
        <h1>Destaques</h1>
      </Layout>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Destaques' }));
  });

  it('greets the signed-in reader from the session', () => {
    renderWithShell(<Layout>x</Layout>, { session: { signedIn: true, email: 'rui@example.com' } });
    expect(screen.getByRole('button', { name: 'Olá, rui' })).toBeInTheDocument();
  });

  it('signs out through the platform', async () => {
    const { signOut } = renderWithShell(<Layout>x</Layout>, {
      session: { signedIn: true, email: 'rui@example.com' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Olá, rui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('switches the language through the platform', async () => {
    const { setLocale } = renderWithShell(<Layout>x</Layout>);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(setLocale).toHaveBeenCalledWith('en');
  });

  it('opens the search slot from the search button', async () => {
    renderWithShell(<Layout searchSlot={<input aria-label="Pesquisar notícias" />}>x</Layout>);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('textbox', { name: 'Pesquisar notícias' })).toBeVisible();
  });

  it('shows toasts published on the bus', () => {
    const { bus } = renderWithShell(<Layout>x</Layout>);
    act(() => {
      bus.publish('toast.show', 1, { message: 'Você ganhou 50MB', status: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Você ganhou 50MB');
  });

  it('asks for cookie consent', () => {
    renderWithShell(<Layout>x</Layout>);
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeInTheDocument();
  });
});

describe('Layout search', () => {
  it('closes the search drop-down on navigation', async () => {
    renderWithShell(<Layout searchSlot={<input aria-label="Pesquisar notícias" />}>x</Layout>);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await userEvent.click(screen.getByRole('link', { name: 'TV' }));
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the search drop-down when the search widget is dismissed', async () => {
    const { bus } = renderWithShell(
      <Layout searchSlot={<input aria-label="Pesquisar notícias" />}>x</Layout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      bus.publish('search.dismissed', 1, {});
    });
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the keyboard in the search field when the drop-down opens', async () => {
    renderWithShell(<Layout searchSlot={<input aria-label="Pesquisar notícias" />}>x</Layout>);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('textbox', { name: 'Pesquisar notícias' })).toHaveFocus();
  });
});

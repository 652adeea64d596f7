import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_SITE_CONFIG, type Session } from 'shared-contracts';
import { renderWithShell } from '../test/render';
import { Header, type HeaderProps } from './Header';

function renderHeader(overrides: Partial<HeaderProps> = {}, session: Session = { signedIn: false }) {
  const props: HeaderProps = {
    config: FALLBACK_SITE_CONFIG,
    session,
    onSignOut: jest.fn(),
    searchOpen: false,
    onToggleSearch: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithShell(<Header {...props} />) };
}

describe('Header', () => {
  it('is the banner landmark', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  // Which of the mobile and desktop parts shows is decided by CSS media queries (checked in a
  // real browser by infra/e2e/mobile.spec.ts; jsdom applies no media query, so the desktop part
  // counts as hidden here); here, that each part holds what it should.
  const part = (viewport: 'mobile' | 'desktop') => [
    ...document.querySelectorAll<HTMLElement>(`[data-viewport="${viewport}"]`),
  ];

  it('shows the logo named after the site, 109 px wide by default (90 px on desktop, by CSS)', () => {
    renderHeader();
    expect(screen.getByRole('img', { name: 'Onda Notícias' })).toHaveAttribute('width', '109');
  });

  it('links the logo home', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Onda Notícias' })).toHaveAttribute('href', '/');
  });

  it('offers the hamburger and the soccer link on mobile', () => {
    renderHeader();
    const [menu, sports] = part('mobile');
    expect(within(menu!).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(sports!).getByRole('link', { name: 'Esportes' })).toHaveAttribute('href', '/sports');
  });

  it('offers TV, Sports and Favorites links on desktop, and no hamburger there', () => {
    renderHeader();
    const [desktop] = part('desktop');
    const nav = within(desktop!).getByRole('navigation', { name: 'Principal', hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(['TV', 'Esportes', 'Favoritos']);
    expect(within(desktop!).queryByRole('button', { name: 'Menu', hidden: true })).not.toBeInTheDocument();
  });

  it('navigates client-side from a header link', async () => {
    const { location } = renderHeader();
    await userEvent.click(within(part('desktop')[0]!).getByRole('link', { name: 'TV', hidden: true }));
    expect(location().pathname).toBe('/tv');
  });

  it('asks to toggle the search from the search button', async () => {
    const { props } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar', expanded: false }));
    expect(props.onToggleSearch).toHaveBeenCalledTimes(1);
  });

  it('shows the search slot when the search is open', () => {
    renderHeader({ searchOpen: true, searchSlot: <input aria-label="Pesquisar notícias" /> });
    expect(screen.getByRole('textbox', { name: 'Pesquisar notícias' })).toBeVisible();
  });

  it('hides the search slot when the search is closed', () => {
    renderHeader({ searchOpen: false, searchSlot: <input aria-label="Pesquisar notícias" /> });
    expect(screen.queryByRole('textbox', { name: 'Pesquisar notícias' })).not.toBeInTheDocument();
  });

  it('renders the rewards slot in place', () => {
    renderHeader({ rewardsSlot: <button type="button">Ganhe 50MB</button> });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Ganhe 50MB' }),
    ).toBeInTheDocument();
  });

  it('links to sign-in when signed out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/accounts/user');
  });

  it('greets a signed-in reader by the e-mail name', () => {
    renderHeader({}, { signedIn: true, email: 'ana.souza@example.com' });
    expect(screen.getByRole('button', { name: 'Olá, ana.souza' })).toBeInTheDocument();
  });

  it('uses the locale of the reader', () => {
    renderWithShell(
      <Header
        config={FALLBACK_SITE_CONFIG}
        session={{ signedIn: false }}
        onSignOut={jest.fn()}
        searchOpen={false}
        onToggleSearch={jest.fn()}
      />,
      { locale: 'es' },
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('refuses a javascript: logo URL from the config', () => {
    const config = {
      ...FALLBACK_SITE_CONFIG,
      template: {
        ...FALLBACK_SITE_CONFIG.template,
        branding: {
          ...FALLBACK_SITE_CONFIG.template.branding,
          logos: { ...FALLBACK_SITE_CONFIG.template.branding.logos, large: 'javascript:alert(1)' },
        },
      },
    };
    renderHeader({ config });
    expect(screen.getByRole('img', { name: 'Onda Notícias' })).toHaveAttribute('src', '/assets/logo.svg');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_SITE_CONFIG, type SiteConfig } from 'shared-contracts';
import { renderWithShell } from '../test/render';
import { Footer } from './Footer';

const renderFooter = (config: SiteConfig = FALLBACK_SITE_CONFIG) =>
  renderWithShell(
    <Footer config={config} locale="pt" onLocaleChange={jest.fn()} now={new Date(2031, 5, 1)} />,
  );
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer', () => {
  it('is the contentinfo landmark', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('links to about, privacy and terms pages of the config', () => {
    renderFooter();
    expect([href('Sobre'), href('Política de privacidade'), href('Termos e condições')]).toEqual([
      '/about.html',
      '/privacy_policy.html',
      '/terms_and_conditions.html',
    ]);
  });

  it('uses an https target of the config', () => {
    renderFooter({ ...FALLBACK_SITE_CONFIG, about_url: 'https://onda.example/sobre' });
    expect(href('Sobre')).toBe('https://onda.example/sobre');
  });

  it('falls back to the default when a target is not safe', () => {
    renderFooter({ ...FALLBACK_SITE_CONFIG, terms_and_conditions_url: 'javascript:alert(1)' });
    expect(href('Termos e condições')).toBe('/terms_and_conditions.html');
  });

  it('links to the contact e-mail', () => {
    renderFooter();
    expect(href('Fale conosco')).toBe('mailto:contato@onda.example');
  });

  it('drops a contact that is not an e-mail address', () => {
    renderFooter({ ...FALLBACK_SITE_CONFIG, contact_us: 'x@y.z?bcc=all@evil.example' });
    expect(screen.queryByRole('link', { name: 'Fale conosco' })).not.toBeInTheDocument();
  });

  it('links to the sitemap', () => {
    renderFooter();
    expect(href('Mapa do site')).toBe('/sitemap');
  });

  it('shows the copyright with the current year and site name', () => {
    renderFooter();
    expect(screen.getByText('© 2031 Onda Notícias')).toBeInTheDocument();
  });

  it('credits the maker', () => {
    renderFooter();
    expect(screen.getByText('Desenvolvido por Onda Digital')).toBeInTheDocument();
  });

  it('switches the language', async () => {
    const onLocaleChange = jest.fn();
    renderWithShell(<Footer config={FALLBACK_SITE_CONFIG} locale="pt" onLocaleChange={onLocaleChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'es');
    expect(onLocaleChange).toHaveBeenCalledWith('es');
  });
});

import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { addCatalogues } from './catalogues';
import { en } from './messages/en';
import { es } from './messages/es';
import { pt } from './messages/pt';
import { ShellIntlProvider } from './ShellIntlProvider';

addCatalogues({ en, es });

function Probe({ id }: { id: string }) {
  return (
    <p>
      <FormattedMessage id={id} />
    </p>
  );
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('ShellIntlProvider', () => {
  it('renders the messages of the chosen locale', () => {
    render(
      <ShellIntlProvider locale="es">
        <Probe id="notFound.description" />
      </ShellIntlProvider>,
    );
    expect(screen.getByText('La página que buscaste no fue encontrada')).toBeInTheDocument();
  });

  it('falls back to pt for a key the locale lacks', () => {
    const { 'header.signIn': _missing, ...partialEn } = pt;
    render(
      <ShellIntlProvider locale="en" catalogues={{ pt, en: { ...partialEn, 'header.tv': 'Television' } }}>
        <Probe id="header.signIn" />
      </ShellIntlProvider>,
    );
    expect(screen.getByText('Entrar')).toBeInTheDocument();
  });

  it('warns about the keys a locale lacks', () => {
    const { 'header.signIn': _missing, ...partialEn } = pt;
    render(
      <ShellIntlProvider locale="en" catalogues={{ pt, en: partialEn }}>
        <Probe id="header.tv" />
      </ShellIntlProvider>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('header.signIn'));
  });

  it('warns about an id that no catalogue has', () => {
    render(
      <ShellIntlProvider locale="pt">
        <Probe id="no.such.key" />
      </ShellIntlProvider>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no.such.key'));
  });

  it('sets the page language', () => {
    render(
      <ShellIntlProvider locale="pt">
        <Probe id="header.tv" />
      </ShellIntlProvider>,
    );
    expect(document.documentElement).toHaveAttribute('lang', 'pt-BR');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIES } from 'shared-contracts';
import { renderWithShell } from '../test/render';
import { CookieBanner } from './CookieBanner';

const region = () => screen.queryByRole('region', { name: 'Aviso de cookies' });

afterEach(() => {
  document.cookie = `${COOKIES.cookieConsent}=; Max-Age=0; Path=/`;
});

describe('CookieBanner', () => {
  it('shows when no consent is stored', () => {
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />);
    expect(region()).toBeInTheDocument();
  });

  it('stays hidden once consent is stored', () => {
    document.cookie = `${COOKIES.cookieConsent}=1; Path=/`;
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />);
    expect(region()).not.toBeInTheDocument();
  });

  it('records consent and hides on Accept', async () => {
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect([region(), document.cookie.includes(`${COOKIES.cookieConsent}=1`)]).toEqual([null, true]);
  });

  it('can be accepted with the keyboard', async () => {
    const onAccept = jest.fn();
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" onAccept={onAccept} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('links to the privacy policy', () => {
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />);
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacy_policy.html',
    );
  });

  it('refuses a javascript: privacy link', () => {
    renderWithShell(<CookieBanner privacyUrl="javascript:alert(1)" />);
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacy_policy.html',
    );
  });
});

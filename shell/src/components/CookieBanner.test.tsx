import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { COOKIES, type ConsentChoices, type ConsentState } from 'shared-contracts';
import type { ConsentService } from '../consent/consent-service';
import { renderWithShell } from '../test/render';
import { CookieBanner } from './CookieBanner';

const region = () => screen.queryByRole('region', { name: 'Aviso de cookies' });

/** A consent service that stores what it is sent, or fails like an unreachable API. */
function fakeConsent(fails = false) {
  const consent$ = new BehaviorSubject<ConsentState | null>(null);
  const sent: ConsentChoices[] = [];
  const service: ConsentService = {
    consent$: consent$.asObservable(),
    current: () => consent$.getValue(),
    refresh: () => undefined,
    choose: async (choices) => {
      sent.push(choices);
      if (fails) return false;
      const state = { choices, policyVersion: 1, decidedAt: 1_767_225_600 };
      consent$.next(state);
      return state;
    },
  };
  return { service, sent };
}

afterEach(() => {
  document.cookie = `${COOKIES.consent}=; Max-Age=0; Path=/`;
});

describe('CookieBanner', () => {
  it('offers accepting and refusing with equal weight, and a choice per purpose', () => {
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />);
    const banner = within(region() as HTMLElement);
    const accept = banner.getByRole('button', { name: 'Aceitar' });
    const necessary = banner.getByRole('button', { name: 'Somente necessários' });
    expect([accept.className, banner.getByText('Personalizar').tagName]).toEqual([
      necessary.className,
      'SUMMARY',
    ]);
  });

  it('no longer says that browsing means consent', () => {
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />);
    expect(region()).not.toHaveTextContent(/continuar navegando|concorda/i);
  });

  it('stays hidden once the reader chose under the current policy', () => {
    document.cookie = `${COOKIES.consent}=1.m0a0p0.1767225600.abcdefghijklmnop; Path=/`;
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />);
    expect(region()).not.toBeInTheDocument();
  });

  it('asks again when the choice was made under an older policy', () => {
    document.cookie = `${COOKIES.consent}=0.m1a1p1.1767225600.abcdefghijklmnop; Path=/`;
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />);
    expect(region()).toBeInTheDocument();
  });

  it('sends every purpose on Aceitar and hides', async () => {
    const { service, sent } = fakeConsent();
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />, { consent: service });
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect([sent, region()]).toEqual([[{ measurement: true, ads: true, push: true }], null]);
  });

  it('sends no purpose on Somente necessários', async () => {
    const { service, sent } = fakeConsent();
    const onAccept = jest.fn();
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" onAccept={onAccept} />, {
      consent: service,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Somente necessários' }));
    expect([sent, onAccept.mock.calls.length]).toEqual([
      [{ measurement: false, ads: false, push: false }],
      0,
    ]);
  });

  it('sends the purposes ticked under Personalizar', async () => {
    const { service, sent } = fakeConsent();
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />, { consent: service });
    await userEvent.click(screen.getByText('Personalizar'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Medição de audiência/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar escolhas' }));
    expect(sent).toEqual([{ measurement: true, ads: false, push: false }]);
  });

  it('tells the shell to check push once push prompts are allowed', async () => {
    const onAccept = jest.fn();
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" onAccept={onAccept} />, {
      consent: fakeConsent().service,
    });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('stays and says so when the choice could not be stored', async () => {
    const { bus } = renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />, {
      consent: fakeConsent(true).service,
    });
    const toasts: string[] = [];
    bus.on('toast.show', 1).subscribe((toast) => toasts.push(toast.message));
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect([region() !== null, toasts]).toEqual([
      true,
      ['Não foi possível salvar a sua escolha. Tente de novo.'],
    ]);
  });

  it('posts to the consent API without scripts, and comes back to the page', () => {
    renderWithShell(<CookieBanner privacyUrl="/privacy_policy.html" />, { route: '/sports?x=1' });
    const form = region()?.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/api/v3/consent']);
    expect(form?.querySelector('input[name="return"]')).toHaveValue('/sports?x=1');
  });

  it('refuses a javascript: privacy link', () => {
    renderWithShell(<CookieBanner privacyUrl="javascript:alert(1)" />);
    expect(screen.getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacy_policy.html');
  });
});

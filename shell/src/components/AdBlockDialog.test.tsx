import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { COOKIES } from 'shared-contracts';
import { renderWithShell } from '../test/render';
import { AdBlockNotice } from './AdBlockNotice';

afterEach(() => {
  document.cookie = `${COOKIES.adBlockContinue}=; Max-Age=0; Path=/`;
});

describe('the ad-blocker dialog', () => {
  it('shows nothing until the probe finds a blocker, then Continue and a contact link', async () => {
    const blocked$ = new BehaviorSubject(false);
    renderWithShell(<AdBlockNotice blocked$={blocked$} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    blocked$.next(true);
    const dialog = await screen.findByRole('dialog', { name: 'Bloqueador de anúncios detectado' });
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'Fale conosco' }));
  });

  it('remembers Continue in a cookie', async () => {
    renderWithShell(<AdBlockNotice blocked$={new BehaviorSubject(true)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect([screen.queryByRole('dialog'), document.cookie.includes(`${COOKIES.adBlockContinue}=1`)]).toEqual([
      null,
      true,
    ]);
  });
});

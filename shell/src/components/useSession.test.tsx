import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../test/render';
import { useSession } from './useSession';

function Probe() {
  const session = useSession();
  return <p>{session.signedIn ? `in:${session.email ?? ''}` : 'out'}</p>;
}

describe('useSession', () => {
  it('reads the current session on first render', () => {
    renderWithShell(<Probe />, { session: { signedIn: true, email: 'ana@example.com' } });
    expect(screen.getByText('in:ana@example.com')).toBeInTheDocument();
  });

  it('follows session changes', () => {
    const { session$ } = renderWithShell(<Probe />, {
      session: { signedIn: true, email: 'ana@example.com' },
    });
    act(() => session$.next({ signedIn: false }));
    expect(screen.getByText('out')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import type { Session } from '../platform';
import { useSessionOf } from './useSession';

function Probe({ session$ }: { session$: BehaviorSubject<Session> }) {
  const session = useSessionOf(session$);
  return <p>{session.signedIn ? `in:${session.email ?? ''}` : 'out'}</p>;
}

describe('useSession', () => {
  it('reads the current session on first render', () => {
    const session$ = new BehaviorSubject<Session>({ signedIn: true, email: 'ana@example.com' });
    render(<Probe session$={session$} />);
    expect(screen.getByText('in:ana@example.com')).toBeInTheDocument();
  });

  it('follows session changes', () => {
    const session$ = new BehaviorSubject<Session>({ signedIn: true, email: 'ana@example.com' });
    render(<Probe session$={session$} />);
    act(() => session$.next({ signedIn: false }));
    expect(screen.getByText('out')).toBeInTheDocument();
  });
});

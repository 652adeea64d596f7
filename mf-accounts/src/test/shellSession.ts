/** Plays the shell's session service in component tests: a refresh request signs `email` in. */
import type { BehaviorSubject } from 'rxjs';
import type { EventBus, Session } from 'shared-contracts';

export function answerRefreshAs(
  bus: EventBus,
  session$: BehaviorSubject<Session>,
  email: string | null,
): void {
  bus.on('session.refreshRequested', 1).subscribe(() => {
    const next: Session = email ? { signedIn: true, email } : { signedIn: false };
    session$.next(next);
    bus.publish('session.changed', 1, next);
  });
}
